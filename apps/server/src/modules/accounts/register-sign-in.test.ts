import { FIELD_MESSAGES, MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTeacher, accountsClient, newEmail, tokenOf } from '../../test/accounts-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/raw-query.js';

let t: TestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = accountsClient(t.app);
});
afterAll(() => t?.close());

describe('register', () => {
  it('makes an account and signs it in, answering what existing clients read', async () => {
    const res = await client.register({
      email: newEmail(),
      password: ' secret1 ',
      poster: 'p1',
      t_ick: 'c1',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.userIdCookie.value).toMatch(/^\d+$/);
    expect(data.serviceTokenCookie.value.length).toBeGreaterThanOrEqual(43);
    expect(data.phCookie).toEqual({ value: '' });
    expect(data.callback).toBe('/basic');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('portal_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).not.toContain('Secure');
  });

  it('accepts the form-urlencoded body of the original clients, with empty optional fields', async () => {
    const email = newEmail();
    const res = await client.register(
      `email=${encodeURIComponent(email)}&password=secret1&captcha=&token=&referralCode=&poster=`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses an address already used, whatever its case', async () => {
    const email = newEmail();
    await client.register({ email, password: 'secret1' });
    const again = await client.register({ email: email.toUpperCase(), password: 'secret2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BIZ_TEACHER_EMAIL_HAS_BEEN_USED');
  });

  it.each([
    ['', FIELD_MESSAGES.emailEmpty],
    ['no-at-sign.example.com', FIELD_MESSAGES.emailFormat],
    ['a..b@example.com', FIELD_MESSAGES.emailFormat],
    ['ann+tag@example.com', FIELD_MESSAGES.emailFormat],
    ['ann@example.toolongtld', FIELD_MESSAGES.emailFormat],
    ['ann@gmial.com', FIELD_MESSAGES.emailFormat],
    ['ann@Gmail.com', FIELD_MESSAGES.emailFormat],
    ['ann@hotmial.com', FIELD_MESSAGES.emailFormat],
  ])('refuses the address %j with the spec message', async (email, message) => {
    const res = await client.register({ email, password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.email).toBe(message);
  });

  it('accepts real addresses on the common domains and their real neighbours', async () => {
    for (const domain of ['gmail.com', 'ymail.com', 'mail.com']) {
      const res = await client.register({
        email: `ann.lee_${Date.now()}@${domain}`,
        password: 'secret1',
      });
      expect(res.statusCode, domain).toBe(200);
    }
  });

  it.each([
    [undefined, FIELD_MESSAGES.passwordEmpty],
    ['', FIELD_MESSAGES.passwordEmpty],
    ['     ', FIELD_MESSAGES.passwordEmpty],
    ['12345', FIELD_MESSAGES.passwordLength],
    ['1234567890123456789', FIELD_MESSAGES.passwordLength],
  ])('refuses the password %j with the spec message', async (password, message) => {
    const res = await client.register({ email: newEmail(), password });
    expect(res.json().data.fields.password).toBe(message);
  });

  it('checks a referral code before registering', async () => {
    const referrer = await client.register({ email: newEmail(), password: 'secret1' });
    const id = Number(referrer.json().data.userIdCookie.value);
    const [row] = await queryRows<{ code: string }>(
      t.app.database.db,
      sql`select referral_code as code from users where id = ${id}`,
    );
    const code = row?.code ?? '';
    expect(code).toMatch(/^\d{8}$/);
    const check = await t.app.inject({ url: `/t/tn/user/referralCode/check?referralCode=${code}` });
    expect(check.json().data).toEqual({ exists: true });
    const missing = await t.app.inject({ url: '/t/tn/user/referralCode/check?referralCode=1' });
    expect(missing.json().data).toEqual({ exists: false });

    const ok = await client.register({
      email: newEmail(),
      password: 'secret1',
      referralCode: `${code}x`,
    });
    expect(ok.statusCode).toBe(200);
    const bad = await client.register({
      email: newEmail(),
      password: 'secret1',
      referralCode: '99999999999',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      msg: FIELD_MESSAGES.referralNotFound,
      data: { fields: { referralCode: FIELD_MESSAGES.referralNotFound } },
    });
  });

  it('keeps who referred the account, where it came from, and its registration event', async () => {
    const referrer = await client.register({ email: newEmail(), password: 'secret1' });
    const referrerId = Number(referrer.json().data.userIdCookie.value);
    const [{ code = '' } = {}] = await queryRows<{ code: string }>(
      t.app.database.db,
      sql`select referral_code as code from users where id = ${referrerId}`,
    );
    const spaced = `${code.slice(0, 4)}-${code.slice(4)}`;
    const check = await t.app.inject({
      url: `/t/tn/user/referralCode/check?referralCode=${spaced}`,
    });
    expect(check.json().data).toEqual({ exists: true });

    const email = newEmail();
    const referred = await client.register({
      email: email.toUpperCase(),
      password: 'secret1',
      referralCode: code,
      poster: 'poster-7',
      t_ick: 'click-9',
    });
    expect(referred.statusCode).toBe(200);
    const id = Number(referred.json().data.userIdCookie.value);
    const [account] = await queryRows<Record<string, unknown>>(
      t.app.database.db,
      sql`select referred_by_user_id::int as "referredBy", poster, click_id as "clickId" from users where id = ${id}`,
    );
    expect(account).toEqual({ referredBy: referrerId, poster: 'poster-7', clickId: 'click-9' });
    const events = await queryRows<{ name: string; properties: unknown }>(
      t.app.database.db,
      sql`select name, properties from funnel_events where user_id in (${referrerId}, ${id}) order by id`,
    );
    expect(events).toEqual([
      { name: 'CompleteRegistration', properties: {} },
      {
        name: 'CompleteRegistration',
        properties: { poster: 'poster-7', referralCode: code, clickId: 'click-9' },
      },
    ]);
    const [plain] = await queryRows<Record<string, unknown>>(
      t.app.database.db,
      sql`select referred_by_user_id::int as "referredBy", poster, click_id as "clickId" from users where id = ${referrerId}`,
    );
    expect(plain).toEqual({ referredBy: null, poster: null, clickId: null });
    // The guard counts registrations per address, by the lower-cased e-mail.
    const registered = await queryRows<{ email: string }>(
      t.app.database.db,
      sql`select email from security_events where kind = 'REGISTERED' and lower(email) = ${email.toLowerCase()}`,
    );
    expect(registered).toEqual([{ email: email.toLowerCase() }]);
  });

  it('makes exactly one account from 20 parallel registrations of one address', async () => {
    const email = newEmail();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        accountsClient(t.app, `198.51.100.${i + 1}`).register({ email, password: 'secret1' }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
  });
});

describe('sign in', () => {
  it('signs in with a new token each time and sends the user to their page', async () => {
    const email = newEmail();
    const registered = await client.register({ email, password: 'secret1' });
    const first = await client.signIn({ email: email.toUpperCase(), password: 'secret1' });
    const second = await client.signIn({ email, password: 'secret1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.callback).toBe('/basic');
    expect(new Set([tokenOf(registered), tokenOf(first), tokenOf(second)]).size).toBe(3);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const email = newEmail();
    await client.register({ email, password: 'secret1' });
    const wrong = await client.signIn({ email, password: 'secret2' });
    const unknown = await client.signIn({ email: newEmail(), password: 'secret2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'BIZ_TEACHER_LOGIN_ERROR',
      msg: MESSAGES.mailboxOrPassword,
      data: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('counts each failed sign-in for the captcha and lock rules', async () => {
    const email = newEmail();
    await client.register({ email, password: 'secret1' });
    await client.signIn({ email: email.toUpperCase(), password: 'wrong12' });
    const failures = await queryRows<{ email: string }>(
      t.app.database.db,
      sql`select email from security_events where kind = 'SIGN_IN_FAILED' and email = ${email.toLowerCase()}`,
    );
    expect(failures).toEqual([{ email: email.toLowerCase() }]);
  });

  it('accepts the looser address pattern on sign-in', async () => {
    const res = await client.signIn({ email: 'ann+tag@example.com', password: 'secret1' });
    expect(res.json().code).toBe('BIZ_TEACHER_LOGIN_ERROR');
  });
});

describe('the login check', () => {
  it('answers the callback for a header or a cookie session, and TOKEN_NULL without one', async () => {
    const res = await client.register({ email: newEmail(), password: 'secret1' });
    const token = tokenOf(res);
    const byHeader = await client.checkLogin(asTeacher(token));
    expect(byHeader.json().data).toMatchObject({
      callback: '/basic',
      stage: 'BASE_INFO',
      status: 'Init',
    });
    const byCookie = await client.checkLogin({
      cookie: `portal_session=${token}`,
      'x-requested-with': 'portal-web',
    });
    expect(byCookie.statusCode).toBe(200);
    const none = await client.checkLogin({});
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('TOKEN_NULL');
    const forged = await client.checkLogin(asTeacher('x'.repeat(43)));
    expect(forged.json().code).toBe('TOKEN_ILLEGAL');
  });

  it('refuses a cookie-authenticated change without the custom header (CSRF)', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    const res = await client.logout({ cookie: `portal_session=${token}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await client.checkLogin(asTeacher(token))).statusCode).toBe(200);
  });
});

describe('sign out and password change', () => {
  it('sign-out ends every session of the user', async () => {
    const email = newEmail();
    const a = tokenOf(await client.register({ email, password: 'secret1' }));
    const b = tokenOf(await client.signIn({ email, password: 'secret1' }));
    const out = await client.logout(asTeacher(a));
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('portal_session=;');
    for (const token of [a, b])
      expect((await client.checkLogin(asTeacher(token))).json().code).toBe('TOKEN_ILLEGAL');
  });

  it('a password change keeps this session and ends the others', async () => {
    const email = newEmail();
    const keep = tokenOf(await client.register({ email, password: 'secret1' }));
    const other = tokenOf(await client.signIn({ email, password: 'secret1' }));
    const wrong = await client.changePassword(
      { password: 'nope123', newPassword: 'secret2', repeatPassword: 'secret2' },
      asTeacher(keep),
    );
    expect(wrong.json().code).toBe('BIZ_TEACHER_PASSWORD_ORIGIN_ERROR');
    const mismatch = await client.changePassword(
      { password: 'secret1', newPassword: 'secret2', repeatPassword: 'secret3' },
      asTeacher(keep),
    );
    expect(mismatch.json().data.fields.repeatPassword).toBe(FIELD_MESSAGES.resetMismatch);
    const ok = await client.changePassword(
      { password: 'secret1', newPassword: 'secret2', repeatPassword: 'secret2' },
      asTeacher(keep),
    );
    expect(ok.statusCode).toBe(200);
    expect((await client.checkLogin(asTeacher(keep))).statusCode).toBe(200);
    expect((await client.checkLogin(asTeacher(other))).statusCode).toBe(401);
    expect((await client.signIn({ email, password: 'secret2' })).statusCode).toBe(200);
  });
});

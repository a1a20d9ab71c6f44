import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { hashToken } from '../../lib/tokens.js';
import { accountsClient, newEmail } from '../../test/accounts-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: '12' } });
});
afterAll(() => t?.close());

/** Gets a captcha and reads its answer as a person would read the picture. */
async function solvedCaptcha(client: ReturnType<typeof accountsClient>, scene: string) {
  const res = await client.captcha(scene);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.headers['cache-control']).toBe('no-store');
  const ticket = String(res.headers['x-captcha-token']);
  const [row] = await queryRows<{ answer: string }>(
    t.app.database.db,
    sql`select answer from captcha_challenges where ticket_hash = ${hashToken(ticket)}`,
  );
  return { ticket, answer: row?.answer ?? '' };
}

describe('captcha', () => {
  it('is demanded after 5 failed sign-ins for an account, and accepted when solved', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const attacker = accountsClient(t.app, '192.0.2.50');
    for (let i = 0; i < 5; i += 1) {
      expect((await attacker.signIn({ email, password: 'wrong-1' })).json().code).toBe(
        'BIZ_TEACHER_LOGIN_ERROR',
      );
    }
    // The real user, elsewhere, now needs the captcha too: the rule is per account.
    const user = accountsClient(t.app, '192.0.2.51');
    const demanded = await user.signIn({ email, password: 'secret1' });
    expect(demanded.statusCode).toBe(400);
    expect(demanded.json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');

    const wrong = await solvedCaptcha(user, 'LOGIN');
    const refused = await user.signIn({
      email,
      password: 'secret1',
      captcha: 'zzzz',
      token: wrong.ticket,
    });
    expect(refused.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');

    const right = await solvedCaptcha(user, 'LOGIN');
    const ok = await user.signIn({
      email,
      password: 'secret1',
      captcha: right.answer.toUpperCase(),
      token: right.ticket,
    });
    expect(ok.statusCode).toBe(200);
    // The ticket was used once; it cannot be used again.
    const reuse = await user.signIn({
      email,
      password: 'secret1',
      captcha: right.answer,
      token: right.ticket,
    });
    expect(reuse.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
  });

  it('is not accepted for another scene or after five minutes', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const client = accountsClient(t.app, '192.0.2.60');
    for (let i = 0; i < 5; i += 1) await client.signIn({ email, password: 'wrong-1' });
    const forRegister = await solvedCaptcha(client, 'REGISTER');
    const otherScene = await client.signIn({
      email,
      password: 'secret1',
      captcha: forRegister.answer,
      token: forRegister.ticket,
    });
    expect(otherScene.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
    const late = await solvedCaptcha(client, 'LOGIN');
    await t.app.database.db.execute(
      sql`update captcha_challenges set expires_at = now() - interval '1 second' where ticket_hash = ${hashToken(late.ticket)}`,
    );
    const expired = await client.signIn({
      email,
      password: 'secret1',
      captcha: late.answer,
      token: late.ticket,
    });
    expect(expired.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
  });

  it('is demanded after 5 registrations from one address within the hour', async () => {
    const client = accountsClient(t.app, '192.0.2.70');
    for (let i = 0; i < 5; i += 1) {
      expect((await client.register({ email: newEmail(), password: 'secret1' })).statusCode).toBe(
        200,
      );
    }
    expect((await client.register({ email: newEmail(), password: 'secret1' })).json().code).toBe(
      'BIZ_TEACHER_CAPTCHA_REQUIRED',
    );
    const { ticket, answer } = await solvedCaptcha(client, 'REGISTER');
    expect(
      (
        await client.register({
          email: newEmail(),
          password: 'secret1',
          captcha: answer,
          token: ticket,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is demanded after 3 reset e-mails from one address within the hour, and not before', async () => {
    const client = accountsClient(t.app, '192.0.2.80');
    for (let i = 0; i < 3; i += 1)
      expect((await client.forgot({ email: newEmail() })).statusCode).toBe(200);
    expect((await client.forgot({ email: newEmail() })).json().code).toBe(
      'BIZ_TEACHER_CAPTCHA_REQUIRED',
    );
    const { ticket, answer } = await solvedCaptcha(client, 'RESET');
    expect((await client.forgot({ email: newEmail(), code: answer, ticket })).statusCode).toBe(200);
  });

  it('refuses an attacking address with 429 past the lock threshold, not the real user with a captcha', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const attacker = accountsClient(t.app, '192.0.2.90');
    // Below the lock, the attacker must solve a captcha for every further attempt.
    for (let i = 0; i < 12; i += 1) {
      const captcha = i >= 5 ? await solvedCaptcha(attacker, 'LOGIN') : undefined;
      await attacker.signIn({
        email,
        password: `wrong-${i}`,
        ...(captcha ? { captcha: captcha.answer, token: captcha.ticket } : {}),
      });
    }
    const locked = await attacker.signIn({ email, password: 'secret1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('BIZ_TOO_MANY_REQUESTS');
    const user = accountsClient(t.app, '192.0.2.91');
    const { ticket, answer } = await solvedCaptcha(user, 'LOGIN');
    expect(
      (await user.signIn({ email, password: 'secret1', captcha: answer, token: ticket }))
        .statusCode,
    ).toBe(200);
  });

  it('answers an unknown scene with a field error', async () => {
    const res = await t.app.inject({ url: '/t/tn/captcha?scene=OTHER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
  });
});

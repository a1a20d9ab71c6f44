import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { accountsClient, asTeacher, newEmail, tokenOf } from '../../test/accounts-client.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { sessionRow } from '../../test/session-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = accountsClient(t.app);
});
afterAll(() => t?.close());

const age = (token: string, column: 'last_seen_at' | 'expires_at', interval: string) =>
  t.app.database.db.execute(
    sql`update sessions set ${sql.raw(column)} = now() - ${interval}::interval where token_hash = ${hashToken(token)}`,
  );

describe('sessions', () => {
  it('are opaque 256-bit tokens stored only as hashes', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const rows = await queryRows<{ token_hash: string }>(
      t.app.database.db,
      sql`select token_hash from sessions`,
    );
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
  });

  it('expire after a day idle', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await age(token, 'last_seen_at', '23 hours');
    expect((await client.checkLogin(asTeacher(token))).statusCode).toBe(200);
    await age(token, 'last_seen_at', '25 hours');
    const expired = await client.checkLogin(asTeacher(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    // It stays expired (not "illegal") until the maintenance deletes it.
    expect((await client.checkLogin(asTeacher(token))).json().code).toBe('TOKEN_EXPIRED');
  });

  it('expire 30 days after sign-in, however active', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await age(token, 'expires_at', '1 second');
    expect((await client.checkLogin(asTeacher(token))).json().code).toBe('TOKEN_EXPIRED');
  });

  it('record activity, which keeps an active session alive', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await age(token, 'last_seen_at', '20 hours');
    await client.checkLogin(asTeacher(token));
    const [row] = await queryRows<{ idle: boolean }>(
      t.app.database.db,
      sql`select last_seen_at > now() - interval '1 minute' as idle from sessions where token_hash = ${hashToken(token)}`,
    );
    expect(row?.idle).toBe(true);
  });

  it('are deleted by the hourly maintenance once expired, and kept while valid', async () => {
    const live = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    const idle = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await age(idle, 'last_seen_at', '2 days');
    await t.app.services.maintenance.run();
    const left = await queryRows<{ token_hash: string }>(
      t.app.database.db,
      sql`select token_hash from sessions`,
    );
    const hashes = left.map((row) => row.token_hash);
    expect(hashes).toContain(hashToken(live));
    expect(hashes).not.toContain(hashToken(idle));
  });

  it('keep security events for a day and used-up links for a week past their expiry', async () => {
    const marker = `retention-${Date.now()}`;
    await t.app.database.db.execute(
      sql`insert into security_events (kind, email, created_at) values
            (${marker}, 'recent', now() - interval '23 hours'),
            (${marker}, 'old', now() - interval '25 hours')`,
    );
    await t.app.database.db.execute(
      sql`insert into one_time_tokens (purpose, subject_id, token_hash, expires_at) values
            (${marker}, 1, ${`${marker}-recent`}, now() - interval '6 days 23 hours'),
            (${marker}, 1, ${`${marker}-old`}, now() - interval '7 days 1 hour')`,
    );
    await t.app.services.maintenance.run();
    const events = await queryRows<{ email: string }>(
      t.app.database.db,
      sql`select email from security_events where kind = ${marker}`,
    );
    expect(events).toEqual([{ email: 'recent' }]);
    const links = await queryRows<{ token_hash: string }>(
      t.app.database.db,
      sql`select token_hash from one_time_tokens where purpose = ${marker}`,
    );
    expect(links).toEqual([{ token_hash: `${marker}-recent` }]);
  });

  it('of a teacher do not open staff routes', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    const res = await t.app.inject({ url: '/ops/auth/me', headers: { 'x-auth-token': token } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_ILLEGAL');
  });

  it('set the Secure cookie flag over https', async () => {
    const https = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/t/tn/user/register',
        payload: { email: newEmail(), password: 'secret1' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await https.close();
    }
  });
});

const staffMe = (token?: string) =>
  t.app.inject({ url: '/ops/auth/me', headers: token ? { 'x-auth-token': token } : {} });

const ownSessions = async (userId: number) =>
  (
    await queryRows<{ token_hash: string }>(
      t.app.database.db,
      sql`select token_hash from sessions where user_id = ${userId} order by token_hash`,
    )
  ).map((row) => row.token_hash);

describe('sessions presented', () => {
  it('answer TOKEN_NULL when no token comes, on teacher and staff routes', async () => {
    const teacher = await client.checkLogin({});
    expect(teacher.statusCode).toBe(401);
    expect(teacher.json().code).toBe('TOKEN_NULL');
    const staff = await staffMe();
    expect(staff.statusCode).toBe(401);
    expect(staff.json().code).toBe('TOKEN_NULL');
  });

  it('answer TOKEN_ILLEGAL for a token that was never issued', async () => {
    const stranger = randomToken();
    const teacher = await client.checkLogin(asTeacher(stranger));
    expect(teacher.statusCode).toBe(401);
    expect(teacher.json().code).toBe('TOKEN_ILLEGAL');
    const staff = await staffMe(stranger);
    expect(staff.statusCode).toBe(401);
    expect(staff.json().code).toBe('TOKEN_ILLEGAL');
  });

  it('of staff open staff routes as that member', async () => {
    const token = await staffSession(t.app, ['RECRUITER']);
    const row = await sessionRow(t.app, token);
    expect(row?.user_id).toBeNull();
    const me = await staffMe(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().code).toBe('OK');
    expect(me.json().data).toMatchObject({ id: row?.staff_id, roles: ['RECRUITER'] });
  });

  it('of staff do not open teacher routes, even once expired', async () => {
    const token = await staffSession(t.app, ['RECRUITER']);
    for (const call of [
      () => client.checkLogin(asTeacher(token)),
      () => client.logout(asTeacher(token)),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_ILLEGAL');
    }
    await age(token, 'last_seen_at', '2 days');
    expect((await client.checkLogin(asTeacher(token))).json().code).toBe('TOKEN_ILLEGAL');
    // On its own kind of route the same session is expired, not illegal.
    expect((await staffMe(token)).json().code).toBe('TOKEN_EXPIRED');
  });

  it('of a teacher are refused by staff routes without being touched, even once expired', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await age(token, 'last_seen_at', '10 minutes');
    const before = (await sessionRow(t.app, token))?.last_seen_at;
    const res = await staffMe(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_ILLEGAL');
    expect((await sessionRow(t.app, token))?.last_seen_at).toBe(before);
    await age(token, 'last_seen_at', '2 days');
    expect((await staffMe(token)).json().code).toBe('TOKEN_ILLEGAL');
  });
});

describe('sessions ended', () => {
  it('by a teacher signing out: every session of theirs, none of others', async () => {
    const email = newEmail();
    const first = await client.register({ email, password: 'secret1' });
    const a = tokenOf(first);
    const b = tokenOf(await client.signIn({ email, password: 'secret1' }));
    const userId = Number(first.json().data.userIdCookie.value);
    const bystander = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    expect(await ownSessions(userId)).toEqual([hashToken(a), hashToken(b)].sort());
    expect((await client.logout(asTeacher(a))).statusCode).toBe(200);
    expect(await ownSessions(userId)).toEqual([]);
    for (const token of [a, b])
      expect((await client.checkLogin(asTeacher(token))).json().code).toBe('TOKEN_ILLEGAL');
    expect((await client.checkLogin(asTeacher(bystander))).statusCode).toBe(200);
  });

  it('by a staff member signing out', async () => {
    const token = await staffSession(t.app, ['RECRUITER']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionRow(t.app, token)).toBeUndefined();
    expect((await staffMe(token)).json().code).toBe('TOKEN_ILLEGAL');
  });

  it('by a password change: all but the session that asked', async () => {
    const email = newEmail();
    const first = await client.register({ email, password: 'secret1' });
    const keep = tokenOf(first);
    const other = tokenOf(await client.signIn({ email, password: 'secret1' }));
    const userId = Number(first.json().data.userIdCookie.value);
    const changed = await client.changePassword(
      { password: 'secret1', newPassword: 'secret2', repeatPassword: 'secret2' },
      asTeacher(keep),
    );
    expect(changed.statusCode).toBe(200);
    expect(await ownSessions(userId)).toEqual([hashToken(keep)]);
    expect((await client.checkLogin(asTeacher(other))).json().code).toBe('TOKEN_ILLEGAL');
    expect((await client.checkLogin(asTeacher(keep))).statusCode).toBe(200);
  });
});

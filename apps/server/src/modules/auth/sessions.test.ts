import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { hashToken } from '../../lib/tokens.js';
import { accountsClient, asTeacher, newEmail, tokenOf } from '../../test/accounts-client.js';
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

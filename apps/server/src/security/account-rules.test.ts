import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { accountsClient, newEmail } from '../test/accounts-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { RATE_LIMITS } from '../plugins/rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  // Empty means unset: the hashing cost a deployment gets (other tests hash cheaply).
  t = await createTestApp({ env: { ARGON2_MEMORY_KIB: '', ARGON2_ITERATIONS: '' } });
});
afterAll(() => t?.close());

describe('account rules', () => {
  it('hash passwords with argon2id, at least 19 MiB and 2 iterations', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const [row] = await queryRows<{ hash: string }>(
      t.app.database.db,
      sql`select password_hash as hash from users where lower(email) = ${email}`,
    );
    const [, algorithm, , params] = row?.hash.split('$') ?? [];
    const cost = Object.fromEntries((params ?? '').split(',').map((pair) => pair.split('=')));
    expect(algorithm).toBe('argon2id');
    expect(Number(cost.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(cost.t)).toBeGreaterThanOrEqual(2);
    expect(row?.hash).not.toContain('secret1');
  });

  it('limit password checks per address, answering 429 with the catalogue message', async () => {
    const client = accountsClient(t.app, '198.18.0.7');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.passwordCheck.max; i += 1) {
      // Unknown accounts: no captcha rule interferes (that one counts per account and address).
      statuses.push(
        (await client.signIn({ email: `nobody${i}@example.com`, password: 'secret1' })).statusCode,
      );
    }
    const last = await client.signIn({ email: 'nobody@example.com', password: 'secret1' });
    expect(
      statuses
        .slice(0, RATE_LIMITS.passwordCheck.max)
        .every((status) => status === 400 || status === 429),
    ).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'BIZ_TOO_MANY_REQUESTS', data: null });
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('never reveal secrets in answers: no hash, no token of another session', async () => {
    const res = await accountsClient(t.app).register({ email: newEmail(), password: 'secret1' });
    expect(res.body).not.toMatch(/argon2/);
    expect(Object.keys(res.json().data).sort()).toEqual([
      'callback',
      'phCookie',
      'serviceTokenCookie',
      'userIdCookie',
    ]);
  });
});

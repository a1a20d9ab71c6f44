import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newEmail } from '../test/accounts-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The captcha thresholds and sign-in locks (decision 007) count security events in the
 * database, so they hold across servers as the per-route limits do (decision 043).
 */
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  // A lock below the captcha threshold: the lock is reached without solving captchas.
  t = await createTestApp({ env: { LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: '4' } });
  second = await t.secondServer();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** The n-th call goes to the first server when n is even, to the second when odd. */
const serverFor = (n: number) => (n % 2 === 0 ? t.app : second);

async function registered(): Promise<string> {
  const email = newEmail();
  expect((await accountsClient(t.app).register({ email, password: 'secret1' })).statusCode).toBe(
    200,
  );
  return email;
}

describe('abuse rules on two servers of one database', () => {
  it('demand the captcha after 5 failures of an account spread over both servers', async () => {
    const email = await registered();
    for (let n = 0; n < 5; n += 1) {
      // A new address each time: no address reaches the lock, only the account its threshold.
      const failed = await accountsClient(serverFor(n)).signIn({ email, password: 'wrong-1' });
      expect(failed.json().code).toBe('BIZ_TEACHER_LOGIN_ERROR');
    }
    for (const server of [t.app, second]) {
      const demanded = await accountsClient(server).signIn({ email, password: 'secret1' });
      expect(demanded.json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');
    }
  });

  it('lock the failing address on both servers, not the real user elsewhere', async () => {
    const email = await registered();
    const attackerIp = '203.0.113.60';
    for (let n = 0; n < 4; n += 1) {
      const failed = await accountsClient(serverFor(n), attackerIp).signIn({
        email,
        password: `wrong-${n}`,
      });
      expect(failed.json().code).toBe('BIZ_TEACHER_LOGIN_ERROR');
    }
    for (const server of [t.app, second]) {
      const locked = await accountsClient(server, attackerIp).signIn({
        email,
        password: 'secret1',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('BIZ_TOO_MANY_REQUESTS');
    }
    const user = await accountsClient(second, '203.0.113.61').signIn({
      email,
      password: 'secret1',
    });
    expect(user.statusCode).toBe(200);
  });
});

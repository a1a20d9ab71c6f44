import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../test/accounts-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { RATE_LIMITS } from '../plugins/rate-limits.js';

const PROXY = '10.20.0.1';
let spoofs = 0;
/**
 * A call from `client` that invents a new X-Forwarded-For each time, relayed by a proxy that
 * appends the address it saw.
 */
const spoofedThroughProxy = (client = '203.0.113.7') => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': `198.51.100.${(spoofs += 1) % 250}, ${client}` },
});
type Via = ReturnType<typeof spoofedThroughProxy>;

const register = (app: FastifyInstance, via: Via) =>
  app.inject({
    method: 'POST',
    url: '/t/tn/user/register',
    payload: { email: newEmail(), password: 'secret1' },
    ...via,
  });

let oneHop: TestApp;
let listed: TestApp;
beforeAll(async () => {
  [oneHop, listed] = await Promise.all([
    createTestApp({ env: { TRUST_PROXY: '1' } }),
    createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } }),
  ]);
});
afterAll(() => Promise.all([oneHop?.close(), listed?.close()]));

describe('behind one trusted proxy, a spoofed X-Forwarded-For', () => {
  it('does not escape the registration captcha threshold', async () => {
    const threshold = oneHop.config.CAPTCHA_AFTER_REGISTRATIONS_PER_IP;
    for (let i = 0; i < threshold; i += 1) {
      expect((await register(oneHop.app, spoofedThroughProxy())).statusCode).toBe(200);
    }
    const next = await register(oneHop.app, spoofedThroughProxy());
    expect(next.json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');
  });

  it('does not escape the per-address rate limit', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.sendsMail.max; i += 1) {
      const res = await oneHop.app.inject({
        method: 'POST',
        url: '/t/tn/user/forget/password',
        payload: { email: newEmail() },
        // Another client than the registrations above, so only the rate limit can answer 429.
        ...spoofedThroughProxy('203.0.113.8'),
      });
      codes.push(res.json().code);
    }
    expect(codes.at(-1)).toBe('BIZ_TOO_MANY_REQUESTS');
  });

  it('still lets the proxy tell the protocol', async () => {
    const res = await oneHop.app.inject({
      url: '/v2/home',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('with a list of trusted proxies', () => {
  it('reads the client address from a listed proxy, past a spoofed entry', async () => {
    const threshold = listed.config.CAPTCHA_AFTER_REGISTRATIONS_PER_IP;
    for (let i = 0; i < threshold; i += 1) await register(listed.app, spoofedThroughProxy());
    const next = await register(listed.app, spoofedThroughProxy());
    expect(next.json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');
  });

  it('ignores forwarded headers from an address not on the list', async () => {
    const direct = (i: number) => ({
      remoteAddress: '192.0.2.33',
      headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-forwarded-proto': 'https' },
    });
    const threshold = listed.config.CAPTCHA_AFTER_REGISTRATIONS_PER_IP;
    for (let i = 0; i < threshold; i += 1) await register(listed.app, direct(i));
    const next = await register(listed.app, direct(threshold));
    expect(next.json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');
    const page = await listed.app.inject({ url: '/v2/home', ...direct(0) });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

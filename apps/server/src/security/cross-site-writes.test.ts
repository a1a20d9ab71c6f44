import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp } from '../test/accounts-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The public calls a page on another site must not make in a visitor's browser. */
const WRITES = [
  ['sign-in', '/t/tn/user/foreign/login', { email: 'someone@example.com', password: 'secret1' }],
  ['registration', '/t/tn/user/register', { email: 'new@example.com', password: 'secret1' }],
  ['reset e-mail', '/t/tn/user/forget/password', { email: 'someone@example.com' }],
  [
    'new password',
    '/t/tn/user/reset/password',
    { newPassword: 'secret1', repeatPassword: 'secret1', userId: 1, verifyCode: 'x' },
  ],
  ['staff sign-in', '/ops/auth/login', { email: 'someone@example.com', password: 'secret1' }],
  [
    'staff password',
    '/ops/auth/password',
    { staffId: 1, code: 'x', newPassword: 'secret1', repeatPassword: 'secret1' },
  ],
] as const;

const PARTNER = 'https://partner.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://portal.example.com', CORS_ORIGINS: PARTNER },
  });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: anyIp() });

describe.each(WRITES)('the %s call', (_name, url, payload) => {
  it('refuses another site: by its Origin, or by Sec-Fetch-Site without one', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://portal.example.com.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await post(url, payload, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json(), JSON.stringify(headers)).toMatchObject({ code: 'FORBIDDEN', data: null });
    }
  });

  it('accepts our own origin, the request host and the configured CORS origins', async () => {
    const accepted: Record<string, string>[] = [
      { origin: 'https://portal.example.com', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://portal.internal:8080', host: 'portal.internal:8080' },
      { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of accepted) {
      const res = await post(url, payload, headers);
      expect(res.statusCode, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it('works for clients that send neither header', async () => {
    const res = await post(url, payload, {});
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
  });
});

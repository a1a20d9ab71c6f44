import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let proxied: TestApp;
let withCors: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  withCors = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.org' } });
});
afterAll(() => Promise.all([t?.close(), proxied?.close(), withCors?.close()]));

describe('security headers', () => {
  it.each([
    ['a page', '/v2/home'],
    ['an asset', '/v2/assets/app-abc123.js'],
    ['an API answer', '/t/tn/site/config'],
    ['an API 404', '/t/tn/nope'],
    ['a redirect', '/nope'],
    ['a refused call (no session)', '/t/tc/apply/get/resume'],
    ['a validation error', '/t/tn/user/foreign/login', 'POST'],
  ])('are on %s', async (_kind, url, method = 'GET') => {
    const res = await t.app.inject({
      url,
      method: method as 'GET' | 'POST',
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).not.toBe(500);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only over https', async () => {
    const plain = await proxied.app.inject({ url: '/v2/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await proxied.app.inject({
      url: '/v2/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('does not trust a forwarded protocol unless told to', async () => {
    const res = await t.app.inject({ url: '/v2/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('is closed by default', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/t/tn/site/config',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens only to configured origins', async () => {
    const allowed = await withCors.app.inject({
      url: '/t/tn/site/config',
      headers: { origin: 'https://partner.example.org' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.org');
    const other = await withCors.app.inject({
      url: '/t/tn/site/config',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

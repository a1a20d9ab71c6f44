import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('pages and redirects', () => {
  it('sends / to the main layout under the base path', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/v2/');
  });

  it.each(['/v2/', '/v2/home', '/v2/payslip/detail/42', '/v2/not-a-screen?x=1'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/nope', '/home', '/v3/home', '/favicon.ico'])(
    'redirects the unknown path %s to /v2/home',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/v2/home');
    },
  );

  it.each([
    ['/t/tn/nope', 'data'],
    ['/t/tc/user/nothing', 'data'],
    ['/api/nothing', 'result'],
    ['/ops/nothing', 'data'],
  ])('answers the unknown API path %s with the NOT_FOUND envelope', async (url, key) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', msg: expect.any(String), [key]: null });
  });

  it('answers a missing hashed asset with 404, not with the page', async () => {
    const res = await get('/v2/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers a POST to an unknown path with the envelope, not a redirect', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('the page, encoded once at start (decision 031)', () => {
  const page = async (acceptEncoding?: string) =>
    get('/v2/home', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
  ] as const)('takes %s as %s, the same page', async (accepted, encoding, decode) => {
    const res = await page(accepted);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(res.rawPayload).toString()).toBe((await page()).body);
  });

  it('sends the page as it is to a client that takes no encoding', async () => {
    const res = await page();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<div id="root">');
  });

  it('sends the page as it is for an encoding it does not keep', async () => {
    const res = await page('deflate');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<div id="root">');
  });
});

describe('assets', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get('/v2/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain("console.log('precompressed'");
  });

  it('sends the precompressed brotli file when the browser takes it', async () => {
    const res = await get('/v2/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('precompressed');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await get('/v2/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve files outside the web folder', async () => {
    const res = await get('/v2/..%2f..%2fpackage.json');
    expect(res.statusCode).not.toBe(500);
    expect(res.body).not.toContain('"workspaces"');
  });
});

describe('source maps', () => {
  it.each([
    '/v2/assets/app-abc123.js.map',
    '/v2/assets/app-abc123.js.%6Dap',
    '/v2/assets/app-abc123.js.MAP',
  ])('are never served: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-source');
  });

  it('leave the chunk they belong to served', async () => {
    expect((await get('/v2/assets/app-abc123.js')).statusCode).toBe(200);
  });
});

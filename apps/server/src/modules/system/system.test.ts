import { siteConfig } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { VIDEO_BASE_URL: 'https://cdn.portal.test/videos/' } });
});
afterAll(() => t?.close());

describe('system calls', () => {
  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves the public site settings from configuration', async () => {
    const res = await t.app.inject({ url: '/t/tn/site/config' });
    expect(res.statusCode).toBe(200);
    const data = siteConfig.parse(res.json().data);
    expect(data.supportEmail).toBe('support@portal.test');
    expect(data.videoBaseUrl).toBe('https://cdn.portal.test/videos/');
    expect(JSON.stringify(res.json())).not.toContain('test-session-secret');
  });

  it('tells crawlers to read the public site and leave the calls and the console alone', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines).toContain('Allow: /v2/');
    for (const path of ['/v2/ops/', '/t/', '/api/', '/ops/', '/docs'])
      expect(lines).toContain(`Disallow: ${path}`);
  });

  it('reads the server clock from result', async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: '/api/interviewOrTrainCourse/getTimestamp' });
    expect(res.json().code).toBe('OK');
    expect(res.json().result).toBeGreaterThanOrEqual(before);
    expect(res.json().result).toBeLessThanOrEqual(Date.now());
  });

  it('reports the database unreachable with 503 once it is closed', async () => {
    await t.app.database.close();
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  });
});

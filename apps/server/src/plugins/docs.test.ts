import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Operation = { operationId?: string };

describe('the OpenAPI document', () => {
  it('lists every route, each with a unique operationId', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        route: `${method} ${path}`,
        id: op.operationId,
      })),
    );
    expect(operations.map((op) => op.route)).toEqual(
      expect.arrayContaining([
        'get /healthz',
        'get /t/tn/site/config',
        'get /api/interviewOrTrainCourse/getTimestamp',
      ]),
    );
    expect(operations.filter((op) => !op.id)).toEqual([]);
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps page serving out of the API document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/docs/json' })).json().paths);
    expect(
      paths.filter((path) => path.startsWith('/v2') || path === '/' || path.startsWith('/docs')),
    ).toEqual([]);
  });

  it('has a browsable page', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('in production', () => {
  it('serves neither the page nor the document unless API_DOCS=true', async () => {
    const hidden = await createTestApp({ env: { NODE_ENV: 'production' } });
    const shown = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'true' } });
    try {
      for (const url of ['/docs/json', '/docs/', '/docs'])
        expect((await hidden.app.inject({ url })).statusCode, url).toBe(404);
      expect((await shown.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await Promise.all([hidden.close(), shown.close()]);
    }
  });
});

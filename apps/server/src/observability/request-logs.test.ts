import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../test/captured-logs.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Decision 047: logs stay JSON lines, and every line of a request carries its id (the
// caller's X-Request-Id when it is well formed), so one request's lines can be found together.

const logs = capturedLogs();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
    extraRoutes: async (app) => {
      app.get('/t/tn/probe/logs-and-fails', async (request) => {
        request.log.info('probe working');
        throw new Error('probe failure');
      });
    },
  });
});
afterAll(() => t?.close());

describe('request logs', () => {
  it('are JSON lines that all carry the request id', async () => {
    let res!: Awaited<ReturnType<typeof t.app.inject>>;
    const lines = await logs.during(async () => {
      res = await t.app.inject({
        url: '/t/tn/probe/logs-and-fails',
        headers: { 'x-request-id': 'probe-request-0001' },
      });
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'SERVER_ERR',
      data: { requestId: 'probe-request-0001' },
    });
    const parsed = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(parsed.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'probe working', 'request completed']),
    );
    expect(parsed.length).toBeGreaterThanOrEqual(4);
    for (const line of parsed) expect(line.reqId).toBe('probe-request-0001');
  });

  it('make up an id when the caller gives none, or a malformed one', async () => {
    const lines = await logs.during(() =>
      t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id!' } }),
    );
    const ids = new Set(lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Decision 047: under pressure a request is answered at once, 503 in the envelope with
// Retry-After; liveness and metrics still answer.

const TOKEN = 'metrics-token-of-at-least-thirty-two-chars';

describe('load shedding by heap', () => {
  let t: TestApp;
  // A heap limit of one byte: the server is under pressure from its first sample on.
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOAD_SHED_HEAP_USED_BYTES: '1',
        LOAD_SHED_RETRY_AFTER_SECONDS: '7',
        METRICS_TOKEN: TOKEN,
      },
    });
  });
  afterAll(() => t?.close());

  it('answers 503 in the envelope with Retry-After', async () => {
    // The heap is sampled once a second.
    await expect
      .poll(async () => (await t.app.inject({ url: '/t/tn/site/config' })).statusCode, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(503);
    const res = await t.app.inject({ url: '/t/tn/site/config' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toMatchObject({
      code: 'BIZ_SERVICE_UNAVAILABLE',
      msg: 'Network issue, please refresh and try again.',
    });
  });

  it('still answers liveness and metrics, and counts what it refused', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/load_shed_total\{reason="heapUsedBytes"\} [1-9]/);
  });
});

describe('load shedding by event-loop delay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOAD_SHED_EVENT_LOOP_DELAY_MS: '200' } });
  });
  afterAll(() => t?.close());

  it('refuses while the loop is stalled, then serves again by itself', async () => {
    expect((await t.app.inject({ url: '/t/tn/site/config' })).statusCode).toBe(200);
    // Stall the event loop again and again, as a runaway computation would. The delay is
    // the mean over a one-second sample: one stall amid a second of quick turns averages
    // below the limit, so each try stalls 600 ms before it asks (the loop then turns once,
    // recording that delay, before the answer).
    const stalled = async () => {
      const until = Date.now() + 600;
      while (Date.now() < until);
      await new Promise((resolve) => setImmediate(resolve));
      return (await t.app.inject({ url: '/t/tn/site/config' })).statusCode;
    };
    await expect.poll(stalled, { timeout: 10_000, interval: 0 }).toBe(503);
    await expect
      .poll(async () => (await t.app.inject({ url: '/t/tn/site/config' })).statusCode, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(200);
  });
});

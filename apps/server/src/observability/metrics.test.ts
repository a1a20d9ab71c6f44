import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../test/classes.js';
import { DECEMBER, payWorld } from '../test/pay-world.js';
import { createTestApp } from '../test/test-app.js';

// Decision 047: /metrics in the Prometheus format, behind a bearer token or on a port of its
// own, with requests by route template, the pool, the queue, mail and the business counters.

const TOKEN = 'metrics-token-of-at-least-thirty-two-chars';
const w = payWorld({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (authorization?: string) =>
  w.app().inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
const metricsText = async () => {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** A series' value in the text format (0 when the series is absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('/metrics behind METRICS_TOKEN', () => {
  it('answers NOT_FOUND in the envelope without the token, or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('counts requests by route template, not by address; unknown paths share one label', async () => {
    const before = await metricsText();
    const series = (route: string, status: number) =>
      `http_requests_total{method="GET",route="${route}",status_code="${status}"}`;
    await w.finance().get('/ops/pay/payslips/424242');
    await w.finance().get('/ops/pay/payslips/434343');
    await w.app().inject({ url: '/t/tc/no/such/call' });
    const after = await metricsText();
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    expect(after).not.toContain('424242');
    const template = '/ops/pay/payslips/:payslipId';
    const byTemplate = (text: string) =>
      [200, 404].reduce((sum, status) => sum + valueOf(text, series(template, status)), 0);
    expect(byTemplate(after) - byTemplate(before)).toBe(2);
    expect(
      valueOf(after, series('unmatched', 404)) - valueOf(before, series('unmatched', 404)),
    ).toBe(1);
    expect(
      valueOf(
        after,
        `http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts registrations, class bookings and the payslips a generation wrote', async () => {
    const before = await metricsText();
    const event = (text: string, name: string) =>
      valueOf(text, `business_events_total{event="${name}"}`);
    const a = await w.teacherWithClass();
    const b = await w.newTeacher();
    dataOf(await w.book(a.userId, ['stu-m1']));
    dataOf(await w.adjust(a.userId, DECEMBER, 1500));
    dataOf(await w.adjust(b.userId, DECEMBER, 700));
    const run = await w.generate(DECEMBER);
    expect(run.status).toBe('DONE');
    const after = await metricsText();
    expect(event(after, 'registration') - event(before, 'registration')).toBe(2);
    expect(event(after, 'class_booking') - event(before, 'class_booking')).toBe(1);
    // Every payslip of the month was written by this one generation.
    const payslips = await w.rows<{ n: number }>(sql`select count(*)::int as n from payslips`);
    expect(event(after, 'payslip_generated') - event(before, 'payslip_generated')).toBe(
      payslips[0]?.n,
    );
    expect(
      valueOf(after, 'job_attempts_total{queue="pay-generation",outcome="completed"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows the pool on PostgreSQL (PGlite has none) and the process', async () => {
    const text = await metricsText();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (w.app().database.kind === 'postgres') {
      expect(valueOf(text, 'db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('db_pool_connections{state="waiting"}');
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
  });
});

describe('mail failures and the queue', () => {
  it('counts a failed delivery and shows its job waiting to be retried', async () => {
    const closedPort = await freePort();
    const t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${closedPort}/?ignoreTLS=true`,
        MAIL_RETRY_DELAY_SECONDS: '600',
      },
    });
    try {
      await t.app.services.mail.send('nobody@example.com', 'passwordReset', {
        link: 'https://x.test/',
      });
      const text = async () => t.app.metrics.registry.metrics();
      await expect
        .poll(async () => valueOf(await text(), 'mail_delivery_failures_total'), {
          timeout: 20_000,
        })
        .toBe(1);
      const now = await text();
      expect(valueOf(now, 'job_attempts_total{queue="send-mail",outcome="failed"}')).toBe(1);
      expect(valueOf(now, 'jobs{queue="send-mail",state="retry"}')).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('/metrics on METRICS_PORT', () => {
  it('serves the registry on its own port only', async () => {
    const port = await freePort();
    const t = await createTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      await fetch(`${address}/healthz`);
      const own = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toContain('text/plain');
      expect(await own.text()).toContain(
        'http_requests_total{method="GET",route="/healthz",status_code="200"} 1',
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const main = await fetch(`${address}/metrics`);
      expect(main.status).toBe(404);
      expect(await main.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { okData } from '../lib/envelope.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { shutDownGracefully } from './shutdown.js';

// Decision 047: on SIGTERM readiness turns 503 at once, the listener closes, requests in
// flight finish, the job workers finish their current job, then the pool closes.

const IN_FLIGHT = 200;

describe('a graceful shutdown', () => {
  let t: TestApp;
  let started = 0;
  let allStarted!: () => void;
  const everyRequestStarted = new Promise<void>((resolve) => (allStarted = resolve));
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes: async (app) => {
        // Slow, and it needs the database after the wait: the pool must still be open.
        app.get('/t/tn/probe/slow-write', { schema: { operationId: 'probeSlow' } }, async () => {
          started += 1;
          if (started === IN_FLIGHT) allStarted();
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await t.app.database.db.execute(sql`select 1`);
          return okData('finished');
        });
      },
    });
  });
  afterAll(() => t?.close());

  it(`lets ${IN_FLIGHT} requests in flight finish; readiness is 503 at once; nothing new gets in`, async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const answers = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${address}/t/tn/probe/slow-write`).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as unknown,
      })),
    );
    await everyRequestStarted;

    const stopped = shutDownGracefully(t.app, { timeoutMs: 10_000 });
    const readiness = await t.app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'unavailable', shuttingDown: true });
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();

    const settled = await Promise.allSettled(answers);
    const failed = settled.filter(
      (answer) => answer.status === 'rejected' || answer.value.status !== 200,
    );
    expect(failed).toEqual([]);
    for (const answer of settled) {
      if (answer.status === 'fulfilled')
        expect(answer.value.body).toMatchObject({ code: 'OK', data: 'finished' });
    }
    await stopped;
    await expect(t.app.database.ping()).rejects.toThrow();
  });
});

describe('a graceful shutdown with a job running', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    // The relay holds each message 1.5 s: the job is mid-delivery when the shutdown starts.
    inbox = await startSmtpInbox(0, 1_500);
    t = await createTestApp({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('lets the job finish its delivery before the pool closes', async () => {
    const email = 'shutdown.job@example.com';
    await t.app.services.mail.send(email, 'passwordReset', { link: 'https://portal.test/z' });
    // The job has started once the relay holds the message's connection.
    const deadline = Date.now() + 20_000;
    while (!(await deliveryClaimed(t)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await deliveryClaimed(t)).toBe(true);

    await shutDownGracefully(t.app, { timeoutMs: 10_000 });
    expect(inbox.messages.filter(mailTo(email))).toHaveLength(1);
    const text = await t.app.metrics.registry.getSingleMetricAsString('job_attempts_total');
    expect(text).toContain('job_attempts_total{queue="send-mail",outcome="completed"} 1');
    expect(text).not.toContain('outcome="failed"');
  });
});

/** Whether the mail worker has claimed the delivery (it does so right before the SMTP send). */
async function deliveryClaimed(t: TestApp): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    t.app.database.db,
    sql`select count(*)::int as n from mail_deliveries`,
  );
  return (row?.n ?? 0) > 0;
}

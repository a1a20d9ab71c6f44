import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { QUEUES } from './job-queue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the job queues', () => {
  it('carry their retry and expiry policy in pg-boss, applied at every start', async () => {
    const rows = await queryRows<{
      name: string;
      retryLimit: number;
      retryDelay: number;
      expireSeconds: number;
    }>(
      t.app.database.db,
      sql`select name, retry_limit as "retryLimit", retry_delay as "retryDelay",
            expire_seconds as "expireSeconds" from pgboss.queue order by name`,
    );
    const expected = Object.values(QUEUES)
      .map((queue) => ({
        name: queue.name,
        retryLimit: queue.retryLimit,
        // Tests run with MAIL_RETRY_DELAY_SECONDS' default applied to every queue (services.ts).
        retryDelay: t.config.MAIL_RETRY_DELAY_SECONDS,
        // A killed server's mail is retried within minutes; a month's generation keeps
        // pg-boss's default (none stored on the queue: 15 minutes).
        expireSeconds: 'expireInSeconds' in queue ? queue.expireInSeconds : null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(rows).toEqual(expected);
    expect(rows.find((row) => row.name === 'send-mail')?.expireSeconds).toBe(300);
  });
});

describe('a worker', () => {
  let app: TestApp;
  let smtp: SMTPServer;
  const delivered: string[] = [];
  beforeAll(async () => {
    // A relay that refuses one address, as a full mailbox would.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('refused')) callback(new Error('mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    // A long polling interval: a batch of one would send one mail per 3 s.
    app = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
        JOBS_POLL_SECONDS: '3',
        MAIL_RETRY_DELAY_SECONDS: '600',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("runs a poll's jobs together, and retries only the one that failed", async () => {
    const addresses = [
      ...Array.from({ length: 9 }, (_, i) => `batch${i}@example.com`),
      'refused@example.com',
    ];
    const started = Date.now();
    for (const to of addresses)
      await app.app.services.mail.send(to, 'passwordReset', { link: 'https://portal.test/b' });
    await vi.waitFor(() => expect(delivered).toHaveLength(9), { timeout: 20_000, interval: 100 });
    // Nine mails within two polls, not nine polls (27 s).
    expect(Date.now() - started).toBeLessThan(12_000);
    await vi.waitFor(async () => {
      const now = await queryRows<{ to: string; state: string }>(
        app.app.database.db,
        sql`select data->>'to' as "to", state::text as state from pgboss.job
            where name = 'send-mail' order by data->>'to'`,
      );
      expect(now.filter((row) => row.state === 'completed')).toHaveLength(9);
      expect(now.find((row) => row.to === 'refused@example.com')?.state).toBe('retry');
      expect(now).toHaveLength(10);
    });
  });
});

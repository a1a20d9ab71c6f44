import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

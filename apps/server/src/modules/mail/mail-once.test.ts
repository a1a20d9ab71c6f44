import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Decision 046: a queued mail carries a key; its Message-ID is made from it, and a run of its
// job whose mail was already sent sends nothing. A job runs again after a failure or after its
// server was killed; here the finished job is put back in the queue, as pg-boss's retry does.

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Portal <no-reply@portal.test>' },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const db = () => t.app.database.db;

interface MailJob {
  id: string;
  key: string;
  state: string;
}
async function jobTo(email: string): Promise<MailJob> {
  const [job] = await queryRows<MailJob>(
    db(),
    sql`select id, data->>'key' as key, state from pgboss.job
        where name = 'send-mail' and data->>'to' = ${email}`,
  );
  if (!job) throw new Error(`no mail job to ${email}`);
  return job;
}

async function delivery(key: string) {
  const [row] = await queryRows<{ attempts: number; sent: boolean }>(
    db(),
    sql`select attempts, sent_at is not null as sent from mail_deliveries where key = ${key}`,
  );
  return row;
}

async function jobState(id: string): Promise<string | undefined> {
  const [row] = await queryRows<{ state: string }>(
    db(),
    sql`select state from pgboss.job where id = ${id}`,
  );
  return row?.state;
}

/** Runs the finished job once more (what its retry does) and waits until it is done again. */
async function runAgain(job: MailJob, attemptsBefore: number) {
  await db().execute(
    sql`update pgboss.job set state = 'retry', start_after = now() where id = ${job.id}`,
  );
  await vi.waitFor(
    async () => {
      expect(await jobState(job.id)).toBe('completed');
      expect((await delivery(job.key))?.attempts).toBe(attemptsBefore + 1);
    },
    { timeout: 20_000, interval: 100 },
  );
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe('a queued mail', () => {
  it('goes out once under a Message-ID made from its key, however often its job runs', async () => {
    const email = 'mail.once@example.com';
    await t.app.services.mail.send(email, 'passwordReset', { link: 'https://portal.test/x' });
    const first = await inbox.waitFor(mailTo(email));
    const job = await jobTo(email);
    expect(job.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(messageIdOf(first.raw)).toBe(`<${job.key}@portal.test>`);
    await vi.waitFor(async () =>
      expect(await delivery(job.key)).toEqual({ attempts: 1, sent: true }),
    );

    // Run again after the mail was marked sent: nothing more goes out.
    await runAgain(job, 1);
    expect(inbox.messages.filter(mailTo(email))).toHaveLength(1);
  });

  it('is sent again, under the same Message-ID, when its server died before marking it sent', async () => {
    const email = 'mail.window@example.com';
    await t.app.services.mail.send(email, 'passwordReset', { link: 'https://portal.test/y' });
    await inbox.waitFor(mailTo(email));
    const job = await jobTo(email);
    await vi.waitFor(async () => expect((await delivery(job.key))?.sent).toBe(true));

    // The window decision 046 names: SMTP accepted the mail, the mark was never written.
    await db().execute(sql`update mail_deliveries set sent_at = null where key = ${job.key}`);
    await runAgain(job, 1);
    const copies = inbox.messages.filter(mailTo(email));
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((mail) => messageIdOf(mail.raw)))).toEqual(
      new Set([`<${job.key}@portal.test>`]),
    );
    expect(await delivery(job.key)).toEqual({ attempts: 2, sent: true });
  });

  it('is sent as before when its job was queued before mails had keys (no delivery record)', async () => {
    const email = 'mail.keyless@example.com';
    const deliveriesBefore = await deliveryCount();
    const mail = { to: email, subject: 'Queued before keys', text: 'An older job.' };
    await db().execute(
      sql`insert into pgboss.job (name, data) values ('send-mail', ${JSON.stringify(mail)}::jsonb)`,
    );
    const sent = await inbox.waitFor(mailTo(email));
    expect(sent.raw).toContain('Queued before keys');
    expect(await deliveryCount()).toBe(deliveriesBefore);
  });
});

async function deliveryCount(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db(),
    sql`select count(*)::int as count from mail_deliveries`,
  );
  return row?.count ?? 0;
}

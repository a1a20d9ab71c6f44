import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { accountsClient, newEmail } from '../../test/accounts-client.js';
import { linkIn, mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let port: number;
let t: TestApp;
let inbox: SmtpInbox | undefined;
beforeAll(async () => {
  // Started here, not in the test: a loaded machine's start-up is not the retry's budget.
  port = await freePort();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      MAIL_RETRY_DELAY_SECONDS: '1',
      PUBLIC_URL: 'https://portal.test',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** How many times the job for `email` has failed so far. */
async function failedAttempts(email: string): Promise<number> {
  const [job] = await queryRows<{ retries: number }>(
    t.app.database.db,
    sql`select retry_count as retries from pgboss.job
        where name = 'send-mail' and data->>'to' = ${email}`,
  );
  return job?.retries ?? 0;
}

describe('mail', () => {
  it('is retried when the mail server is down, and arrives once it is back', async () => {
    const email = newEmail();
    const client = accountsClient(t.app);
    await client.register({ email, password: 'secret1' });
    expect((await client.forgot({ email })).statusCode).toBe(200);
    // The first delivery fails (nothing listens yet): wait until the queue has seen it fail,
    // rather than sleeping and hoping it tried.
    await vi.waitFor(async () => expect(await failedAttempts(email)).toBeGreaterThanOrEqual(1), {
      timeout: 20_000,
      interval: 100,
    });
    inbox = await startSmtpInbox(port);
    // The next attempt comes a retry delay (1 s, then doubling) later.
    const mail = await inbox.waitFor(mailTo(email));
    expect(linkIn(mail, 'https://portal.test/v2/reset?').searchParams.get('code')).toBeTruthy();
  });
});

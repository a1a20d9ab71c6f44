import net, { type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
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

let t: TestApp | undefined;
let inbox: SmtpInbox | undefined;
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('mail', () => {
  it('is retried when the mail server is down, and arrives once it is back', async () => {
    const port = await freePort();
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
        MAIL_RETRY_DELAY_SECONDS: '1',
        PUBLIC_URL: 'https://portal.test',
      },
    });
    const email = newEmail();
    const client = accountsClient(t.app);
    await client.register({ email, password: 'secret1' });
    expect((await client.forgot({ email })).statusCode).toBe(200);
    // The first delivery fails: nothing listens yet.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    inbox = await startSmtpInbox(port);
    const mail = await inbox.waitFor(mailTo(email));
    expect(linkIn(mail, 'https://portal.test/v2/reset?').searchParams.get('code')).toBeTruthy();
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on loopback that keeps what it receives: the server's mail goes to it
 * (SMTP_URL=smtp://127.0.0.1:PORT/?ignoreTLS=true) and tests read it, as a person would read
 * their inbox. The API tests and the browser journeys (apps/web/e2e) both use this one.
 */

export interface ReceivedMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  /** For the server's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The first mail (received so far or within the timeout) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `acceptAfterMs`: how long the server holds a message before accepting it (a slow relay). */
export async function startSmtpInbox(port = 0, acceptAfterMs = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, acceptAfterMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}/?ignoreTLS=true`,
    messages,
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length}).`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail to this address (the envelope's recipients, whatever the case). */
export const mailTo = (address: string) => (mail: ReceivedMail) =>
  mail.to.includes(address.toLowerCase());

/** The first link in a mail that starts with `prefix` (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = body.match(new RegExp(`${escaped}[^\\s"<>]+`));
  if (!match) throw new Error(`No link starting with ${prefix} in the mail:\n${body}`);
  return new URL(match[0]);
}

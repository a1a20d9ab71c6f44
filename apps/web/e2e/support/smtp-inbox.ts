/// <reference types="node" />
/**
 * A real SMTP server on loopback for one Playwright worker: the portal's server sends its
 * mail here (SMTP_URL=smtp://127.0.0.1:PORT/?ignoreTLS=true) and journeys read it, as a
 * person would read their inbox. Same idea as apps/server/src/test/smtp-inbox.ts.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
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

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
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

/** Mail to this address (the envelope's recipients). */
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

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** An iTIP calendar part (RFC 5546): an invitation, or the cancellation of one. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The whole VCALENDAR text. */
  content: string;
}

/** A queued mail: plain JSON, as pg-boss stores a job's data. */
export interface OutgoingMail {
  /** The mail's identity (decision 046): delivered once by it, and its Message-ID's left part. */
  key?: string;
  to: string;
  subject: string;
  text: string;
  calendar?: CalendarPart;
}

export interface Mailer {
  deliver(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set (query options such as `?ignoreTLS=true` are nodemailer's);
 * otherwise a development outbox: each message is written as an .eml file under
 * DATA_DIR/outbox and its file name logged (never its content: links are secrets).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async deliver(mail) {
        await transport.sendMail(message(options.from, mail));
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async deliver(mail) {
      const info = await transport.sendMail(message(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to the dev outbox',
      );
    },
  };
}

/**
 * nodemailer's `icalEvent` sends the calendar both as a text/calendar alternative (mail clients
 * show an invitation with its method) and as an invite.ics attachment (for the others).
 */
function message(from: string, { calendar, key, ...mail }: OutgoingMail) {
  return {
    from,
    ...mail,
    // The same on every run of the job, so a receiver can drop a copy sent twice.
    ...(key ? { messageId: `<${key}@${messageIdDomain(from)}>` } : {}),
    ...(calendar ? { icalEvent: calendar } : {}),
  };
}

/** The sender's domain (`Portal <no-reply@portal.example>` -> `portal.example`). */
export function messageIdDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain || 'localhost';
}

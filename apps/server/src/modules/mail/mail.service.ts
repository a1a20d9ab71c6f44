import { randomUUID } from 'node:crypto';
import {
  fillMessage,
  MAIL_TEXTS,
  mailNotice,
  type MailTemplate,
  type MessageParams,
} from '@portal/contracts';
import type { Scope } from '../../db/unit-of-work.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createNotificationsRepository } from '../notifications/notifications.repository.js';
import type { MailDeliveries } from './mail-deliveries.repository.js';
import type { CalendarPart, Mailer, OutgoingMail } from './mailer.js';

/**
 * Mail goes through the job queue: the request that asks for it only records the job, so a
 * slow or failing SMTP server never loses it (the queue retries with back-off). A mail to a
 * teacher account also leaves its notice in the portal (decision 067), written here and only
 * here, in the transaction of the job: in the caller's unit of work, else in one of its own.
 */
export function createMailService(scope: Scope) {
  async function queue(
    within: Scope,
    to: string,
    template: MailTemplate,
    mail: OutgoingMail,
    params: MessageParams & { link: string },
  ) {
    await createNotificationsRepository(within.db).recordForTeacher(
      to,
      template,
      mailNotice(template, params),
    );
    await within.jobs.send('send-mail', mail);
  }

  return {
    /** `calendar`: an invitation or its cancellation, sent with the text (demo bookings). */
    async send(
      to: string,
      template: MailTemplate,
      params: MessageParams & { link: string },
      calendar?: CalendarPart,
    ) {
      const texts = MAIL_TEXTS[template];
      const mail: OutgoingMail = {
        // Made with the job, in its transaction: every run of the job carries the same one.
        key: randomUUID(),
        to,
        subject: fillMessage(texts.subject, params),
        text: fillMessage(texts.text, params),
        ...(calendar ? { calendar } : {}),
      };
      const write = (within: Scope) => queue(within, to, template, mail, params);
      await (scope.transaction ? scope.transaction(write) : write(scope));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

/**
 * Sends each queued mail once by its key (decision 046): claimed before the SMTP send, marked
 * sent after; a run of an already sent key sends nothing. A server killed between the SMTP
 * server's acceptance and the mark sends it again on the retry, under the same Message-ID.
 */
export async function startMailWorker(
  queue: JobQueue,
  mailer: Mailer,
  deliveries: MailDeliveries,
): Promise<void> {
  await queue.work<OutgoingMail>('send-mail', async (mail) => {
    // Jobs queued before keys existed are sent as before: at least once.
    if (!mail.key) return mailer.deliver(mail);
    if (!(await deliveries.claim(mail.key))) return;
    await mailer.deliver(mail);
    await deliveries.markSent(mail.key);
  });
}

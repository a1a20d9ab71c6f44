import { fillMessage, MAIL_TEXTS, type MailTemplate, type MessageParams } from '@portal/contracts';
import type { JobQueue, JobSender } from '../../jobs/job-queue.js';
import type { CalendarPart, Mailer, OutgoingMail } from './mailer.js';

/**
 * Mail goes through the job queue: the request that asks for it only records the job, so a
 * slow or failing SMTP server never loses it (the queue retries with back-off).
 */
export function createMailService(jobs: JobSender) {
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
        to,
        subject: fillMessage(texts.subject, params),
        text: fillMessage(texts.text, params),
        ...(calendar ? { calendar } : {}),
      };
      await jobs.send('send-mail', mail);
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

export async function startMailWorker(queue: JobQueue, mailer: Mailer): Promise<void> {
  await queue.work<OutgoingMail>('send-mail', (mail) => mailer.deliver(mail));
}

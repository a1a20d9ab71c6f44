import type { DemoReminder } from '@portal/contracts';
import type { JobQueue, JobSender } from '../../jobs/job-queue.js';

/** A reminder job: the booking and the start it was booked for (JSON, as pg-boss keeps it). */
export interface DemoReminderJob {
  bookingId: number;
  /** Epoch milliseconds. */
  startsAt: number;
  reminder: DemoReminder;
}

/**
 * The reminders' queue over a scope's jobs: in a unit of work a reminder exists exactly when
 * the booking that asked for it does. Which reminders, and whether one still goes out, is
 * `demo-mails.service.ts`'s to decide.
 */
export function createDemoReminderQueue(jobs: JobSender) {
  return {
    async ask(job: DemoReminderJob, due: Date): Promise<void> {
      await jobs.send('demo-reminder', job, {
        startAfter: due,
        singletonKey: `demo-booking-${job.bookingId}:${job.reminder}`,
      });
    },
  };
}
export type DemoReminderQueue = ReturnType<typeof createDemoReminderQueue>;

export async function startDemoReminderWorker(
  queue: JobQueue,
  remind: (job: DemoReminderJob) => Promise<void>,
): Promise<void> {
  await queue.work<DemoReminderJob>('demo-reminder', remind);
}

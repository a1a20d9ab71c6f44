import type { JobQueue, JobSender } from '../../jobs/job-queue.js';

/**
 * A reminder job (JSON, as pg-boss keeps it): a waiting request's, before its deadline, or a
 * period's continue check, when the check opens. Whether it still goes out is decided when it
 * runs (`fixed-mails.ts`): jobs are never withdrawn.
 */
export interface FixedReminderJob {
  kind: 'request' | 'continue';
  /** The request's or the period's id. */
  id: number;
  /** Epoch milliseconds it was due at. */
  due: number;
}

/** The reminders' queue over a scope's jobs: in a unit of work a reminder exists with its row. */
export function createFixedReminderQueue(jobs: JobSender) {
  return {
    async ask(job: FixedReminderJob): Promise<void> {
      await jobs.send('fixed-reminder', job, {
        startAfter: new Date(job.due),
        singletonKey: `fixed-${job.kind}-${job.id}:${job.due}`,
      });
    },
  };
}
export type FixedReminderQueue = ReturnType<typeof createFixedReminderQueue>;

export async function startFixedReminderWorker(
  queue: JobQueue,
  remind: (job: FixedReminderJob) => Promise<void>,
): Promise<void> {
  await queue.work<FixedReminderJob>('fixed-reminder', remind);
}

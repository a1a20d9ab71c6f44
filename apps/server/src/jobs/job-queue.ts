import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConnection } from '../db/database.js';

/**
 * A job's run that takes longer is taken for dead (its server killed mid-job) and retried by
 * pg-boss's supervision: minutes for mail and notices (an SMTP or webhook call ends well
 * within it), pg-boss's 15 minutes for a month's generation (decision 046).
 */
const QUICK_JOB_EXPIRY_SECONDS = 300;

/** The queues the server works, with their retry and expiry policy. */
export const QUEUES = {
  /** Outgoing e-mail: retried with back-off for about an hour before it is given up. */
  sendMail: {
    name: 'send-mail',
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: QUICK_JOB_EXPIRY_SECONDS,
  },
  /** A reset request: the job looks the address up, so the request is the same for anyone. */
  passwordReset: {
    name: 'password-reset',
    retryLimit: 3,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: QUICK_JOB_EXPIRY_SECONDS,
  },
  /** A booked session's reminder, due 24 hours or 1 hour before it (decision 037). */
  demoReminder: {
    name: 'demo-reminder',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: QUICK_JOB_EXPIRY_SECONDS,
  },
  /** A waiting fixed-class request's reminder, or a period's continue check (decision 041). */
  fixedReminder: {
    name: 'fixed-reminder',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: QUICK_JOB_EXPIRY_SECONDS,
  },
  /** A signed notice to the student side of a class given back (decision 041): 2-4 hours. */
  studentSideNotice: {
    name: 'student-side-notice',
    retryLimit: 9,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: QUICK_JOB_EXPIRY_SECONDS,
  },
  /** A month's payslip generation (decision 042): its batches are idempotent, so a retry redoes them. */
  payGeneration: { name: 'pay-generation', retryLimit: 3, retryDelay: 30, retryBackoff: true },
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/**
 * Jobs a worker takes at each poll and runs at once. pg-boss waits out the polling interval
 * after every fetch, even a full one, so a batch of one would send at most one mail per
 * interval per server (a payslip release mails every teacher).
 */
const BATCH_SIZE = 10;
/** A month's generation is heavy and sequential by nature: one at a time. */
const BATCH_SIZES: Partial<Record<QueueName, number>> = { 'pay-generation': 1 };

/** What pg-boss stores as a failed run's output: the error's message, never its data. */
function failureOf(reason: unknown): { message: string } {
  return { message: reason instanceof Error ? reason.message : String(reason) };
}

/** A connection pg-boss can insert a job through (the caller's open transaction). */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** When a job may run (default: now), and a key to find it by (no uniqueness on our queues). */
export interface JobOptions {
  startAfter?: Date;
  singletonKey?: string;
}

/** What a service needs to ask for background work; `data` must be plain JSON. */
export interface JobSender {
  send(queue: QueueName, data: object, options?: JobOptions): Promise<void>;
}

export interface JobQueue extends JobSender {
  /** Whether the workers are polling: started and not stopped (readiness). */
  running(): boolean;
  /** A sender whose jobs are inserted through `executor`: inside its transaction. */
  within(executor: SqlExecutor): JobSender;
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the portal's own database: jobs survive restarts, a failed job is retried,
 * and nothing but PostgreSQL is needed.
 */
export async function startJobQueue(
  connection: JobsConnection,
  options: {
    pollingSeconds: number;
    log: FastifyBaseLogger;
    retryDelaySeconds?: number;
    /** Told of every run's outcome (the metrics). */
    onOutcome?: (queue: QueueName, ok: boolean) => void;
  },
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...connection,
    schema: 'pgboss',
    application_name: 'teacher-portal-jobs',
    // Cron and queue monitors are not used; maintenance (archiving) is.
    schedule: false,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    const { name, ...policy } = queue;
    const retryDelay = options.retryDelaySeconds ?? policy.retryDelay;
    await boss.createQueue(name, { name, ...policy, retryDelay });
    // createQueue keeps an existing queue's policy: apply the configured one every start.
    await boss.updateQueue(name, { name, ...policy, retryDelay });
  }
  let stopped = false;
  const send = async (
    queue: QueueName,
    data: object,
    options: JobOptions = {},
    db?: SqlExecutor,
  ) => {
    const id = await boss.send(queue, data, { ...options, ...(db ? { db } : {}) });
    if (!id) throw new Error(`job not queued on ${queue}`);
  };
  return {
    running: () => !stopped,
    send: (queue, data, options) => send(queue, data, options),
    within: (executor) => ({
      send: (queue, data, options) => send(queue, data, options, executor),
    }),
    async work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>) {
      await boss.work<T>(
        queue,
        {
          batchSize: BATCH_SIZES[queue] ?? BATCH_SIZE,
          pollingIntervalSeconds: options.pollingSeconds,
        },
        async (jobs) => {
          const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
          // pg-boss completes the batch's jobs that are still active when this resolves:
          // a job that failed is failed first, on its own, so only it is retried.
          await Promise.all(
            outcomes.map(async (outcome, index) => {
              options.onOutcome?.(queue, outcome.status === 'fulfilled');
              const job = jobs[index];
              if (outcome.status === 'rejected' && job)
                await boss.fail(queue, job.id, failureOf(outcome.reason));
            }),
          );
        },
      );
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

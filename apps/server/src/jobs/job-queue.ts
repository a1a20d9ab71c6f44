import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConnection } from '../db/database.js';

/** The queues the server works, with their retry policy. */
export const QUEUES = {
  /** Outgoing e-mail: retried with back-off for about an hour before it is given up. */
  sendMail: { name: 'send-mail', retryLimit: 8, retryDelay: 15, retryBackoff: true },
  /** A reset request: the job looks the address up, so the request is the same for anyone. */
  passwordReset: { name: 'password-reset', retryLimit: 3, retryDelay: 15, retryBackoff: true },
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export interface JobQueue {
  send(queue: QueueName, data: object): Promise<void>;
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the portal's own database: jobs survive restarts, a failed job is retried,
 * and nothing but PostgreSQL is needed.
 */
export async function startJobQueue(
  connection: JobsConnection,
  options: { pollingSeconds: number; log: FastifyBaseLogger; retryDelaySeconds?: number },
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
  return {
    async send(queue, data) {
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`job not queued on ${queue}`);
    },
    async work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>) {
      await boss.work<T>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: options.pollingSeconds },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
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

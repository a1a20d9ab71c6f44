import { PAY_RUN, PAY_RUN_LIFECYCLE } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payPolicy, payRuns } from '../../db/schema/index.js';
import type { JobSender } from '../../jobs/job-queue.js';
import { CLOCK, createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

export type PayRunRow = typeof payRuns.$inferSelect;

/** The job that generates a run's payslips: only its id (the row holds the month). */
export interface PayGenerationJob {
  runId: number;
}

/** PostgreSQL's unique violation, wherever the driver puts its code. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A month's generations (decision 042): a row and its job, written in the same unit of work,
 * so a run exists exactly when its job does. One RUNNING per month (a partial unique index).
 */
export function createPayRunsRepository(db: Db, jobs: JobSender) {
  const runs = createLifecycleWriter(db, PAY_RUN_LIFECYCLE, {
    table: payRuns,
    id: payRuns.id,
    status: payRuns.status,
  });
  return {
    /** A new run and its job; undefined when one already runs for the month. */
    async start(monthStart: Date, staffId: number, at: Date): Promise<PayRunRow | undefined> {
      // The partial unique index settles two starts at once: the second inserts nothing.
      const [row] = await runs.create(
        'start',
        { by: 'staff', staffId },
        [{ monthStart, startedBy: staffId, startedAt: at }],
        true,
      );
      if (!row) return undefined;
      await jobs.send('pay-generation', { runId: row.id } satisfies PayGenerationJob, {
        singletonKey: `pay-generation-${row.id}`,
      });
      return row;
    },

    async find(runId: number): Promise<PayRunRow | undefined> {
      const [row] = await db.select().from(payRuns).where(eq(payRuns.id, runId));
      return row;
    },

    /**
     * The job takes its run up (again, after a failure or a restart): progress starts over,
     * since every batch is redone. Undefined when the run is DONE, or when another run of the
     * month started after this one failed (the index refuses a second RUNNING).
     */
    async claim(runId: number, teachersTotal: number): Promise<PayRunRow | undefined> {
      const [moved] = await runs
        .move('claim', CLOCK, eq(payRuns.id, runId), {
          teachersTotal,
          teachersDone: 0,
          teachersKept: 0,
          error: null,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      return moved?.row;
    },

    async progress(runId: number, done: number, kept: number): Promise<void> {
      await db
        .update(payRuns)
        .set({
          teachersDone: sql`${payRuns.teachersDone} + ${done}`,
          teachersKept: sql`${payRuns.teachersKept} + ${kept}`,
        })
        .where(and(eq(payRuns.id, runId), eq(payRuns.status, PAY_RUN.RUNNING)));
    },

    async finish(runId: number, at: Date): Promise<void> {
      await runs.move('finish', CLOCK, eq(payRuns.id, runId), { finishedAt: at });
    },

    async fail(runId: number, error: string, at: Date): Promise<void> {
      await runs.move('fail', CLOCK, eq(payRuns.id, runId), {
        error: error.slice(0, 500),
        finishedAt: at,
      });
    },

    /** The stored pay rules (FINANCE's edits), to be completed with the defaults. */
    async policy() {
      const [row] = await db.select({ policy: payPolicy.policy }).from(payPolicy);
      return row?.policy ?? {};
    },
  };
}
export type PayRunsRepository = ReturnType<typeof createPayRunsRepository>;

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payPolicy, payRuns } from '../../db/schema/index.js';
import type { JobSender } from '../../jobs/job-queue.js';

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
  return {
    /** A new run and its job; undefined when one already runs for the month. */
    async start(monthStart: Date, staffId: number, at: Date): Promise<PayRunRow | undefined> {
      const [row] = await db
        .insert(payRuns)
        .values({ monthStart, startedBy: staffId, startedAt: at })
        // The partial unique index settles two starts at once: the second inserts nothing.
        .onConflictDoNothing()
        .returning();
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
      const [row] = await db
        .update(payRuns)
        .set({ status: 'RUNNING', teachersTotal, teachersDone: 0, teachersKept: 0, error: null })
        .where(and(eq(payRuns.id, runId), inArray(payRuns.status, ['RUNNING', 'FAILED'])))
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      return row;
    },

    async progress(runId: number, done: number, kept: number): Promise<void> {
      await db
        .update(payRuns)
        .set({
          teachersDone: sql`${payRuns.teachersDone} + ${done}`,
          teachersKept: sql`${payRuns.teachersKept} + ${kept}`,
        })
        .where(and(eq(payRuns.id, runId), eq(payRuns.status, 'RUNNING')));
    },

    async finish(runId: number, at: Date): Promise<void> {
      await db
        .update(payRuns)
        .set({ status: 'DONE', finishedAt: at })
        .where(and(eq(payRuns.id, runId), eq(payRuns.status, 'RUNNING')));
    },

    async fail(runId: number, error: string, at: Date): Promise<void> {
      await db
        .update(payRuns)
        .set({ status: 'FAILED', error: error.slice(0, 500), finishedAt: at })
        .where(and(eq(payRuns.id, runId), eq(payRuns.status, 'RUNNING')));
    },

    /** The stored pay rules (FINANCE's edits), to be completed with the defaults. */
    async policy() {
      const [row] = await db.select({ policy: payPolicy.policy }).from(payPolicy);
      return row?.policy ?? {};
    },
  };
}
export type PayRunsRepository = ReturnType<typeof createPayRunsRepository>;

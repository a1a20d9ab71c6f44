import {
  completePayPolicy,
  payLines,
  payMonthOf,
  payTotals,
  type PayPolicy,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { BusinessCounters } from '../../observability/metrics.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { MonthRange } from './pay-sources.repository.js';
import type { PayGenerationJob } from './pay-runs.repository.js';
import type { PayRepositories } from './pay.repositories.js';

/** Teachers per transaction: small enough to keep locks short, large enough for few round trips. */
export const PAY_BATCH = 200;

interface Deps {
  uow: Uow;
  pay: PayRepositories;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** The metrics' business counters: payslips written (fresh or rewritten drafts). */
  counters?: BusinessCounters;
}

/**
 * A month's generation (decision 042), run by the job: the month's teachers in batches, each
 * batch one transaction of `writeMonthDrafts` with the stored policy. Batches are idempotent,
 * so a retried job redoes them.
 */
/**
 * Writes the month's payslips of these teachers as the sources say now, inside the caller's
 * unit of work: no payslip, a new DRAFT; a DRAFT, its lines replaced exactly (same payslip,
 * version + 1); a released one kept. Generation's batches and the release (which writes what
 * it releases afresh, so a correction made after generating is never released stale) share it.
 * Answers how many were kept.
 */
export async function writeMonthDrafts(
  tx: Repositories,
  input: {
    runId: number | null;
    month: MonthRange;
    teacherIds: number[];
    policy: PayPolicy;
    at: Date;
  },
): Promise<number> {
  const { runId, month, teacherIds: ids, policy, at } = input;
  const monthStart = month.start;
  const sources = await tx.pay.sources.monthSources(month, ids);
  const existing = new Map(
    (await tx.pay.writes.lockMonth(monthStart, ids)).map((row) => [row.teacherId, row]),
  );
  const computed = ids.map((teacherId) => {
    const lines = payLines(
      sources.get(teacherId) ?? {
        classes: [],
        peakSlotsOpened: 0,
        deductions: [],
        adjustments: [],
      },
      policy,
    );
    return { teacherId, lines, totalCents: payTotals(lines).totalCents };
  });
  const fresh = computed.filter((c) => !existing.has(c.teacherId));
  const drafts = computed.filter((c) => existing.get(c.teacherId)?.status === 'DRAFT');
  const freshIds = await tx.pay.writes.insertDrafts(monthStart, runId, at, fresh);
  const draftId = (teacherId: number) => existing.get(teacherId)?.id ?? 0;
  await tx.pay.writes.renewDrafts(
    runId,
    at,
    drafts.map((d) => ({ id: draftId(d.teacherId), totalCents: d.totalCents })),
  );
  await tx.pay.writes.deleteLines(drafts.map((d) => draftId(d.teacherId)));
  await tx.pay.writes.insertLines([
    ...fresh.map((c) => ({ payslipId: freshIds.get(c.teacherId) ?? 0, lines: c.lines })),
    ...drafts.map((d) => ({ payslipId: draftId(d.teacherId), lines: d.lines })),
  ]);
  return computed.length - fresh.length - drafts.length;
}

export function createPayGeneration({ uow, pay, log, clock, counters }: Deps) {
  async function batch(runId: number, month: MonthRange, teacherIds: number[], policy: PayPolicy) {
    const kept = await uow.run(async (tx) => {
      const kept = await writeMonthDrafts(tx, { runId, month, teacherIds, policy, at: clock() });
      await tx.pay.runs.progress(runId, teacherIds.length, kept);
      return kept;
    });
    // Counted once committed: a batch rolled back wrote nothing.
    counters?.count('payslip_generated', teacherIds.length - kept);
  }

  return {
    /** The job: every batch of the run's month, then DONE; on a failure FAILED, and it throws. */
    async run({ runId }: PayGenerationJob): Promise<void> {
      const found = await pay.runs.find(runId);
      if (!found || found.status === 'DONE') return;
      const monthStart = found.monthStart;
      const end = new Date(payMonthOf(monthStart.getTime()).end);
      const teachers = await pay.sources.monthTeachers({ start: monthStart, end });
      const run = await pay.runs.claim(runId, teachers.length);
      if (!run) return;
      try {
        const policy = completePayPolicy(await pay.runs.policy());
        for (let from = 0; from < teachers.length; from += PAY_BATCH)
          await batch(
            runId,
            { start: monthStart, end },
            teachers.slice(from, from + PAY_BATCH),
            policy,
          );
        await pay.runs.finish(runId, clock());
      } catch (error) {
        const message = rootMessage(error);
        log.error({ err: error, runId }, 'payslip generation failed');
        await pay.runs.fail(runId, message, clock());
        throw error;
      }
    },
  };
}
/** The database's own words, not Drizzle's wrapper (which quotes the whole statement). */
function rootMessage(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

export type PayGeneration = ReturnType<typeof createPayGeneration>;

export async function startPayGenerationWorker(
  queue: JobQueue,
  run: (job: PayGenerationJob) => Promise<void>,
): Promise<void> {
  await queue.work<PayGenerationJob>('pay-generation', run);
}

import {
  completePayPolicy,
  correctionLines,
  payLines,
  payMonthOf,
  payTotals,
  type PayLine,
  type PayMonthInput,
  type PayPolicy,
  PAY_RUN,
  PAYSLIP,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { BusinessCounters } from '../../observability/metrics.js';
import type { Repositories, Uow } from '../../repositories.js';
import { CLOCK, type Mover } from '../../status-moves/lifecycle-writer.js';
import type { PendingCorrection } from './pay-corrections.repository.js';
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

const EMPTY_MONTH: PayMonthInput = {
  classes: [],
  peakSlotsOpened: 0,
  deductions: [],
  adjustments: [],
};

/** One teacher's lines on the payslip being written, and the changes it accounts for. */
interface Computed {
  teacherId: number;
  lines: PayLine[];
  totalCents: number;
  coverage: { monthStart: Date; version: number }[];
}

/**
 * The correction lines of these teachers (decision 052): each released month with changes no
 * released payslip accounted for yet is computed again with the rules it was paid under, less
 * what released payslips paid for it. Answers the lines and the coverage, by teacher.
 */
async function correctionsOf(
  tx: Pick<Repositories, 'pay'>,
  teacherIds: readonly number[],
  before: Date,
): Promise<Map<number, Pick<Computed, 'lines' | 'coverage'>>> {
  const result = new Map<number, Pick<Computed, 'lines' | 'coverage'>>();
  const pending = await tx.pay.corrections.pending(teacherIds, before);
  const byMonth = new Map<number, PendingCorrection[]>();
  for (const row of pending)
    byMonth.set(row.monthStart.getTime(), [...(byMonth.get(row.monthStart.getTime()) ?? []), row]);
  for (const rows of byMonth.values()) {
    const [{ monthStart, monthEnd }] = rows as [PendingCorrection];
    const ids = rows.map((row) => row.teacherId);
    const [sources, paid] = await Promise.all([
      tx.pay.sources.monthSources({ start: monthStart, end: monthEnd }, ids),
      tx.pay.corrections.paidLines(ids, monthStart),
    ]);
    for (const row of rows) {
      const now = payLines(
        sources.get(row.teacherId) ?? EMPTY_MONTH,
        completePayPolicy(row.policy),
      );
      const lines = correctionLines(
        { start: monthStart.getTime(), payslipId: row.payslipId },
        now,
        paid.get(row.teacherId) ?? [],
      );
      const kept = result.get(row.teacherId) ?? { lines: [], coverage: [] };
      kept.lines.push(...lines);
      kept.coverage.push({ monthStart, version: row.version });
      result.set(row.teacherId, kept);
    }
  }
  return result;
}

/**
 * Writes the month's payslips of these teachers as the sources say now, inside the caller's
 * unit of work: no payslip, a new DRAFT (not in a released month, and not an empty one); a
 * DRAFT, its lines replaced exactly (same payslip, version + 1); a released one kept. Each
 * carries the corrections of earlier released months not yet on a released payslip (decision
 * 052) and notes the changes it accounted for. Generation's batches and the release (which
 * writes what it releases afresh, so a correction made after generating is never released
 * stale) share it. Answers how many were kept.
 */
export async function writeMonthDrafts(
  tx: Pick<Repositories, 'pay'>,
  input: {
    runId: number | null;
    /** Who writes: the generation job (the clock), or the member releasing the month. */
    mover: Mover;
    month: MonthRange;
    teacherIds: number[];
    policy: PayPolicy;
    at: Date;
  },
): Promise<number> {
  const { runId, mover, month, teacherIds: ids, policy, at } = input;
  const monthStart = month.start;
  // Lock order: the payslips, then the change counts (what a writer of a source takes).
  const existing = new Map(
    (await tx.pay.writes.lockMonth(monthStart, ids)).map((row) => [row.teacherId, row]),
  );
  const versionOf = await tx.pay.corrections.lockChanges(ids, monthStart);
  const [released, sources, corrections] = await Promise.all([
    tx.pay.corrections.month(monthStart),
    tx.pay.sources.monthSources(month, ids),
    correctionsOf(tx, ids, monthStart),
  ]);
  const computed = ids.map((teacherId): Computed => {
    const carried = corrections.get(teacherId);
    const lines = [
      ...payLines(sources.get(teacherId) ?? EMPTY_MONTH, policy),
      ...(carried?.lines ?? []),
    ];
    const own = { monthStart, version: versionOf(teacherId, monthStart.getTime()) };
    return {
      teacherId,
      lines,
      totalCents: payTotals(lines).totalCents,
      coverage: [own, ...(carried?.coverage ?? [])],
    };
  });
  // A released month makes no new payslip: what changed for it is carried to a later one.
  const fresh = computed.filter(
    (c) => !existing.has(c.teacherId) && !released && c.lines.length > 0,
  );
  const drafts = computed.filter((c) => existing.get(c.teacherId)?.status === PAYSLIP.DRAFT);
  const freshIds = await tx.pay.moves.generate(mover, monthStart, runId, at, policy, fresh);
  const draftId = (teacherId: number) => existing.get(teacherId)?.id ?? 0;
  await tx.pay.moves.regenerate(
    mover,
    runId,
    at,
    policy,
    drafts.map((d) => ({ id: draftId(d.teacherId), totalCents: d.totalCents })),
  );
  await tx.pay.writes.deleteLines(drafts.map((d) => draftId(d.teacherId)));
  const written = [
    ...fresh.map((c) => ({ payslipId: freshIds.get(c.teacherId) ?? 0, of: c })),
    ...drafts.map((d) => ({ payslipId: draftId(d.teacherId), of: d })),
  ];
  await tx.pay.writes.insertLines(
    written.map((w) => ({ payslipId: w.payslipId, lines: w.of.lines })),
  );
  await tx.pay.corrections.replaceCoverage(
    drafts.map((d) => draftId(d.teacherId)),
    written.flatMap((w) => w.of.coverage.map((c) => ({ payslipId: w.payslipId, ...c }))),
  );
  return [...existing.values()].filter((row) => row.status !== PAYSLIP.DRAFT).length;
}

export function createPayGeneration({ uow, pay, log, clock, counters }: Deps) {
  async function batch(runId: number, month: MonthRange, teacherIds: number[], policy: PayPolicy) {
    const kept = await uow.run(async (tx) => {
      const kept = await writeMonthDrafts(tx, {
        runId,
        mover: CLOCK,
        month,
        teacherIds,
        policy,
        at: clock(),
      });
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
      if (!found || found.status === PAY_RUN.DONE) return;
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

import {
  classCarrots,
  finishTypeAtEnd,
  HOUR_MS,
  mayCorrectOutcome,
  type FinishType,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { SlotRow } from './class-slots.repository.js';

/** Classes the clock finishes per transaction. */
const FINISH_BATCH = 200;
/** How often a server looks at every teacher's classes for a contract that ended. */
const FULL_CONTRACT_SWEEP_MS = HOUR_MS;

/** A new outcome of a class: written by the clock (or the teaching client), or by OPERATIONS' correction. */
export interface OutcomeEvent {
  at: Date;
  outcomeId: number;
  /** The class's latest outcome before this one (none when the clock finishes it). */
  previous: FinishType | undefined;
  staffId?: number | undefined;
  reason?: string | undefined;
}

/**
 * What modules built on classes do at the class's turns, wired in services.ts: the classes
 * module does not import them (leave builds on classes; issue 35, no module cycles).
 */
export interface ClassLifecycleHooks {
  /** A teacher no-show's leave record follows the outcome (written, reversed, reinstated). */
  afterOutcome(
    tx: Repositories,
    row: SlotRow,
    finishType: FinishType,
    event: OutcomeEvent,
  ): Promise<void>;
  /** Releases the classes no contract holds; answers how many. */
  releaseUnheld(tx: Repositories, now: Date, scope: 'soon' | 'all'): Promise<number>;
}

interface Deps {
  uow: Uow;
  hooks: ClassLifecycleHooks;
  clock?: () => Date;
}

/**
 * What happens to a class after it is booked (decision 039): the clock starts and finishes
 * it, the teaching client or staff say how it ended (an outcome row, appended), carrots follow
 * the latest outcome. Before starting anything the clock releases the classes no contract
 * holds (decision 052), so none of them becomes a no-show.
 */
export function createClassLifecycle({ uow, hooks, clock = () => new Date() }: Deps) {
  let lastFullSweep = Number.NEGATIVE_INFINITY;

  /**
   * The class's carrots follow its latest outcome (contracts' `classCarrots`, the finish
   * results' one table): what it earns now minus what it earned so far, one ledger row keyed by
   * the outcome. A take-back past the balance is owed, never capped (decision 052).
   */
  async function settleCarrots(
    tx: Repositories,
    row: SlotRow,
    finishType: FinishType,
    outcomeId: number,
    at: Date,
  ) {
    const delta = classCarrots(finishType, row) - (await tx.carrots.earnedBy(row.id));
    if (delta === 0) return;
    await tx.carrots.append({
      userId: row.teacherId,
      amount: delta,
      reason: delta > 0 ? 'PEAK_CLASS' : 'PEAK_CLASS_CORRECTED',
      slotId: row.id,
      sourceKey: `peak:${row.id}:${outcomeId}`,
      createdAt: at,
    });
  }

  /**
   * What follows a new outcome, in its unit of work: the carrots, and the teacher no-show's
   * leave record (written, reversed or reinstated; decision 041).
   */
  async function settleOutcome(
    tx: Repositories,
    row: SlotRow,
    finishType: FinishType,
    outcome: { id: number; at: Date; previous?: FinishType | undefined },
    staff?: { staffId: number; reason: string },
  ) {
    await settleCarrots(tx, row, finishType, outcome.id, outcome.at);
    await hooks.afterOutcome(tx, row, finishType, {
      at: outcome.at,
      outcomeId: outcome.id,
      previous: outcome.previous,
      staffId: staff?.staffId,
      reason: staff?.reason,
    });
  }

  return {
    /**
     * One tick (safe to run on every server at once): releases the classes no contract holds
     * (those within a day every tick, everyone's once an hour), starts what is due, finishes
     * what ended.
     */
    async run(): Promise<{ released: number; started: number; finished: number }> {
      const now = clock();
      const full = now.getTime() - lastFullSweep >= FULL_CONTRACT_SWEEP_MS;
      const released = await uow.run((tx) => hooks.releaseUnheld(tx, now, full ? 'all' : 'soon'));
      if (full) lastFullSweep = now.getTime();
      const started = await uow.run((tx) => tx.classSlots.startDue(now));
      let finished = 0;
      for (;;) {
        const batch = await uow.run(async (tx) => {
          const rows = await tx.classSlots.finishDue(now, FINISH_BATCH);
          for (const row of rows) {
            const reported = row.reportedFinishType as FinishType | null;
            const finishType = finishTypeAtEnd(
              reported,
              row.joinedAt?.getTime() ?? null,
              row.startsAt.getTime(),
            );
            const outcomeId = await tx.classSlots.addOutcome({
              slotId: row.id,
              finishType,
              recordedBy: reported ? 'CLIENT' : 'CLOCK',
              createdAt: now,
            });
            await settleOutcome(tx, row, finishType, { id: outcomeId, at: now });
          }
          return rows.length;
        });
        finished += batch;
        if (batch < FINISH_BATCH) break;
      }
      return { released, started, finished };
    },

    /** The teaching client's report while the class runs; the clock writes it at the end. */
    async report(classId: number, finishType: FinishType): Promise<void> {
      const row = await uow.run((tx) => tx.classSlots.reportFinish(classId, finishType));
      if (!row) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
    },

    /** OPERATIONS correct a finished class's outcome, with a reason (audited). */
    async correctOutcome(input: {
      classId: number;
      finishType: FinishType;
      reason: string;
      staffId: number;
    }) {
      await uow.run(async (tx) => {
        const row = await tx.classSlots.find(input.classId);
        if (!row) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        if (!mayCorrectOutcome(row.status)) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const now = clock();
        const previous = (await tx.classSlots.outcomesOf([row.id])).get(row.id);
        const outcomeId = await tx.classSlots.addOutcome({
          slotId: row.id,
          finishType: input.finishType,
          recordedBy: 'STAFF',
          staffId: input.staffId,
          reason: input.reason,
          createdAt: now,
        });
        await settleOutcome(
          tx,
          row,
          input.finishType,
          { id: outcomeId, at: now, previous },
          { staffId: input.staffId, reason: input.reason },
        );
        await tx.staffActions.record({
          staffId: input.staffId,
          action: 'correctOutcome',
          userId: row.teacherId,
          detail: { classId: row.id, finishType: input.finishType, reason: input.reason },
        });
      });
    },
  };
}
export type ClassLifecycle = ReturnType<typeof createClassLifecycle>;

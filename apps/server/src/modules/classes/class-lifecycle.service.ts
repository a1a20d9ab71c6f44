import { defaultFinishType, earnsPeakCarrots, SLOT, type FinishType } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import { followOutcome } from '../leave/no-show-records.js';
import type { SlotRow } from './class-slots.repository.js';
import { studentIdsOf, tellStudentSide } from '../leave/student-side-notice.js';
import { handOverToStandby } from './standby-hand-over.js';

/** Classes the clock finishes per transaction. */
const FINISH_BATCH = 200;

interface Deps {
  uow: Uow;
  clock?: () => Date;
}

/**
 * What happens to a class after it is booked (decision 039): the clock starts and finishes
 * it, the teaching client or staff say how it ended (an outcome row, appended), carrots follow
 * the latest outcome, a standby teacher takes over a class that lost its teacher.
 */
export function createClassLifecycle({ uow, clock = () => new Date() }: Deps) {
  /**
   * The class's carrots follow its latest outcome: what it earns now minus what it earned so
   * far, one ledger row keyed by the outcome (a reversal never takes the balance below zero).
   */
  async function settleCarrots(
    tx: Repositories,
    row: SlotRow,
    finishType: FinishType,
    outcomeId: number,
    at: Date,
  ) {
    const earns = earnsPeakCarrots(finishType, row.peak) ? row.peakCarrots : 0;
    let delta = earns - (await tx.carrots.earnedBy(row.id));
    if (delta < 0) delta = -Math.min(-delta, await tx.carrots.balance(row.teacherId));
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
    await followOutcome(tx, row, finishType, {
      at: outcome.at,
      outcomeId: outcome.id,
      previous: outcome.previous,
      staffId: staff?.staffId,
      reason: staff?.reason,
    });
  }

  return {
    /** One tick: starts what is due, finishes what ended (safe to run on every server at once). */
    async run(): Promise<{ started: number; finished: number }> {
      const now = clock();
      const started = await uow.run((tx) => tx.classSlots.startDue(now));
      let finished = 0;
      for (;;) {
        const batch = await uow.run(async (tx) => {
          const rows = await tx.classSlots.finishDue(now, FINISH_BATCH);
          for (const row of rows) {
            const reported = row.reportedFinishType as FinishType | null;
            const finishType = reported ?? defaultFinishType(row.joinedAt !== null);
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
      return { started, finished };
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
        if (row.status !== SLOT.FINISH) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
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

    /**
     * A booked class whose teacher cannot come goes to the first standby teacher of its time:
     * the standby row becomes the class (students moved), the other row is given back.
     */
    async callInStandby(input: {
      classId: number;
      staffId?: number;
    }): Promise<{ classId: number; teacherId: number }> {
      const now = clock();
      return uow.run(async (tx) => {
        const lost = await tx.classSlots.find(input.classId);
        if (!lost || lost.status !== SLOT.BOOKED)
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const students = await studentIdsOf(tx, lost.id);
        const standby = await handOverToStandby(tx, lost, now);
        if (!standby) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        // The class's id changes: the student side must hear of it, as after a teacher's leave.
        await tellStudentSide(tx, lost, students, standby, now);
        if (input.staffId)
          await tx.staffActions.record({
            staffId: input.staffId,
            action: 'callInStandby',
            userId: lost.teacherId,
            detail: {
              classId: lost.id,
              standbyClassId: standby.classId,
              standbyTeacherId: standby.teacherId,
            },
          });
        return standby;
      });
    },
  };
}
export type ClassLifecycle = ReturnType<typeof createClassLifecycle>;

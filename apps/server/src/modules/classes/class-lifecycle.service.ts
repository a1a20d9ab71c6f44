import { defaultFinishType, earnsPeakCarrots, SLOT, type FinishType } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { SlotRow } from './class-slots.repository.js';

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
            await settleCarrots(tx, row, finishType, outcomeId, now);
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
        const outcomeId = await tx.classSlots.addOutcome({
          slotId: row.id,
          finishType: input.finishType,
          recordedBy: 'STAFF',
          staffId: input.staffId,
          reason: input.reason,
          createdAt: now,
        });
        await settleCarrots(tx, row, input.finishType, outcomeId, now);
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
        const standby = (await tx.classSlots.standbysAt(lost.startsAt)).find(
          (row) =>
            row.teacherId !== lost.teacherId && row.endsAt.getTime() >= lost.endsAt.getTime(),
        );
        if (!standby) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        if (!(await tx.classSlots.move(lost.id, 'handOver', SLOT.CANCELLED, now)))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const taken = await tx.classSlots.move(standby.id, 'callIn', SLOT.BOOKED, now, {
          classTypeId: lost.classTypeId,
          courseType: lost.courseType,
          smartClassType: lost.smartClassType,
          capacity: lost.capacity,
          studentCount: lost.studentCount,
          topic: lost.topic,
          lesson: lost.lesson,
          teachingEndsAt: lost.teachingEndsAt,
          fromStandby: true,
        });
        if (!taken) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.classSlots.moveStudents(lost.id, standby.id);
        await tx.classSlots.releaseStandbySeat(standby.startsAt);
        if (input.staffId)
          await tx.staffActions.record({
            staffId: input.staffId,
            action: 'callInStandby',
            userId: lost.teacherId,
            detail: {
              classId: lost.id,
              standbyClassId: standby.id,
              standbyTeacherId: standby.teacherId,
            },
          });
        return { classId: standby.id, teacherId: standby.teacherId };
      });
    },
  };
}
export type ClassLifecycle = ReturnType<typeof createClassLifecycle>;

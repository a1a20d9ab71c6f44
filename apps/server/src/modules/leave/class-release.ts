import {
  beijingDayOf,
  classOutOfContract,
  DAY_MS,
  SLOT,
  type ClassReleaseReason,
} from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import { CLOCK, type Mover } from '../../status-moves/lifecycle-writer.js';
import type { SlotRow } from '../classes/class-slots.repository.js';
import { handOverToStandby, type HandedOver } from '../classes/standby-hand-over.js';
import { excludeWeeks } from '../fixed/fixed-weeks.js';
import { studentIdsOf, tellStudentSide } from './student-side-notice.js';

/**
 * Releases classes from a teacher who may no longer teach them (decision 052), inside the
 * caller's unit of work: a booked class goes to a standby teacher of its time, else back to
 * the student side with its notice (as a cancellation would, but never a no-show and never a
 * fine); an unbooked time is freed; a fixed period's week leaves the period's rule. Each is a
 * `class_releases` row with the reason. A row that moved meanwhile is left as it is. Answers
 * how many were released.
 */
export async function releaseClasses(
  tx: Repositories,
  rows: readonly SlotRow[],
  reason: ClassReleaseReason,
  now: Date,
  staffId: number | null = null,
): Promise<number> {
  const mover: Mover = staffId === null ? CLOCK : { by: 'staff', staffId };
  let released = 0;
  for (const row of rows) {
    const booked = row.status === SLOT.BOOKED || row.status === SLOT.IN_PROCESS;
    let handedTo: HandedOver | undefined;
    if (booked) {
      const students = await studentIdsOf(tx, row.id);
      // A class already running has no standby left to take it (theirs began with it).
      if (row.status === SLOT.BOOKED) handedTo = await handOverToStandby(tx, row, now, mover);
      if (!handedTo && !(await tx.classSlots.move(row.id, 'release', mover, now))) continue;
      await tellStudentSide(tx, row, students, handedTo, now, mover);
    } else {
      if (!(await tx.classSlots.move(row.id, 'release', mover, now))) continue;
      if (row.status === SLOT.STANDBY_BOOKED) await tx.classSlots.releaseStandbySeat(row.startsAt);
    }
    if (row.fixedPeriodId !== null)
      await excludeWeeks(
        tx,
        { id: row.fixedPeriodId, teacherId: row.teacherId },
        [row.startsAt.getTime()],
        now,
        'RELEASED',
        mover,
      );
    await tx.leave.releases.insert({
      slot: row,
      reason,
      handOver: handedTo ? 'STANDBY' : booked ? 'STUDENT_SIDE' : 'NONE',
      standbySlotId: handedTo?.classId ?? null,
      staffId,
      at: now,
    });
    released += 1;
  }
  return released;
}

/**
 * The classes no contract holds any more (contracts' `classOutOfContract`), released inside
 * the caller's unit of work. `soon`: only those starting within a day (the clock's every tick,
 * a cheap range); else every teacher without a contract today (once an hour).
 */
export async function releaseOutOfContract(
  tx: Repositories,
  now: Date,
  scope: 'soon' | 'all',
): Promise<number> {
  const at = now.getTime();
  const soon = scope === 'soon' ? new Date(at + DAY_MS) : null;
  const candidates = await tx.leave.releases.candidates(now, beijingDayOf(at), soon);
  if (candidates.length === 0) return 0;
  const contracts = await tx.signedContracts.ofMany([
    ...new Set(candidates.map((r) => r.teacherId)),
  ]);
  const out = candidates.filter((row) =>
    classOutOfContract(contracts.get(row.teacherId) ?? [], row.startsAt.getTime(), at),
  );
  return releaseClasses(tx, out, 'NO_CONTRACT', now);
}

import {
  SLOT,
  type CancelActor,
  type CancellationCost,
  type CancellationReason,
  type CancellationType,
  type ClassCost,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import type { Mover } from '../../status-moves/lifecycle-writer.js';
import type { SlotRow } from '../classes/class-slots.repository.js';
import { handOverToStandby, type HandedOver } from '../classes/standby-hand-over.js';
import { writeLeaveClass } from './leave-class-write.js';
import { studentIdsOf, tellStudentSide } from './student-side-notice.js';

export interface CancellationWrite {
  teacherId: number;
  type: CancellationType;
  reason: CancellationReason;
  reasonText?: string | undefined;
  by: CancelActor;
  staffId?: number | undefined;
  note?: string | undefined;
  periodIndex: number;
  /** Exactly what `cancellationCost` returned in this unit of work (nothing refused). */
  cost: CancellationCost;
  rows: readonly SlotRow[];
  now: Date;
}

const changed = () => new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');

/**
 * Writes a confirmed cancellation (decision 041) inside the caller's unit of work, all or
 * nothing: each class given back (an unbooked time freed; a booked class handed to the standby
 * teacher the cost counted on, else given back with the student side told), the record and
 * one row per class with its cost, the fines as pay deductions, the credits spent. A row that
 * moved since the cost was computed refuses the whole unit.
 */
export async function writeCancellation(
  tx: Repositories,
  input: CancellationWrite,
): Promise<{ leaveId: number; handedOver: Map<number, HandedOver> }> {
  const { teacherId, now } = input;
  const handedOver = new Map<number, HandedOver>();
  const mover: Mover =
    input.by === 'STAFF' && input.staffId !== undefined
      ? { by: 'staff', staffId: input.staffId }
      : { by: 'teacher', userId: teacherId };
  const leaveId = await tx.leave.records.insert('recordCancellation', mover, {
    teacherId,
    kind: 'CANCELLATION',
    type: input.type,
    reason: input.reason,
    reasonText: input.reasonText ?? null,
    recordedBy: input.by,
    staffId: input.staffId ?? null,
    note: input.note ?? null,
    periodIndex: input.periodIndex,
    createdAt: now,
    updatedAt: now,
  });
  for (const cost of input.cost.classes) {
    const row = input.rows.find((r) => r.id === cost.slotId);
    if (!row || cost.refusal) throw changed();
    const handedTo = await giveBack(tx, row, cost, now, mover);
    if (handedTo) handedOver.set(row.id, handedTo);
    const clsId = await writeLeaveClass(tx, {
      leaveId,
      teacherId,
      kind: 'CANCELLATION',
      row,
      cost,
      at: now,
    });
    if (clsId === undefined) throw changed();
    if (
      cost.creditUsed &&
      !(await tx.leave.ledgers.appendCredit({
        userId: teacherId,
        amount: -1,
        reason: 'SPEND',
        leaveId,
        sourceKey: `credit-spend:${clsId}`,
        createdAt: now,
      }))
    )
      throw new AppError('BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH');
  }
  return { leaveId, handedOver };
}

/**
 * Frees the class's time, and for a booked one hands its students on or tells the student
 * side; answers the standby teacher's class that took it.
 */
async function giveBack(
  tx: Repositories,
  row: SlotRow,
  cost: ClassCost,
  now: Date,
  mover: Mover,
): Promise<HandedOver | undefined> {
  if (row.status !== SLOT.BOOKED) {
    if (!(await tx.classSlots.move(row.id, 'cancel', mover, now))) throw changed();
    if (row.status === SLOT.STANDBY_BOOKED) await tx.classSlots.releaseStandbySeat(row.startsAt);
    return undefined;
  }
  const students = await studentIdsOf(tx, row.id);
  let handedTo: HandedOver | undefined;
  if (cost.handOver === 'STANDBY') {
    handedTo = await handOverToStandby(tx, row, now, mover);
    // The standby the cost counted on was taken meanwhile: the teacher sees the new cost.
    if (!handedTo) throw changed();
  } else if (!(await tx.classSlots.move(row.id, 'giveBack', mover, now))) throw changed();
  await tellStudentSide(tx, row, students, handedTo, now, mover);
  return handedTo;
}

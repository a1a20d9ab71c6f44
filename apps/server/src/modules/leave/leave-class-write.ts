import type { ClassCost, LeaveKind } from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { SlotRow } from '../classes/class-slots.repository.js';
import { chargeFine } from './leave-reversal.js';

export interface LeaveClassWrite {
  leaveId: number;
  teacherId: number;
  kind: LeaveKind;
  row: SlotRow;
  /** Exactly what the contracts' cost function returned for this class. */
  cost: ClassCost;
  at: Date;
}

/**
 * One class of a leave record with its cost, and its fine charged as a pay deduction: the one
 * writer of both, for cancellations and no-shows alike. Answers the class row's id, or
 * undefined when the class already has a row of this kind (the caller says what that means).
 */
export async function writeLeaveClass(
  tx: Repositories,
  { leaveId, teacherId, kind, row, cost, at }: LeaveClassWrite,
): Promise<number | undefined> {
  const clsId = await tx.leave.records.insertClass({
    leaveId,
    teacherId,
    slotId: row.id,
    kind,
    startsAt: row.startsAt,
    courseType: row.courseType,
    tier: cost.tier,
    fineCents: cost.fineCents,
    payLostCents: cost.payLostCents,
    carrotsLost: cost.carrotsLost,
    counted: cost.counted,
    creditUsed: cost.creditUsed,
    beyondAllowance: cost.beyondAllowance,
    handOver: cost.handOver,
    createdAt: at,
  });
  if (clsId === undefined) return undefined;
  await chargeFine(
    tx,
    { id: clsId, leaveId, teacherId, fineCents: cost.fineCents },
    `fine:${clsId}`,
    at,
  );
  return clsId;
}

import type { Repositories } from '../../repositories.js';
import type { LeaveClassRow } from './leave-records.repository.js';

/**
 * Gives a record's costs back with new ledger rows (decision 041), never by editing the ones
 * written: each class's fine still deducted comes back as a negative row; with `carrots`, the
 * carrots it lost are credited (keyed to the class, so a later outcome correction's carrot
 * settlement counts them); with `credits`, a credit it spent is refunded. `event` names what
 * reverses it (`appeal:7`, `pass:3`, `outcome:12`): one event, one set of rows.
 */
export async function reverseCosts(
  tx: Repositories,
  classes: readonly LeaveClassRow[],
  event: string,
  at: Date,
  give: { carrots: boolean; credits: boolean },
): Promise<void> {
  for (const cls of classes) {
    const outstanding = await tx.leave.ledgers.deducted(cls.id);
    if (outstanding > 0)
      await tx.leave.ledgers.appendDeduction({
        userId: cls.teacherId,
        amountCents: -outstanding,
        kind: 'FINE_REVERSED',
        leaveId: cls.leaveId,
        leaveClassId: cls.id,
        sourceKey: `fine-reversed:${cls.id}:${event}`,
        createdAt: at,
      });
    if (give.carrots && cls.carrotsLost > 0)
      await tx.carrots.append({
        userId: cls.teacherId,
        amount: cls.carrotsLost,
        reason: 'LEAVE_REVERSED',
        slotId: cls.slotId,
        sourceKey: `leave-reversed:${cls.id}:${event}`,
        createdAt: at,
      });
    if (give.credits && cls.creditUsed)
      await tx.leave.ledgers.appendCredit({
        userId: cls.teacherId,
        amount: 1,
        reason: 'REFUND',
        leaveId: cls.leaveId,
        sourceKey: `credit-refund:${cls.id}:${event}`,
        createdAt: at,
      });
  }
}

/** Writes a class's fine as a deduction (a new row per event that charges it). */
export async function chargeFine(
  tx: Repositories,
  cls: Pick<LeaveClassRow, 'id' | 'leaveId' | 'teacherId' | 'fineCents'>,
  sourceKey: string,
  at: Date,
): Promise<void> {
  if (cls.fineCents <= 0) return;
  await tx.leave.ledgers.appendDeduction({
    userId: cls.teacherId,
    amountCents: cls.fineCents,
    kind: 'FINE',
    leaveId: cls.leaveId,
    leaveClassId: cls.id,
    sourceKey,
    createdAt: at,
  });
}

import type { Repositories } from '../../repositories.js';
import type { LeaveClassRow } from './leave-records.repository.js';

/**
 * Gives a record's costs back with new ledger rows (decision 041), never by editing the ones
 * written: each class's fine still deducted comes back as a negative row; with `credits`, a
 * credit it spent is refunded. `event` names what reverses it (`appeal:7`, `pass:3`,
 * `outcome:12`): one event, one set of rows. Never carrots: a class's pay and carrots follow
 * its finish type alone (decision 052), so lifting a fine gives back no carrots for a class
 * that was not taught; a class found taught after all is an outcome correction.
 */
export async function reverseCosts(
  tx: Repositories,
  classes: readonly LeaveClassRow[],
  event: string,
  at: Date,
  give: { credits: boolean },
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

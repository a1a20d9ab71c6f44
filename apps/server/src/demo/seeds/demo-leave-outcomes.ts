import {
  APPEAL,
  beijingDayStartOf,
  LEAVE_RECORD,
  MINUTE_MS,
  passYearOf,
  type TeachingWindow,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  freePassUses,
  leaveAppeals,
  leaveRecordClasses,
  leaveRecords,
  payDeductions,
} from '../../db/schema/index.js';
import type { classTypes } from '../../db/schema/index.js';
import { missed } from './demo-leave-rows.js';

type ClassType = typeof classTypes.$inferSelect;

/** A settled record's fine given back, by a new row as `reverseCosts` writes it. */
async function fineGivenBack(db: Db, leaveId: number, event: string, at: number) {
  const classes = await db
    .select({
      id: leaveRecordClasses.id,
      teacherId: leaveRecordClasses.teacherId,
      fine: leaveRecordClasses.fineCents,
    })
    .from(leaveRecordClasses)
    .where(eq(leaveRecordClasses.leaveId, leaveId));
  for (const cls of classes)
    if (cls.fine > 0)
      await db.insert(payDeductions).values({
        userId: cls.teacherId,
        amountCents: -cls.fine,
        kind: 'FINE_REVERSED',
        leaveId,
        leaveClassId: cls.id,
        sourceKey: `fine-reversed:${cls.id}:${event}`,
        createdAt: new Date(at),
      });
}

/**
 * Two more missed classes of the demo teacher, settled (issue 36): one appealed and accepted
 * by operations@ (REVERSED), one taken off with this contract year's free pass (REMOVED);
 * both fines given back by new rows. Written as the server writes these past states.
 */
export async function settledNoShows(
  db: Db,
  plan: {
    main: ClassType;
    windows: TeachingWindow[];
    teacherId: number;
    operationsId: number;
    pay: number;
    /**
     * Starts the two missed classes may take, in the period and before now, in order: a time
     * another demo class holds is passed over.
     */
    starts: number[];
    /** The contract's first day (`YYYY-MM-DD`): the free pass's contract year counts from it. */
    contractStart: string | null;
    now: number;
  },
): Promise<void> {
  const { main, windows, teacherId, pay, now } = plan;
  const written: { leaveId: number; start: number }[] = [];
  for (const start of plan.starts) {
    if (written.length === 2) break;
    const leaveId = await missed(db, main, windows, teacherId, start, pay);
    if (leaveId) written.push({ leaveId, start });
  }
  const [first, second] = written;
  if (first) {
    const { leaveId: appealed, start: appealedStart } = first;
    const filed = Math.min(appealedStart + 2 * 60 * MINUTE_MS, now);
    const decided = Math.min(filed + 3 * 60 * MINUTE_MS, now);
    const [appeal] = await db
      .insert(leaveAppeals)
      .values({
        leaveId: appealed,
        teacherId,
        message: 'The power went out in my building at 20:25; the utility notice is attached.',
        status: APPEAL.ACCEPTED,
        decidedBy: plan.operationsId,
        decisionReason: 'Confirmed outage in the area; the record is reversed.',
        createdAt: new Date(filed),
        decidedAt: new Date(decided),
      })
      .returning({ id: leaveAppeals.id });
    await db
      .update(leaveRecords)
      .set({ status: LEAVE_RECORD.REVERSED, updatedAt: new Date(decided) })
      .where(eq(leaveRecords.id, appealed));
    await fineGivenBack(db, appealed, `appeal:${appeal?.id ?? 0}`, decided);
  }
  if (second) {
    const { leaveId: passed, start: passedStart } = second;
    const used = Math.min(passedStart + 60 * MINUTE_MS, now);
    await db.insert(freePassUses).values({
      leaveId: passed,
      teacherId,
      passYearIndex: passYearOf(
        plan.contractStart ? beijingDayStartOf(plan.contractStart) : used,
        used,
      ).index,
      createdAt: new Date(used),
    });
    await db
      .update(leaveRecords)
      .set({ status: LEAVE_RECORD.REMOVED, updatedAt: new Date(used) })
      .where(eq(leaveRecords.id, passed));
    await fineGivenBack(db, passed, `pass:${passed}`, used);
  }
}

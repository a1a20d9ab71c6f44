import {
  blockMinutes,
  DEFAULT_CANCELLATION_POLICY,
  isPeakTime,
  LEAVE_RECORD,
  MINUTE_MS,
  noShowCost,
  SLOT,
  type ClassCost,
  type TeachingWindow,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  cancellationCreditBalances,
  cancellationCreditLedger,
  classOutcomes,
  classSlots,
  leaveRecordClasses,
  leaveRecords,
  payDeductions,
} from '../../db/schema/index.js';
import type { classTypes } from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';

/** The rows of the leave demo (`demo-leave.ts`), written as the server writes them. */
type ClassType = typeof classTypes.$inferSelect;

export async function slotRow(
  db: Db,
  main: ClassType,
  windows: TeachingWindow[],
  plan: { teacherId: number; start: number; status: string; students?: number },
): Promise<number | undefined> {
  const peak = isPeakTime(plan.start, windows);
  const [row] = await db
    .insert(classSlots)
    .values({
      teacherId: plan.teacherId,
      classTypeId: main.id,
      courseType: main.courseType,
      smartClassType: main.smartClassType,
      startsAt: new Date(plan.start),
      endsAt: new Date(plan.start + blockMinutes(main.time) * MINUTE_MS),
      teachingEndsAt: new Date(plan.start + main.time * MINUTE_MS),
      status: plan.status,
      capacity: main.capacity,
      studentCount: plan.students ?? 2,
      peak,
      peakCarrots: peak ? 1 : 0,
      roomKey: randomToken(),
    })
    // A time another demo class holds (the exclusion constraint): this one is left out.
    .onConflictDoNothing()
    .returning({ id: classSlots.id });
  return row?.id;
}

/** A class the teacher missed, with its no-show record (as the clock writes it); its id. */
export async function missed(
  db: Db,
  main: ClassType,
  windows: TeachingWindow[],
  teacherId: number,
  start: number,
  pay: number,
): Promise<number | undefined> {
  const slotId = await slotRow(db, main, windows, { teacherId, start, status: SLOT.FINISH });
  if (!slotId) return undefined;
  await db.insert(classOutcomes).values({
    slotId,
    finishType: 'TEACHER_NO_SHOW',
    recordedBy: 'CLOCK',
    createdAt: new Date(start + main.time * MINUTE_MS),
  });
  return noShowRecord(db, teacherId, slotId, start, pay, isPeakTime(start, windows));
}

export async function noShowRecord(
  db: Db,
  teacherId: number,
  slotId: number,
  start: number,
  pay: number,
  peak: boolean,
): Promise<number> {
  const { cost } = noShowCost(
    {
      slotId,
      startTime: start,
      courseType: 'MAIN',
      payCents: pay,
      peakCarrots: peak ? 1 : 0,
    },
    DEFAULT_CANCELLATION_POLICY,
    { cancellations: 0, noShows: 0, credits: 0, freePassesLeft: 1 },
  );
  return record(db, teacherId, cost, {
    kind: 'NO_SHOW',
    type: null,
    reason: null,
    reasonText: null,
    recordedBy: 'CLOCK',
    staffId: null,
    note: null,
    status: LEAVE_RECORD.RECORDED,
    at: start + 25 * MINUTE_MS,
  });
}

/** A record of one class with its cost, and its fine as a pay deduction. */
export async function record(
  db: Db,
  teacherId: number,
  cls: ClassCost,
  head: Omit<typeof leaveRecords.$inferInsert, 'teacherId' | 'periodIndex' | 'createdAt'> & {
    at: number;
  },
): Promise<number> {
  const createdAt = new Date(head.at);
  const [row] = await db
    .insert(leaveRecords)
    .values({ ...head, teacherId, periodIndex: 0, createdAt, updatedAt: createdAt })
    .returning({ id: leaveRecords.id });
  const leaveId = row?.id ?? 0;
  const [written] = await db
    .insert(leaveRecordClasses)
    .values({
      leaveId,
      teacherId,
      slotId: cls.slotId,
      kind: head.kind,
      startsAt: new Date(cls.startTime),
      courseType: cls.courseType,
      tier: cls.tier,
      fineCents: cls.fineCents,
      payLostCents: cls.payLostCents,
      carrotsLost: cls.carrotsLost,
      counted: cls.counted,
      creditUsed: cls.creditUsed,
      beyondAllowance: cls.beyondAllowance,
      handOver: cls.handOver,
      createdAt,
    })
    .returning({ id: leaveRecordClasses.id });
  if (written && cls.fineCents > 0)
    await db.insert(payDeductions).values({
      userId: teacherId,
      amountCents: cls.fineCents,
      kind: 'FINE',
      leaveId,
      leaveClassId: written.id,
      sourceKey: `fine:${written.id}`,
      createdAt,
    });
  return leaveId;
}

export async function credit(
  db: Db,
  userId: number,
  staffId: number | null,
  amount: number,
  reason: 'GRANT' | 'SPEND',
  note: string | null,
  at: number,
  leaveId?: number,
) {
  await db.insert(cancellationCreditLedger).values({
    userId,
    amount,
    reason,
    staffId,
    note,
    leaveId: leaveId ?? null,
    sourceKey: `demo:${reason}:${randomToken()}`,
    createdAt: new Date(at),
  });
  // The balance is the ledger's sum (a spend follows a grant: the row exists).
  if (amount < 0)
    await db
      .update(cancellationCreditBalances)
      .set({ balance: sql`${cancellationCreditBalances.balance} + ${amount}` })
      .where(eq(cancellationCreditBalances.userId, userId));
  else
    await db
      .insert(cancellationCreditBalances)
      .values({ userId, balance: amount })
      .onConflictDoUpdate({
        target: cancellationCreditBalances.userId,
        set: { balance: sql`${cancellationCreditBalances.balance} + ${amount}` },
      });
}

import {
  blockMinutes,
  classCarrots,
  HOUR_MS,
  isPeakTime,
  MINUTE_MS,
  SLOT,
  type FinishType,
  type StoredSlotStatus,
  type TeachingWindow,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import {
  carrotBalances,
  carrotLedger,
  classOutcomes,
  classSlots,
  classStudents,
  standbyTimes,
  type classTypes,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import { demoChild } from '../../modules/classes/simulated-children.js';

/** A demo class as the schedule's seed plans it, before it is written. */
export interface PlannedClass {
  teacherId: number;
  smartClassType: string;
  startsAt: number;
  status: StoredSlotStatus;
  students: number;
  finishType?: FinishType;
  joined?: boolean;
  topic?: string;
  lesson?: string;
}

/**
 * Writes the planned classes as the running system would have: the slot, its students, the
 * standby seat, the outcome and its peak carrots (ledger and balance).
 */
export async function writePlannedClasses(
  db: Db,
  planned: readonly PlannedClass[],
  types: (typeof classTypes.$inferSelect)[],
  windows: TeachingWindow[],
): Promise<void> {
  let student = 0;
  for (const plan of planned) {
    const type = types.find((t) => t.smartClassType === plan.smartClassType);
    if (!type) continue;
    const peak = isPeakTime(plan.startsAt, windows);
    const [row] = await db
      .insert(classSlots)
      .values({
        teacherId: plan.teacherId,
        classTypeId: type.id,
        courseType: type.courseType,
        smartClassType: type.smartClassType,
        startsAt: new Date(plan.startsAt),
        endsAt: new Date(plan.startsAt + blockMinutes(type.time) * MINUTE_MS),
        teachingEndsAt: new Date(plan.startsAt + type.time * MINUTE_MS),
        status: plan.status,
        capacity: plan.smartClassType === 'STANDBY' ? 1 : type.capacity,
        studentCount: plan.students,
        peak,
        peakCarrots: peak && plan.smartClassType !== 'STANDBY' ? 1 : 0,
        topic: plan.topic ?? null,
        lesson: plan.lesson ?? null,
        roomKey: randomToken(),
        joinedAt: plan.joined ? new Date(plan.startsAt - 9 * MINUTE_MS) : null,
      })
      .returning({ id: classSlots.id });
    if (!row) continue;
    if (plan.students > 0)
      await db.insert(classStudents).values(
        Array.from({ length: plan.students }, (_, i) => {
          student += 1;
          // A first name and an age; the class's level and lesson, as the student side books
          // a class (decision 061).
          return {
            slotId: row.id,
            ...demoChild(student, student - i),
            bookedAt: new Date(plan.startsAt - 3 * 24 * HOUR_MS),
          };
        }),
      );
    if (plan.status === SLOT.STANDBY_BOOKED)
      await db
        .insert(standbyTimes)
        .values({
          startsAt: new Date(plan.startsAt),
          held: 1,
          capacity: types.find((t) => t.smartClassType === 'STANDBY')?.capacity ?? 3,
        })
        .onConflictDoUpdate({ target: standbyTimes.startsAt, set: { held: standbyTimes.held } });
    if (plan.finishType) {
      const at = new Date(plan.startsAt + type.time * MINUTE_MS);
      const [outcome] = await db
        .insert(classOutcomes)
        .values({
          slotId: row.id,
          finishType: plan.finishType,
          recordedBy: 'CLOCK',
          createdAt: at,
        })
        .returning({ id: classOutcomes.id });
      if (outcome && classCarrots(plan.finishType, { peak, peakCarrots: 1 }) > 0)
        await db.insert(carrotLedger).values({
          userId: plan.teacherId,
          amount: 1,
          reason: 'PEAK_CLASS',
          slotId: row.id,
          sourceKey: `peak:${row.id}:${outcome.id}`,
          createdAt: at,
        });
    }
  }
  // The balances are the ledger's sums.
  const sums = new Map<number, number>();
  for (const plan of planned) sums.set(plan.teacherId, sums.get(plan.teacherId) ?? 0);
  const ledger = await db
    .select({ userId: carrotLedger.userId, amount: carrotLedger.amount })
    .from(carrotLedger);
  for (const entry of ledger) sums.set(entry.userId, (sums.get(entry.userId) ?? 0) + entry.amount);
  // A later seed adding classes brings an existing balance up to its ledger.
  for (const [userId, balance] of sums)
    await db
      .insert(carrotBalances)
      .values({ userId, balance })
      .onConflictDoUpdate({ target: carrotBalances.userId, set: { balance } });
}

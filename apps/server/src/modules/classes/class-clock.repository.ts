import { SLOT, slotMoveFrom, type FinishType } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots } from '../../db/schema/index.js';
import type { SlotRow } from './class-slots.repository.js';

/**
 * A class's run through time: the teacher joining and reporting its end, and the clock's
 * starts and finishes (part of the class slots' repository).
 */
export function createClassClockRepository(db: Db) {
  return {
    async recordJoin(slotId: number, teacherId: number, now: Date): Promise<void> {
      await db
        .update(classSlots)
        .set({ joinedAt: sql`coalesce(${classSlots.joinedAt}, ${now})` })
        .where(and(eq(classSlots.id, slotId), eq(classSlots.teacherId, teacherId)));
    },

    async reportFinish(slotId: number, finishType: FinishType): Promise<SlotRow | undefined> {
      const [row] = await db
        .update(classSlots)
        .set({ reportedFinishType: finishType })
        .where(and(eq(classSlots.id, slotId), eq(classSlots.status, SLOT.IN_PROCESS)))
        .returning();
      return row;
    },

    /** The clock's starts: every row past its start moves by the `start` event (three kinds). */
    async startDue(now: Date): Promise<number> {
      let moved = 0;
      for (const [from, to] of [
        [SLOT.BOOKED, SLOT.IN_PROCESS],
        [SLOT.OPEN, SLOT.EXPIRE],
        [SLOT.INTENTION, SLOT.EXPIRE],
        [SLOT.STANDBY_BOOKED, SLOT.STANDBY_FINISH],
      ] as const) {
        if (!slotMoveFrom('start', to).includes(from)) throw new Error(`start cannot move ${from}`);
        const rows = await db
          .update(classSlots)
          .set({ status: to, updatedAt: now })
          .where(and(eq(classSlots.status, from), sql`${classSlots.startsAt} <= ${now}`))
          .returning({ id: classSlots.id });
        moved += rows.length;
      }
      return moved;
    },

    /**
     * The clock's finishes: at most `limit` running classes past their teaching end, moved to
     * FINISH. Call it inside a unit of work: the rows are locked first, then moved. (As one
     * `update ... where id in (select ... limit n for update skip locked)`, PostgreSQL may plan
     * the subquery as the inner side of a nested loop, rescanned per row, each rescan skipping
     * the rows the update already changed: it finished every due class, not `limit`.)
     */
    async finishDue(now: Date, limit: number): Promise<SlotRow[]> {
      const due = await db
        .select({ id: classSlots.id })
        .from(classSlots)
        .where(
          and(eq(classSlots.status, SLOT.IN_PROCESS), sql`${classSlots.teachingEndsAt} <= ${now}`),
        )
        .orderBy(asc(classSlots.startsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(classSlots)
        .set({ status: SLOT.FINISH, updatedAt: now })
        .where(
          and(
            inArray(
              classSlots.id,
              due.map((row) => row.id),
            ),
            eq(classSlots.status, SLOT.IN_PROCESS),
          ),
        )
        .returning();
    },
  };
}

import { movesFrom, SLOT, SLOT_LIFECYCLE, type FinishType } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots } from '../../db/schema/index.js';
import { CLOCK } from '../../status-moves/lifecycle-writer.js';
import type { SlotRow } from './class-slots.repository.js';
import { createSlotWriter } from './slot-writer.repository.js';

/** The clock's start moves: a booked class runs, an unbooked one expires, a standby is over. */
const STARTS = ['startBooked', 'expireUnbooked', 'finishStandby'] as const;
/** Rows moved per statement: a long pause's backlog stays well under the parameter limit. */
const START_BATCH = 1000;

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

    /** The clock's starts: every row past its start moves by one of the start moves. */
    async startDue(now: Date): Promise<number> {
      const writer = createSlotWriter(db);
      let moved = 0;
      for (const move of STARTS) {
        for (let batch = START_BATCH; batch === START_BATCH;) {
          const due = await db
            .select({ id: classSlots.id })
            .from(classSlots)
            .where(
              and(
                inArray(classSlots.status, movesFrom(SLOT_LIFECYCLE, move)),
                sql`${classSlots.startsAt} <= ${now}`,
              ),
            )
            .limit(START_BATCH);
          if (due.length === 0) break;
          const rows = await writer.move(
            move,
            CLOCK,
            inArray(
              classSlots.id,
              due.map((row) => row.id),
            ),
            { updatedAt: now },
          );
          moved += rows.length;
          batch = due.length;
        }
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
      const rows = await createSlotWriter(db).move(
        'finish',
        CLOCK,
        inArray(
          classSlots.id,
          due.map((row) => row.id),
        ),
        { updatedAt: now },
      );
      return rows.map(({ row }) => row);
    },
  };
}

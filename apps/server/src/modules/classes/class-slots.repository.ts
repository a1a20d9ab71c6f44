import {
  BOOKABLE_STATUSES,
  SLOT,
  slotMoveFrom,
  type FinishType,
  type SlotEvent,
  type StoredSlotStatus,
} from '@portal/contracts';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classOutcomes, classSlots, classStudents, standbyTimes } from '../../db/schema/index.js';

export type SlotRow = typeof classSlots.$inferSelect;
export type NewSlot = typeof classSlots.$inferInsert;
export type StudentRow = typeof classStudents.$inferSelect;
export interface OutcomeRow {
  slotId: number;
  finishType: FinishType;
}

/** The longest block a class holds (a 100-minute class: two hours), for range reads. */
const LONGEST_BLOCK_MS = 4 * 60 * 60 * 1000;
const holds = ne(classSlots.status, SLOT.CANCELLED);

class Overlap extends Error {}

/**
 * A teacher's held times (decision 039). Overlaps are refused by the exclusion constraint,
 * capacity by a check constraint and conditional updates, never by a read first.
 */
export function createClassSlotsRepository(db: Db) {
  const overlapping = (teacherId: number, from: Date, to: Date) =>
    and(
      eq(classSlots.teacherId, teacherId),
      gte(classSlots.startsAt, new Date(from.getTime() - LONGEST_BLOCK_MS)),
      lt(classSlots.startsAt, to),
      gt(classSlots.endsAt, from),
    );

  return {
    /** The teacher's held times that overlap [from, to), by start. */
    async held(teacherId: number, from: Date, to: Date): Promise<SlotRow[]> {
      return db
        .select()
        .from(classSlots)
        .where(and(overlapping(teacherId, from, to), holds))
        .orderBy(asc(classSlots.startsAt));
    },

    /** Inserts every row or none: undefined when one overlaps a held time of its teacher. */
    async insertAll(rows: readonly NewSlot[]): Promise<SlotRow[] | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(classSlots)
            .values([...rows])
            .onConflictDoNothing()
            .returning();
          if (inserted.length !== rows.length) throw new Overlap();
          return inserted;
        });
      } catch (error) {
        if (error instanceof Overlap) return undefined;
        throw error;
      }
    },

    async find(slotId: number): Promise<SlotRow | undefined> {
      const [row] = await db.select().from(classSlots).where(eq(classSlots.id, slotId));
      return row;
    },

    /** The teacher's held row starting exactly at `startsAt`. */
    async heldAt(teacherId: number, startsAt: Date): Promise<SlotRow | undefined> {
      const [row] = await db
        .select()
        .from(classSlots)
        .where(and(eq(classSlots.teacherId, teacherId), eq(classSlots.startsAt, startsAt), holds));
      return row;
    },

    /** Moves a row by the table's `event` to `to`, only from the statuses it allows. */
    async move(
      slotId: number,
      event: SlotEvent,
      to: StoredSlotStatus,
      now: Date,
      set: Partial<NewSlot> = {},
    ): Promise<SlotRow | undefined> {
      const [row] = await db
        .update(classSlots)
        .set({ ...set, status: to, updatedAt: now })
        .where(and(eq(classSlots.id, slotId), inArray(classSlots.status, slotMoveFrom(event, to))))
        .returning();
      return row;
    },

    /** Takes one standby seat of a time; false when the time's standby is full. */
    async takeStandbySeat(startsAt: Date, capacity: number): Promise<boolean> {
      const rows = await db
        .insert(standbyTimes)
        .values({ startsAt, held: 1, capacity })
        .onConflictDoUpdate({
          target: standbyTimes.startsAt,
          set: { held: sql`${standbyTimes.held} + 1` },
          setWhere: sql`${standbyTimes.held} < ${standbyTimes.capacity}`,
        })
        .returning({ held: standbyTimes.held });
      return rows.length > 0;
    },

    async releaseStandbySeat(startsAt: Date): Promise<void> {
      await db
        .update(standbyTimes)
        .set({ held: sql`greatest(${standbyTimes.held} - 1, 0)` })
        .where(eq(standbyTimes.startsAt, startsAt));
    },

    /** Standby seats taken per start in [from, to). */
    async standbyHeld(
      from: Date,
      to: Date,
    ): Promise<Map<number, { held: number; capacity: number }>> {
      const rows = await db
        .select()
        .from(standbyTimes)
        .where(and(gte(standbyTimes.startsAt, from), lt(standbyTimes.startsAt, to)));
      return new Map(
        rows.map((r) => [r.startsAt.getTime(), { held: r.held, capacity: r.capacity }]),
      );
    },

    /**
     * Seats `n` students in a class still to start with room for them: the conditional update
     * is the capacity rule (fifty parallel bookings of four seats make four).
     */
    async takeSeats(slotId: number, n: number, now: Date): Promise<SlotRow | undefined> {
      const [row] = await db
        .update(classSlots)
        .set({
          studentCount: sql`${classSlots.studentCount} + ${n}`,
          status: SLOT.BOOKED,
          updatedAt: now,
        })
        .where(
          and(
            eq(classSlots.id, slotId),
            inArray(classSlots.status, [...BOOKABLE_STATUSES]),
            gt(classSlots.startsAt, now),
            sql`${classSlots.studentCount} + ${n} <= ${classSlots.capacity}`,
          ),
        )
        .returning();
      return row;
    },

    /** Frees one seat of a class still to start; the last one reopens it (`unbookLast`). */
    async freeSeat(
      slotId: number,
      reopenAs: StoredSlotStatus,
      now: Date,
    ): Promise<SlotRow | undefined> {
      const [row] = await db
        .update(classSlots)
        .set({
          studentCount: sql`${classSlots.studentCount} - 1`,
          status: sql`case when ${classSlots.studentCount} = 1 then ${reopenAs} else ${classSlots.status} end`,
          updatedAt: now,
        })
        .where(
          and(
            eq(classSlots.id, slotId),
            eq(classSlots.status, SLOT.BOOKED),
            gt(classSlots.startsAt, now),
            gt(classSlots.studentCount, 0),
          ),
        )
        .returning();
      return row;
    },

    async addStudents(rows: readonly (typeof classStudents.$inferInsert)[]): Promise<void> {
      await db.insert(classStudents).values([...rows]);
    },

    /** Takes a student out of a class; false when they were not in it. */
    async cancelStudent(slotId: number, studentId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(classStudents)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(classStudents.slotId, slotId),
            eq(classStudents.studentId, studentId),
            isNull(classStudents.cancelledAt),
          ),
        )
        .returning({ id: classStudents.id });
      return rows.length > 0;
    },

    /** The students still booked into each class. */
    async studentsOf(slotIds: readonly number[]): Promise<Map<number, StudentRow[]>> {
      const result = new Map<number, StudentRow[]>();
      if (slotIds.length === 0) return result;
      const rows = await db
        .select()
        .from(classStudents)
        .where(and(inArray(classStudents.slotId, [...slotIds]), isNull(classStudents.cancelledAt)))
        .orderBy(asc(classStudents.id));
      for (const row of rows) result.set(row.slotId, [...(result.get(row.slotId) ?? []), row]);
      return result;
    },

    /** Each class's latest outcome. */
    async outcomesOf(slotIds: readonly number[]): Promise<Map<number, FinishType>> {
      if (slotIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([classOutcomes.slotId], {
          slotId: classOutcomes.slotId,
          finishType: classOutcomes.finishType,
        })
        .from(classOutcomes)
        .where(inArray(classOutcomes.slotId, [...slotIds]))
        .orderBy(classOutcomes.slotId, sql`${classOutcomes.id} desc`);
      return new Map(rows.map((row) => [row.slotId, row.finishType as FinishType]));
    },

    async addOutcome(row: typeof classOutcomes.$inferInsert): Promise<number> {
      const [inserted] = await db
        .insert(classOutcomes)
        .values(row)
        .returning({ id: classOutcomes.id });
      if (!inserted) throw new Error('outcome not written');
      return inserted.id;
    },

    /** The teacher's classes (standby holds and given-back times left out) in a range, paged. */
    async page(
      teacherId: number,
      range: { from: Date; to: Date },
      page: { index: number; size: number },
      order: 'asc' | 'desc',
    ): Promise<{ total: number; rows: SlotRow[] }> {
      const where = and(
        eq(classSlots.teacherId, teacherId),
        gte(classSlots.startsAt, range.from),
        lt(classSlots.startsAt, range.to),
        holds,
      );
      const [total] = await db.select({ n: count() }).from(classSlots).where(where);
      const rows = await db
        .select()
        .from(classSlots)
        .where(where)
        .orderBy(order === 'asc' ? asc(classSlots.startsAt) : sql`${classSlots.startsAt} desc`)
        .limit(page.size)
        .offset((page.index - 1) * page.size);
      return { total: total?.n ?? 0, rows };
    },

    /** Classes of a type (or any) in a range with seats left, for the student side. */
    async bookable(
      courseType: string | undefined,
      from: Date,
      to: Date,
      now: Date,
    ): Promise<SlotRow[]> {
      return db
        .select()
        .from(classSlots)
        .where(
          and(
            courseType ? eq(classSlots.courseType, courseType) : undefined,
            inArray(classSlots.status, [...BOOKABLE_STATUSES]),
            gte(classSlots.startsAt, from),
            lt(classSlots.startsAt, to),
            gt(classSlots.startsAt, now),
            sql`${classSlots.studentCount} < ${classSlots.capacity}`,
          ),
        )
        .orderBy(asc(classSlots.startsAt), asc(classSlots.id))
        .limit(1000);
    },

    /** The open class of a teacher at a start, of a course type. */
    async classAt(
      teacherId: number,
      startsAt: Date,
      courseType: string,
    ): Promise<SlotRow | undefined> {
      const [row] = await db
        .select()
        .from(classSlots)
        .where(
          and(
            eq(classSlots.teacherId, teacherId),
            eq(classSlots.startsAt, startsAt),
            eq(classSlots.courseType, courseType),
            holds,
          ),
        );
      return row;
    },

    /** Held standbys at a start, oldest first (who is called in first). */
    async standbysAt(startsAt: Date): Promise<SlotRow[]> {
      return db
        .select()
        .from(classSlots)
        .where(and(eq(classSlots.startsAt, startsAt), eq(classSlots.status, SLOT.STANDBY_BOOKED)))
        .orderBy(asc(classSlots.createdAt), asc(classSlots.id));
    },

    async moveStudents(fromSlotId: number, toSlotId: number): Promise<void> {
      await db
        .update(classStudents)
        .set({ slotId: toSlotId })
        .where(and(eq(classStudents.slotId, fromSlotId), isNull(classStudents.cancelledAt)));
    },

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
export type ClassSlotsRepository = ReturnType<typeof createClassSlotsRepository>;

import {
  BOOKABLE_STATUSES,
  HOUR_MS,
  movesFrom,
  NEXT_CLASS_STATUSES,
  SLOT,
  SLOT_LIFECYCLE,
  type FinishType,
  type SlotMoveName,
} from '@portal/contracts';
import { and, asc, count, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots, standbyTimes } from '../../db/schema/index.js';
import { STUDENT_SIDE, type Mover, type MoveSet } from '../../status-moves/lifecycle-writer.js';
import { createClassClockRepository } from './class-clock.repository.js';
import { createClassRosterRepository } from './class-roster.repository.js';
import { createSlotWriter } from './slot-writer.repository.js';

export type SlotRow = typeof classSlots.$inferSelect;
/** A new row: its status is the creating move's (`open`, `holdStandby`, `bookFixed` ...). */
export type NewSlot = Omit<typeof classSlots.$inferInsert, 'status'>;
/** The moves that create a row. */
export type SlotCreation = 'open' | 'openIntention' | 'holdStandby' | 'bookFixed';
/** The moves that free a class's last seat: it reopens as its type opens. */
export type SlotReopening = 'unbookLastOpen' | 'unbookLastIntention';
export type { StudentRow } from './class-roster.repository.js';
export interface OutcomeRow {
  slotId: number;
  finishType: FinishType;
}

/** The longest block a class holds (a 100-minute class: two hours), for range reads. */
const LONGEST_BLOCK_MS = 4 * HOUR_MS;
const holds = ne(classSlots.status, SLOT.CANCELLED);

class Overlap extends Error {}

/**
 * A teacher's held times (decision 039). Overlaps are refused by the exclusion constraint,
 * capacity by a check constraint and conditional updates, never by a read first.
 */
export function createClassSlotsRepository(db: Db) {
  const writer = createSlotWriter(db);
  const overlapping = (teacherId: number, from: Date, to: Date) =>
    and(
      eq(classSlots.teacherId, teacherId),
      gte(classSlots.startsAt, new Date(from.getTime() - LONGEST_BLOCK_MS)),
      lt(classSlots.startsAt, to),
      gt(classSlots.endsAt, from),
    );

  return {
    ...createClassRosterRepository(db),
    ...createClassClockRepository(db),
    /** The teacher's held times that overlap [from, to), by start. */
    async held(teacherId: number, from: Date, to: Date): Promise<SlotRow[]> {
      return db
        .select()
        .from(classSlots)
        .where(and(overlapping(teacherId, from, to), holds))
        .orderBy(asc(classSlots.startsAt));
    },

    /**
     * Creates every row by `move`, or none: undefined when one overlaps a held time of its
     * teacher.
     */
    async insertAll(
      move: SlotCreation,
      mover: Mover,
      rows: readonly NewSlot[],
    ): Promise<SlotRow[] | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await createSlotWriter(tx).create(move, mover, rows, true);
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

    /** Moves a row by the table's `move`, only from the statuses it starts from. */
    async move(
      slotId: number,
      move: SlotMoveName,
      mover: Mover,
      now: Date,
      set: MoveSet<typeof classSlots> = {},
    ): Promise<SlotRow | undefined> {
      const [moved] = await writer.move(move, mover, eq(classSlots.id, slotId), {
        ...set,
        updatedAt: now,
      });
      return moved?.row;
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
     * Seats `n` students in a class still to start with room for them (`book`): the conditional
     * update is the capacity rule (fifty parallel bookings of four seats make four).
     */
    async takeSeats(slotId: number, n: number, now: Date): Promise<SlotRow | undefined> {
      const [moved] = await writer.move(
        'book',
        STUDENT_SIDE,
        and(
          eq(classSlots.id, slotId),
          gt(classSlots.startsAt, now),
          sql`${classSlots.studentCount} + ${n} <= ${classSlots.capacity}`,
        ),
        { studentCount: sql`${classSlots.studentCount} + ${n}`, updatedAt: now },
      );
      return moved?.row;
    },

    /**
     * Frees one seat of a class still to start; the last one reopens it by `reopen` (its
     * status moves), any other leaves it booked.
     */
    async freeSeat(slotId: number, reopen: SlotReopening, now: Date): Promise<SlotRow | undefined> {
      const still = and(
        eq(classSlots.id, slotId),
        inArray(classSlots.status, movesFrom(SLOT_LIFECYCLE, reopen)),
        gt(classSlots.startsAt, now),
      );
      const [kept] = await db
        .update(classSlots)
        .set({ studentCount: sql`${classSlots.studentCount} - 1`, updatedAt: now })
        .where(and(still, gt(classSlots.studentCount, 1)))
        .returning();
      if (kept) return kept;
      const [moved] = await writer.move(
        reopen,
        STUDENT_SIDE,
        and(still, eq(classSlots.studentCount, 1)),
        {
          studentCount: 0,
          updatedAt: now,
        },
      );
      return moved?.row;
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

    /** The teacher's next class to teach (decision 061): the running one, else the earliest ahead. */
    async nextClass(teacherId: number, now: Date): Promise<SlotRow | undefined> {
      const [row] = await db
        .select()
        .from(classSlots)
        .where(
          and(
            eq(classSlots.teacherId, teacherId),
            // A range read of the teacher's index: a running class began within the longest block.
            gt(classSlots.startsAt, new Date(now.getTime() - LONGEST_BLOCK_MS)),
            gt(classSlots.teachingEndsAt, now),
            inArray(classSlots.status, [...NEXT_CLASS_STATUSES]),
          ),
        )
        .orderBy(asc(classSlots.startsAt))
        .limit(1);
      return row;
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
  };
}
export type ClassSlotsRepository = ReturnType<typeof createClassSlotsRepository>;

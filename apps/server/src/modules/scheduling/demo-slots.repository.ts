import { DEMO_BOOKING, type DemoCourseType, type StoredBookingStatus } from '@portal/contracts';
import { and, asc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { demoBookings, demoSlots, users } from '../../db/schema/index.js';

export interface TimeRange {
  from: Date;
  to: Date;
}

export interface OwnSlot {
  slotId: number;
  courseType: DemoCourseType;
  startsAt: Date;
  endsAt: Date;
  booking: { bookingId: number; userId: number; email: string; status: StoredBookingStatus } | null;
}

/** A booking that holds its time: any status but cancelled. */
const holdsTime = ne(demoBookings.status, DEMO_BOOKING.BOOK_CANCEL);

/**
 * The times interviewers and mentors publish (decision 034). Overlaps are refused by the
 * database's exclusion constraint, not by a read first: `publish` inserts and counts.
 */
export function createDemoSlotsRepository(db: Db) {
  return {
    /** Inserts every time, or none: false when one overlaps another time of the member's. */
    async publish(
      staffId: number,
      courseType: DemoCourseType,
      times: readonly { startsAt: Date; endsAt: Date }[],
      timeZone: string | null = null,
    ): Promise<number[] | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(demoSlots)
            .values(times.map((time) => ({ staffId, courseType, timeZone, ...time })))
            .onConflictDoNothing()
            .returning({ id: demoSlots.id });
          // A skipped row overlapped: undo the others too.
          if (inserted.length !== times.length) throw new Overlap();
          return inserted.map((row) => row.id);
        });
      } catch (error) {
        if (error instanceof Overlap) return undefined;
        throw error;
      }
    },

    /** Free times of a kind whose start lies in the range, with how many members are free. */
    async freeTimes(courseType: DemoCourseType, range: TimeRange) {
      return queryRows<{ startsAt: Date; endsAt: Date; available: number }>(
        db,
        sql`select ${demoSlots.startsAt} as "startsAt", ${demoSlots.endsAt} as "endsAt",
                   count(*)::int as available
              from ${demoSlots}
             where ${demoSlots.courseType} = ${courseType}
               and ${demoSlots.withdrawnAt} is null
               and ${demoSlots.startsAt} >= ${range.from}
               and ${demoSlots.startsAt} < ${range.to}
               and not exists (select 1 from ${demoBookings}
                                where ${demoBookings.slotId} = ${demoSlots.id} and ${holdsTime})
             group by 1, 2
             order by 1, 2`,
      );
    },

    /** A member's own times in a range, each with the booking that holds it. */
    listOwn: (staffId: number, range: TimeRange) =>
      ownSlots(
        db,
        and(
          eq(demoSlots.staffId, staffId),
          gte(demoSlots.startsAt, range.from),
          lt(demoSlots.startsAt, range.to),
        ),
      ),

    /** One of the member's own times (not withdrawn). */
    async find(staffId: number, slotId: number): Promise<OwnSlot | undefined> {
      const [slot] = await ownSlots(
        db,
        and(eq(demoSlots.staffId, staffId), eq(demoSlots.id, slotId)),
      );
      return slot;
    },

    /**
     * Takes a time back. The slot's row is locked first, so a booking being made now either
     * committed before (and the time is refused as booked) or finds the slot gone.
     */
    async withdraw(staffId: number, slotId: number): Promise<'withdrawn' | 'missing' | 'booked'> {
      return db.transaction(async (tx) => {
        const [slot] = await tx
          .select({ id: demoSlots.id })
          .from(demoSlots)
          .where(
            and(
              eq(demoSlots.id, slotId),
              eq(demoSlots.staffId, staffId),
              isNull(demoSlots.withdrawnAt),
            ),
          )
          .for('update');
        if (!slot) return 'missing';
        const [taken] = await tx
          .select({ id: demoBookings.id })
          .from(demoBookings)
          .where(and(eq(demoBookings.slotId, slotId), holdsTime));
        if (taken) return 'booked';
        await tx
          .update(demoSlots)
          .set({ withdrawnAt: sql`now()` })
          .where(eq(demoSlots.id, slotId));
        return 'withdrawn';
      });
    },
  };
}
export type DemoSlotsRepository = ReturnType<typeof createDemoSlotsRepository>;

/** Published times (withdrawn ones left out) matching `where`, with their bookings. */
async function ownSlots(db: Db, where: SQL | undefined): Promise<OwnSlot[]> {
  const rows = await db
    .select({
      slotId: demoSlots.id,
      courseType: demoSlots.courseType,
      startsAt: demoSlots.startsAt,
      endsAt: demoSlots.endsAt,
      bookingId: demoBookings.id,
      userId: demoBookings.userId,
      email: users.email,
      status: demoBookings.status,
    })
    .from(demoSlots)
    .leftJoin(demoBookings, and(eq(demoBookings.slotId, demoSlots.id), holdsTime))
    .leftJoin(users, eq(users.id, demoBookings.userId))
    .where(and(where, isNull(demoSlots.withdrawnAt)))
    .orderBy(asc(demoSlots.startsAt));
  return rows.map((row) => ({
    slotId: row.slotId,
    courseType: row.courseType as DemoCourseType,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    booking:
      row.bookingId !== null && row.userId !== null
        ? {
            bookingId: row.bookingId,
            userId: row.userId,
            email: row.email ?? '',
            status: row.status as StoredBookingStatus,
          }
        : null,
  }));
}

/** Thrown inside `publish`'s transaction to undo it. */
class Overlap extends Error {}

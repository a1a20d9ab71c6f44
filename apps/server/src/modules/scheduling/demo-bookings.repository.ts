import {
  DEMO_BOOKING,
  DEMO_BOOKING_LIFECYCLE,
  type DemoCourseType,
  type DemoPhase,
  type StoredBookingStatus,
} from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { demoBookings, demoSlots, resumes, staff, users } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

export interface BookingRow {
  id: number;
  slotId: number;
  courseType: DemoCourseType;
  phase: DemoPhase;
  startsAt: Date;
  endsAt: Date;
  status: StoredBookingStatus;
  roomKey: string;
  /** The zone the applicant booked in. */
  timeZone: string | null;
  /** The calendar invitation this booking carries on (decision 068). */
  invitationOf: number | null;
  invitationSequence: number;
  /** The publishing member's zone (read by `latest` only). */
  staffTimeZone?: string | null;
  /** The publishing member's name (read by `latest` only). */
  staffName?: string | null;
}

/** What the live-demo rules count (spec section 9). */
export interface BookingHistory {
  cancelNum: number;
  noshowCount: number;
  /** No-shows and cancellations within 24 hours of the start. */
  lateMisses: number;
}

/** A booking as the console reads it: whose time it is and who booked it. */
export interface SessionRow extends BookingRow {
  userId: number;
  staffId: number;
  email: string;
  name: string;
}

export type BookOutcome = { booked: BookingRow } | { refused: 'noFreeTime' | 'alreadyBooked' };

/** The moves the member whose time it is takes on a booking (the contracts' table). */
export type SessionMove = 'recordResult' | 'markNoShow';

const bookingColumns = {
  id: demoBookings.id,
  slotId: demoBookings.slotId,
  courseType: demoBookings.courseType,
  phase: demoBookings.phase,
  startsAt: demoBookings.startsAt,
  endsAt: demoBookings.endsAt,
  status: demoBookings.status,
  roomKey: demoBookings.roomKey,
  timeZone: demoBookings.timeZone,
  invitationOf: demoBookings.invitationOf,
  invitationSequence: demoBookings.invitationSequence,
};

/**
 * Applicants' bookings of published times (decision 034). The database settles every race:
 * a free slot is claimed under `for update skip locked` (parallel bookers of one time take
 * different members, or find none), and partial unique indexes allow one live booking per
 * slot and one per applicant and phase.
 */
export function createDemoBookingsRepository(db: Db) {
  const writerIn = (scope: Db) =>
    createLifecycleWriter(scope, DEMO_BOOKING_LIFECYCLE, {
      table: demoBookings,
      id: demoBookings.id,
      status: demoBookings.status,
    });
  const bookings = writerIn(db);
  const toRow = (row: typeof demoBookings.$inferSelect): BookingRow => ({
    id: row.id,
    slotId: row.slotId,
    courseType: row.courseType as DemoCourseType,
    phase: row.phase as DemoPhase,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status as StoredBookingStatus,
    roomKey: row.roomKey,
    timeZone: row.timeZone,
    invitationOf: row.invitationOf,
    invitationSequence: row.invitationSequence,
  });

  return {
    async book(request: {
      userId: number;
      courseType: DemoCourseType;
      phase: DemoPhase;
      startsAt: Date;
      roomKey: string;
      timeZone: string | null;
      /** A moved session's invitation (decision 068): the first booking's, sequence raised. */
      invitation?: { of: number; sequence: number };
    }): Promise<BookOutcome> {
      return db.transaction(async (tx) => {
        const [slot] = await queryRows<{ id: number; endsAt: Date }>(
          tx,
          sql`select ${demoSlots.id} as id, ${demoSlots.endsAt} as "endsAt"
                from ${demoSlots}
               where ${demoSlots.courseType} = ${request.courseType}
                 and ${demoSlots.startsAt} = ${request.startsAt}
                 and ${demoSlots.withdrawnAt} is null
                 and not exists (select 1 from ${demoBookings}
                                  where ${demoBookings.slotId} = ${demoSlots.id}
                                    and ${demoBookings.status} <> ${DEMO_BOOKING.BOOK_CANCEL})
               order by ${demoSlots.createdAt}, ${demoSlots.id}
               limit 1
                 for update skip locked`,
        );
        if (!slot) return { refused: 'noFreeTime' as const };
        const [booked] = await writerIn(tx).create(
          'book',
          { by: 'applicant', userId: request.userId },
          [
            {
              slotId: Number(slot.id),
              userId: request.userId,
              courseType: request.courseType,
              phase: request.phase,
              startsAt: request.startsAt,
              endsAt: new Date(slot.endsAt),
              roomKey: request.roomKey,
              timeZone: request.timeZone,
              invitationOf: request.invitation?.of ?? null,
              invitationSequence: request.invitation?.sequence ?? 0,
            },
          ],
          true,
        );
        // The slot is ours (locked, free): a conflict is the applicant's own live booking.
        if (!booked) return { refused: 'alreadyBooked' as const };
        return { booked: toRow(booked) };
      });
    },

    /** The applicant's latest booking in a phase, whatever its status. */
    async latest(userId: number, phase: DemoPhase): Promise<BookingRow | undefined> {
      const [row] = await db
        .select({ ...bookingColumns, staffTimeZone: demoSlots.timeZone, staffName: staff.name })
        .from(demoBookings)
        .innerJoin(demoSlots, eq(demoSlots.id, demoBookings.slotId))
        .leftJoin(staff, eq(staff.id, demoSlots.staffId))
        .where(and(eq(demoBookings.userId, userId), eq(demoBookings.phase, phase)))
        .orderBy(desc(demoBookings.createdAt), desc(demoBookings.id))
        .limit(1);
      return row as BookingRow | undefined;
    },

    /** Cancels the live booking of a phase that starts at `startsAt`; undefined if none. */
    async cancel(
      userId: number,
      phase: DemoPhase,
      startsAt: Date,
      now: Date,
    ): Promise<BookingRow | undefined> {
      const [moved] = await bookings.move(
        'cancel',
        { by: 'applicant', userId },
        and(
          eq(demoBookings.userId, userId),
          eq(demoBookings.phase, phase),
          eq(demoBookings.startsAt, startsAt),
        ),
        { cancelledAt: now },
      );
      return moved && toRow(moved.row);
    },

    /**
     * Change time's first half (decision 068): closes the applicant's own booked session by
     * the lifecycle's `moveTime`, in the unit of work that books the new time; undefined when
     * it is not theirs or no longer booked.
     */
    async moveOut(userId: number, bookingId: number, now: Date): Promise<BookingRow | undefined> {
      const [moved] = await bookings.move(
        'moveTime',
        { by: 'applicant', userId },
        and(eq(demoBookings.id, bookingId), eq(demoBookings.userId, userId)),
        { cancelledAt: now },
      );
      return moved && toRow(moved.row);
    },

    /** One booking with its member and applicant, for the console. */
    async session(bookingId: number): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({
          ...bookingColumns,
          userId: demoBookings.userId,
          staffId: demoSlots.staffId,
          email: users.email,
          firstName: resumes.firstName,
          lastName: resumes.lastName,
        })
        .from(demoBookings)
        .innerJoin(demoSlots, eq(demoSlots.id, demoBookings.slotId))
        .innerJoin(users, eq(users.id, demoBookings.userId))
        .leftJoin(resumes, eq(resumes.userId, demoBookings.userId))
        .where(eq(demoBookings.id, bookingId));
      if (!row) return undefined;
      const { firstName, lastName, ...session } = row;
      return {
        ...(session as Omit<SessionRow, 'name'>),
        name: [firstName, lastName].filter(Boolean).join(' '),
      };
    },

    /** The member closes a booked session; false when it was no longer booked. */
    async close(bookingId: number, move: SessionMove, staffId: number): Promise<boolean> {
      const moved = await bookings.move(
        move,
        { by: 'staff', staffId },
        eq(demoBookings.id, bookingId),
      );
      return moved.length > 0;
    },

    /** The applicant's booked sessions (one per phase at most). */
    async live(userId: number): Promise<BookingRow[]> {
      const rows = await db
        .select(bookingColumns)
        .from(demoBookings)
        .where(
          and(eq(demoBookings.userId, userId), eq(demoBookings.status, DEMO_BOOKING.BOOK_SUCCESS)),
        );
      return rows as BookingRow[];
    },

    async history(userId: number, phase: DemoPhase): Promise<BookingHistory> {
      const { BOOK_CANCEL: cancel, BOOK_NO_SHOW: noShow } = DEMO_BOOKING;
      const [row] = await queryRows<BookingHistory>(
        db,
        sql`select count(*) filter (where status = ${cancel})::int as "cancelNum",
                   count(*) filter (where status = ${noShow})::int as "noshowCount",
                   count(*) filter (where status = ${noShow}
                                       or (status = ${cancel}
                                           and cancelled_at > starts_at - interval '24 hours'))::int
                     as "lateMisses"
              from ${demoBookings}
             where ${demoBookings.userId} = ${userId} and ${demoBookings.phase} = ${phase}`,
      );
      return row ?? { cancelNum: 0, noshowCount: 0, lateMisses: 0 };
    },
  };
}
export type DemoBookingsRepository = ReturnType<typeof createDemoBookingsRepository>;

import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ApplicantDemo,
  ApplicantSummary,
  ApplicationEvent,
  DemoCourseType,
  DemoResult,
  StoredBookingStatus,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import {
  applicationEvents,
  demoBookings,
  demoResults,
  demoSlots,
  resumes,
  staff,
  users,
} from '../../db/schema/index.js';
import {
  applicantSummaryColumns,
  createApplicantListRepository,
  owner,
  ownerJoin,
  toApplicantSummary,
} from './applicant-list.repository.js';

/** The console's reads of applicants (the list: applicant-list.repository.ts) and its one write. */
/** A funnel move as the applicant's page and history read it. */
const MOVE_COLUMNS = {
  at: applicationEvents.createdAt,
  fromStage: applicationEvents.fromStage,
  fromStatus: applicationEvents.fromStatus,
  toStage: applicationEvents.toStage,
  toStatus: applicationEvents.toStatus,
  reason: applicationEvents.reason,
};

export function createReviewRepository(db: Db) {
  const applicants = createApplicantListRepository(db);

  return {
    list: applicants.list,

    async find(userId: number): Promise<ApplicantSummary | undefined> {
      const [row] = await db
        .select(applicantSummaryColumns)
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .leftJoin(owner, ownerJoin)
        .where(eq(users.id, userId));
      return row ? toApplicantSummary(row) : undefined;
    },

    /** Gives the applicant to a member, or to nobody (decision 069): their success manager. */
    async setOwner(userId: number, ownerId: number | null) {
      await db.update(users).set({ successManagerId: ownerId }).where(eq(users.id, userId));
    },

    /** The funnel's moves of the applicant, newest first, with the member who made each. */
    async latestMoves(userId: number, limit: number) {
      const rows = await db
        .select({ id: applicationEvents.id, staffName: staff.name, ...MOVE_COLUMNS })
        .from(applicationEvents)
        .leftJoin(staff, eq(staff.id, applicationEvents.staffId))
        .where(eq(applicationEvents.userId, userId))
        .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at.getTime() }));
    },

    async history(userId: number): Promise<ApplicationEvent[]> {
      const rows = await db
        .select({ by: staff.name, ...MOVE_COLUMNS })
        .from(applicationEvents)
        .leftJoin(staff, eq(staff.id, applicationEvents.staffId))
        .where(eq(applicationEvents.userId, userId))
        .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
      return rows.map((row) => ({ ...row, at: row.at.getTime(), by: row.by ?? 'Applicant' }));
    },

    /**
     * The applicant's demo sessions (decision 035), newest first, whatever their status: the
     * member whose time it was, and its results oldest first (a SPARE before the second look).
     * Two reads rather than one join, which would repeat a booking per result.
     */
    async demos(userId: number): Promise<ApplicantDemo[]> {
      const bookings = await db
        .select({
          bookingId: demoBookings.id,
          courseType: demoBookings.courseType,
          startsAt: demoBookings.startsAt,
          endsAt: demoBookings.endsAt,
          status: demoBookings.status,
          staffId: demoSlots.staffId,
          staffName: staff.name,
        })
        .from(demoBookings)
        .innerJoin(demoSlots, eq(demoSlots.id, demoBookings.slotId))
        .innerJoin(staff, eq(staff.id, demoSlots.staffId))
        .where(eq(demoBookings.userId, userId))
        .orderBy(desc(demoBookings.startsAt), desc(demoBookings.id));
      if (bookings.length === 0) return [];
      const results = await db
        .select({
          bookingId: demoResults.bookingId,
          staffId: demoResults.staffId,
          staffName: staff.name,
          result: demoResults.result,
          scores: demoResults.scores,
          feedback: demoResults.feedback,
          decidedAt: demoResults.createdAt,
        })
        .from(demoResults)
        .innerJoin(staff, eq(staff.id, demoResults.staffId))
        .where(
          inArray(
            demoResults.bookingId,
            bookings.map((booking) => booking.bookingId),
          ),
        )
        .orderBy(asc(demoResults.createdAt), asc(demoResults.id));
      const byBooking = new Map<number, ApplicantDemo['results']>();
      for (const { bookingId, decidedAt, ...row } of results) {
        const result = { ...row, result: row.result as DemoResult, decidedAt: decidedAt.getTime() };
        byBooking.set(Number(bookingId), [...(byBooking.get(Number(bookingId)) ?? []), result]);
      }
      return bookings.map(({ startsAt, endsAt, ...booking }) => ({
        ...booking,
        courseType: booking.courseType as DemoCourseType,
        status: booking.status as StoredBookingStatus,
        startTime: startsAt.getTime(),
        endTime: endsAt.getTime(),
        results: byBooking.get(booking.bookingId) ?? [],
      }));
    },

    /** The recruiter who decided becomes the applicant's success manager, unless one is set. */
    async assignSuccessManager(userId: number, staffId: number) {
      await db
        .update(users)
        .set({ successManagerId: sql`coalesce(${users.successManagerId}, ${staffId})` })
        .where(eq(users.id, userId));
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;

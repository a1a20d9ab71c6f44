import { DEMO_BOOKING, RECORDING, RECORDING_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staff } from './staff.js';
import { instant } from './columns.js';
import { statusIn, statusIs, statusIsNot } from './status-sql.js';

/**
 * A time an interviewer or mentor can take (decision 034). One member's published times never
 * overlap, whatever their kind: an exclusion constraint (btree_gist) of migration 0008 holds
 * it, so a member cannot be booked twice at once even by two applicants of two slot kinds.
 */
export const demoSlots = pgTable(
  'demo_slots',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    courseType: text().notNull(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    createdAt: instant().notNull().defaultNow(),
    /** Set when the member takes the time back; its past bookings keep pointing at it. */
    withdrawnAt: instant(),
    /**
     * The member's IANA zone when they published it (decision 036): the applicant is told when
     * the two zones' difference on the booked day is not today's. Null: published before.
     */
    timeZone: text(),
  },
  (table) => [
    check('demo_slots_positive_length', sql`${table.endsAt} > ${table.startsAt}`),
    // The applicants' lists read free times of one kind in a range.
    index('demo_slots_kind_start_idx').on(table.courseType, table.startsAt),
    index('demo_slots_staff_start_idx').on(table.staffId, table.startsAt),
  ],
);

/**
 * An applicant's booking of a published time. One live booking per time and one per applicant
 * and phase: partial unique indexes, so fifty parallel bookings of one time make one.
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => demoSlots.id, { onDelete: 'restrict' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseType: text().notNull(),
    /** INTERVIEW or TRIAL_DEMO: an applicant holds one live booking per phase. */
    phase: text().notNull(),
    /** Copied from the slot: the booking's history keeps its time if the slot goes. */
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    status: text().notNull().default(DEMO_BOOKING.BOOK_SUCCESS),
    /** The unguessable part of the meeting room's name. */
    roomKey: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
    cancelledAt: instant(),
    /**
     * The IANA zone the applicant chose the time in (issue 36): the booking's mails write its
     * time there. Null: an older client that sent none, and the mails write UTC.
     */
    timeZone: text(),
    /**
     * Change time (decision 068): the booking whose calendar invitation this one carries on
     * (the first of a chain of moves); null when it sent its own. With the sequence below, a
     * moved session updates the reader's calendar event instead of adding a second one.
     */
    invitationOf: bigint({ mode: 'number' }),
    /** The invitation's SEQUENCE when this booking was mailed (RFC 5546: moves raise it). */
    invitationSequence: integer().notNull().default(0),
  },
  (table) => [
    // A cancelled booking frees its time; any other keeps it taken.
    uniqueIndex('demo_bookings_slot_taken_key')
      .on(table.slotId)
      .where(statusIsNot(table.status, DEMO_BOOKING.BOOK_CANCEL)),
    uniqueIndex('demo_bookings_one_live_per_phase_key')
      .on(table.userId, table.phase)
      .where(statusIs(table.status, DEMO_BOOKING.BOOK_SUCCESS)),
    index('demo_bookings_user_idx').on(table.userId, table.phase),
  ],
);

/**
 * A recorded mini demo (decision 036): the applicant's link to their video, reviewed by any
 * interviewer. One waits for its review at a time per applicant (a partial unique index).
 */
export const demoRecordings = pgTable(
  'demo_recordings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoUrl: text().notNull(),
    /** SUBMITTED, WITHDRAWN, REVIEWED or UNREADABLE (contracts `RECORDING_STATUSES`). */
    status: text().notNull().default(RECORDING.SUBMITTED),
    createdAt: instant().notNull().defaultNow(),
    /** When it was withdrawn, reviewed or found unreadable. */
    closedAt: instant(),
    /** The member who found the video unreadable (a result names its own member). */
    closedBy: bigint({ mode: 'number' }).references(() => staff.id),
  },
  (table) => [
    check('demo_recordings_known_status', statusIn(table.status, RECORDING_STATUSES)),
    uniqueIndex('demo_recordings_one_waiting_key')
      .on(table.userId)
      .where(statusIs(table.status, RECORDING.SUBMITTED)),
    index('demo_recordings_user_idx').on(table.userId, table.createdAt),
    // The console's queue reads the waiting ones, oldest first.
    index('demo_recordings_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * A member's result of a session (decision 035): a score per criterion and feedback the
 * applicant reads. A session has one final result; a SPARE on the interview or the trial class
 * waits for a second member's, and no member gives two.
 */
export const demoResults = pgTable(
  'demo_results',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The live session, or (decision 036) the recorded demo: exactly one of the two. */
    bookingId: bigint({ mode: 'number' }).references(() => demoBookings.id, {
      onDelete: 'cascade',
    }),
    recordingId: bigint({ mode: 'number' }).references(() => demoRecordings.id, {
      onDelete: 'cascade',
    }),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id),
    result: text().notNull(),
    /** `[{ criterion, score }]` in the order the criteria were listed. */
    scores: jsonb().$type<{ criterion: string; score: number }[]>().notNull(),
    feedback: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    check('demo_results_known_result', sql`${table.result} in ('PASS', 'SPARE', 'NOPASS')`),
    uniqueIndex('demo_results_one_final_key')
      .on(table.bookingId)
      .where(sql`${table.result} <> 'SPARE'`),
    uniqueIndex('demo_results_one_per_member_key').on(table.bookingId, table.staffId),
    check(
      'demo_results_one_subject',
      sql`num_nonnulls(${table.bookingId}, ${table.recordingId}) = 1`,
    ),
    uniqueIndex('demo_results_one_final_recording_key')
      .on(table.recordingId)
      .where(sql`${table.result} <> 'SPARE'`),
    uniqueIndex('demo_results_one_per_member_recording_key').on(table.recordingId, table.staffId),
  ],
);

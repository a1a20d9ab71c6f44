import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staff } from './staff.js';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

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
    status: text().notNull().default('BOOK_SUCCESS'),
    /** The unguessable part of the meeting room's name. */
    roomKey: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
    cancelledAt: instant(),
  },
  (table) => [
    // A cancelled booking frees its time; any other keeps it taken.
    uniqueIndex('demo_bookings_slot_taken_key')
      .on(table.slotId)
      .where(sql`${table.status} <> 'BOOK_CANCEL'`),
    uniqueIndex('demo_bookings_one_live_per_phase_key')
      .on(table.userId, table.phase)
      .where(sql`${table.status} = 'BOOK_SUCCESS'`),
    index('demo_bookings_user_idx').on(table.userId, table.phase),
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
    bookingId: bigint({ mode: 'number' })
      .notNull()
      .references(() => demoBookings.id, { onDelete: 'cascade' }),
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
  ],
);

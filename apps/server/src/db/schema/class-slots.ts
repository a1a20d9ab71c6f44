import {
  BOOKABLE_STATUSES,
  SLOT,
  STORED_SLOT_STATUSES,
  UPCOMING_STATUSES,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { classTypes } from './class-settings.js';
import { fixedPeriods } from './fixed.js';
import { instant, id, teacherRef } from './columns.js';
import { statusIn } from './status-sql.js';

/** Rows the clock still starts or finishes. */
const CLOCKED_STATUSES = [...UPCOMING_STATUSES, SLOT.IN_PROCESS];

/**
 * A time a teacher holds: an opened class, an intention, a standby, or one given back
 * (CANCELLED). Statuses move only through contracts' `SLOT_LIFECYCLE`. Migration 0012 adds the
 * exclusion constraint: a teacher's held blocks never overlap, whatever their kind, so two
 * parallel openings of one time make one.
 */
export const classSlots = pgTable(
  'class_slots',
  {
    id: id(),
    teacherId: teacherRef(),
    classTypeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classTypes.id),
    courseType: text().notNull(),
    smartClassType: text().notNull(),
    startsAt: instant().notNull(),
    /** The end of the block the class holds (teaching minutes rounded up to the grid). */
    endsAt: instant().notNull(),
    /** The end of teaching: the clock finishes the class here. */
    teachingEndsAt: instant().notNull(),
    status: text().notNull(),
    capacity: integer().notNull(),
    studentCount: integer().notNull().default(0),
    peak: boolean().notNull().default(false),
    /** The carrots a finished peak class earns: the contract's peak-time carrots when opened. */
    peakCarrots: integer().notNull().default(0),
    topic: text(),
    lesson: text(),
    roomKey: text().notNull(),
    /** The class came from another teacher to this standby. */
    fromStandby: boolean().notNull().default(false),
    joinedAt: instant(),
    /** What the teaching client reported while it ran; the clock writes it at the end. */
    reportedFinishType: text(),
    /** The fixed period this week belongs to (decision 041); null for any other class. */
    fixedPeriodId: bigint({ mode: 'number' }).references((): AnyPgColumn => fixedPeriods.id, {
      onDelete: 'set null',
    }),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    check('class_slots_positive_length', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'class_slots_capacity',
      sql`${table.studentCount} >= 0 and ${table.studentCount} <= ${table.capacity}`,
    ),
    check('class_slots_known_status', statusIn(table.status, STORED_SLOT_STATUSES)),
    // The week grid and the schedule: one teacher's times in a range.
    index('class_slots_teacher_start_idx').on(table.teacherId, table.startsAt),
    // The clock: rows still to start or finish (the same rows a release may take).
    index('class_slots_clock_idx')
      .on(table.startsAt)
      .where(statusIn(table.status, CLOCKED_STATUSES)),
    // The student side: opened classes of a type in a range.
    index('class_slots_bookable_idx')
      .on(table.courseType, table.startsAt)
      .where(statusIn(table.status, BOOKABLE_STATUSES)),
    // A fixed period's weeks.
    index('class_slots_fixed_period_idx')
      .on(table.fixedPeriodId, table.startsAt)
      .where(sql`${table.fixedPeriodId} is not null`),
  ],
);

/** Standby teachers held per time, never above the capacity (a conditional upsert). */
export const standbyTimes = pgTable(
  'standby_times',
  {
    startsAt: instant().primaryKey(),
    held: integer().notNull(),
    capacity: integer().notNull(),
  },
  (table) => [
    check('standby_times_capacity', sql`${table.held} >= 0 and ${table.held} <= ${table.capacity}`),
  ],
);

/** A teacher's calendar feed: the hash of the secret in its address. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: teacherRef().primaryKey(),
    tokenHash: text().notNull(),
    rotatedAt: instant().notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_key').on(table.tokenHash)],
);

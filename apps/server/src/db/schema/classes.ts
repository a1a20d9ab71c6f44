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
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { fixedPeriods } from './fixed.js';
import { staff } from './staff.js';
import { instant, id, ledgerTeacherRef, teacherRef } from './columns.js';
import { statusIn } from './status-sql.js';

/**
 * The class-type catalogue (spec section 3; decision 039), managed by OPERATIONS. Migration
 * 0012 writes the defaults of contracts' `DEFAULT_CLASS_TYPES`.
 */
export const classTypes = pgTable(
  'class_types',
  {
    id: id(),
    smartClassType: text().notNull(),
    name: text().notNull(),
    brandCode: text().notNull(),
    label: text().notNull(),
    time: integer().notNull(),
    classType: text().notNull(),
    courseType: text().notNull(),
    permission: text(),
    capacity: integer().notNull(),
    needsTopic: boolean().notNull().default(false),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('class_types_smart_key').on(table.smartClassType),
    check('class_types_time', sql`${table.time} between 5 and 240`),
    check('class_types_capacity', sql`${table.capacity} between 1 and 50`),
    check('class_types_kind', sql`${table.classType} in ('GRID', 'UNFIXED', 'STANDBY')`),
  ],
);

/** Workshop themes: a topic and its lessons, by course type. */
export const classThemes = pgTable(
  'class_themes',
  {
    id: id(),
    courseType: text().notNull(),
    topic: text().notNull(),
    lessons: jsonb().$type<string[]>().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('class_themes_topic_key').on(table.courseType, table.topic)],
);

/** Teaching hours, peak time and holiday windows, weekly in Beijing minutes (decision 039). */
export const teachingWindows = pgTable(
  'teaching_windows',
  {
    id: id(),
    kind: text().notNull(),
    isoDay: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
    /** YYYY/MM/DD bounds (SPECIAL windows: a school holiday). */
    validFrom: text(),
    validTo: text(),
  },
  (table) => [
    check('teaching_windows_kind', sql`${table.kind} in ('TEACHING', 'PEAK', 'SPECIAL')`),
    check('teaching_windows_day', sql`${table.isoDay} between 1 and 7`),
    check(
      'teaching_windows_minutes',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.endMinute} > ${table.startMinute}`,
    ),
  ],
);

/** Class-type permissions OPERATIONS grant a teacher (CAMBRIDGE_MAIN_UNFIXED_BOOK, ...). */
export const teacherClassPermissions = pgTable(
  'teacher_class_permissions',
  {
    userId: teacherRef(),
    permission: text().notNull(),
    grantedBy: bigint({ mode: 'number' }).references(() => staff.id),
    grantedAt: instant().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);

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

/** A student booked into a class by the student side. */
export const classStudents = pgTable(
  'class_students',
  {
    id: id(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id, { onDelete: 'cascade' }),
    studentId: text().notNull(),
    level: text(),
    unit: text(),
    lesson: text(),
    bookedAt: instant().notNull().defaultNow(),
    cancelledAt: instant(),
  },
  (table) => [
    uniqueIndex('class_students_once_key')
      .on(table.slotId, table.studentId)
      .where(sql`${table.cancelledAt} is null`),
    index('class_students_student_idx').on(table.studentId),
  ],
);

/**
 * How a class ended: appended, never changed or deleted (pay and carrots read the latest row of
 * a class; the database refuses edits, decision 052). A correction is a new row naming the
 * staff member and the reason.
 */
export const classOutcomes = pgTable(
  'class_outcomes',
  {
    id: id(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id),
    finishType: text().notNull(),
    recordedBy: text().notNull(),
    staffId: bigint({ mode: 'number' }).references(() => staff.id),
    reason: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('class_outcomes_slot_idx').on(table.slotId, table.id),
    check('class_outcomes_recorder', sql`${table.recordedBy} in ('CLOCK', 'CLIENT', 'STAFF')`),
  ],
);

/** Students asking for a time (the student side reports it): recommendations read it. */
export const classDemand = pgTable(
  'class_demand',
  {
    courseType: text().notNull(),
    startsAt: instant().notNull(),
    students: integer().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courseType, table.startsAt] })],
);

/** Keys of the student side's systems: only a hash is kept; ADMIN makes and revokes them. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: id(),
    name: text().notNull(),
    role: text().notNull(),
    scope: text().notNull(),
    keyHash: text().notNull(),
    /** The first characters, to tell keys apart in the console. */
    keyPrefix: text().notNull(),
    createdBy: bigint({ mode: 'number' }).references(() => staff.id),
    createdAt: instant().notNull().defaultNow(),
    revokedAt: instant(),
    lastUsedAt: instant(),
  },
  (table) => [uniqueIndex('integration_keys_hash_key').on(table.keyHash)],
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

/**
 * A class released from its teacher (decision 052): the account was suspended, or no contract
 * holds the class's day. Offered to a standby teacher of its time or handed back to the
 * student side with its notice; never a no-show, never a fine. One per class; never edited.
 */
export const classReleases = pgTable(
  'class_releases',
  {
    id: id(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id),
    teacherId: ledgerTeacherRef(),
    /** ACCOUNT_SUSPENDED or NO_CONTRACT (contracts `CLASS_RELEASE_REASONS`). */
    reason: text().notNull(),
    /** The status it was released from. */
    fromStatus: text().notNull(),
    /** STANDBY, STUDENT_SIDE or NONE (an unbooked time). */
    handOver: text().notNull(),
    /** The standby teacher's class that took it. */
    standbySlotId: bigint({ mode: 'number' }).references((): AnyPgColumn => classSlots.id),
    staffId: bigint({ mode: 'number' }).references(() => staff.id),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('class_releases_slot_key').on(table.slotId),
    index('class_releases_teacher_idx').on(table.teacherId, table.createdAt),
    check('class_releases_reason', sql`${table.reason} in ('ACCOUNT_SUSPENDED', 'NO_CONTRACT')`),
    check(
      'class_releases_hand_over',
      sql`${table.handOver} in ('STANDBY', 'STUDENT_SIDE', 'NONE')`,
    ),
  ],
);

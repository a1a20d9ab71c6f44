import {
  FIXED_PERIOD,
  FIXED_PERIOD_STATUSES,
  FIXED_REQUEST,
  FIXED_REQUEST_STATUSES,
  LIVE_FIXED_PERIOD_STATUSES,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { classTypes } from './class-settings.js';
import { integrationKeys } from './student-side.js';
import { instant, id, teacherRef } from './columns.js';
import { statusIn, statusIs } from './status-sql.js';

/** A weekly time in Beijing (contracts `WeeklyTime`). */
export interface StoredWeeklyTime {
  isoDay: number;
  startMinute: number;
}

/**
 * A fixed period (decision 041): weekly Beijing times over a date range that a teacher offers
 * and, once a request is accepted, teaches to the same students every week. `rule` is
 * contracts' `fixedPeriodRule` (weeks taken out included); its weeks are class_slots rows
 * naming the period (`fixed_period_id`) from the moment a request is accepted.
 */
export const fixedPeriods = pgTable(
  'fixed_periods',
  {
    id: id(),
    teacherId: teacherRef(),
    classTypeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classTypes.id),
    courseType: text().notNull(),
    smartClassType: text().notNull(),
    weeklyTimes: jsonb().$type<StoredWeeklyTime[]>().notNull(),
    /** Beijing `YYYY/MM/DD`, both included. */
    firstDate: text().notNull(),
    lastDate: text().notNull(),
    rule: text().notNull(),
    /** The first class's start (the student side's offers read by it). */
    firstStartsAt: instant().notNull(),
    /** The end of the last date in Beijing: the period is over from here. */
    endsAt: instant().notNull(),
    status: text().notNull(),
    /** The continue check's answer (CONTINUE or END), once. */
    continueDecision: text(),
    /** The period this one continues. */
    continuesId: bigint({ mode: 'number' }).references((): AnyPgColumn => fixedPeriods.id, {
      onDelete: 'set null',
    }),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('fixed_periods_teacher_idx').on(table.teacherId, table.firstStartsAt),
    index('fixed_periods_offered_idx')
      .on(table.firstStartsAt)
      .where(statusIs(table.status, FIXED_PERIOD.OFFERED)),
    // The clock ends live periods whose time is over.
    index('fixed_periods_live_end_idx')
      .on(table.endsAt)
      .where(statusIn(table.status, LIVE_FIXED_PERIOD_STATUSES)),
    // A period is continued once.
    uniqueIndex('fixed_periods_continues_key')
      .on(table.continuesId)
      .where(sql`${table.continuesId} is not null`),
    check('fixed_periods_status', statusIn(table.status, FIXED_PERIOD_STATUSES)),
    check(
      'fixed_periods_continue_decision',
      sql`${table.continueDecision} is null or ${table.continueDecision} in ('CONTINUE', 'END')`,
    ),
    check('fixed_periods_dates', sql`${table.lastDate} >= ${table.firstDate}`),
  ],
);

/** The weeks taken out of a period: deleted while unbooked, or given back through leave. */
export const fixedPeriodExclusions = pgTable(
  'fixed_period_exclusions',
  {
    periodId: bigint({ mode: 'number' })
      .notNull()
      .references(() => fixedPeriods.id, { onDelete: 'cascade' }),
    startsAt: instant().notNull(),
    /** DELETED (delete single), LEAVE (the leave half's fixed leave) or RELEASED (decision 052). */
    cause: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.startsAt] }),
    check('fixed_period_exclusions_cause', sql`${table.cause} in ('DELETED', 'LEAVE', 'RELEASED')`),
  ],
);

/**
 * The student side's request for a place in a period: the same students every week. The
 * teacher accepts (every week booked at once) or declines before `deadline`; unanswered, it
 * expires. One request per period is accepted (a partial unique index).
 */
export const fixedRequests = pgTable(
  'fixed_requests',
  {
    id: id(),
    periodId: bigint({ mode: 'number' })
      .notNull()
      .references(() => fixedPeriods.id, { onDelete: 'cascade' }),
    /** The period's teacher, kept here so every read of a teacher's requests is one index. */
    teacherId: teacherRef(),
    studentIds: jsonb().$type<string[]>().notNull(),
    level: text(),
    unit: text(),
    lesson: text(),
    status: text().notNull(),
    requestedAt: instant().notNull(),
    deadline: instant().notNull(),
    decidedAt: instant(),
    /** The teacher who answered; null when nobody did (expired, withdrawn, another accepted). */
    decidedBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    declineReason: text(),
    /** The service key that asked. */
    keyId: bigint({ mode: 'number' }).references(() => integrationKeys.id, {
      onDelete: 'set null',
    }),
    /** A continued period's request: the one it carries on. */
    continuesId: bigint({ mode: 'number' }).references((): AnyPgColumn => fixedRequests.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('fixed_requests_teacher_idx').on(table.teacherId, table.requestedAt),
    index('fixed_requests_period_idx').on(table.periodId),
    // The clock's expiry: waiting requests by deadline.
    index('fixed_requests_pending_idx')
      .on(table.deadline)
      .where(statusIs(table.status, FIXED_REQUEST.PENDING)),
    uniqueIndex('fixed_requests_accepted_key')
      .on(table.periodId)
      .where(statusIs(table.status, FIXED_REQUEST.ACCEPTED)),
    check('fixed_requests_status', statusIn(table.status, FIXED_REQUEST_STATUSES)),
    check('fixed_requests_students', sql`jsonb_array_length(${table.studentIds}) between 1 and 50`),
  ],
);

/** The teacher's "open for fixed requests" switch (`POST open fixed class`). */
export const fixedTeacherSettings = pgTable('fixed_teacher_settings', {
  userId: teacherRef().primaryKey(),
  open: boolean().notNull().default(false),
  updatedAt: instant().notNull().defaultNow(),
});

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
import type { PayPolicy } from '@portal/contracts';
import { classSlots } from './classes.js';
import { fileGrants } from './files.js';
import { staff } from './staff.js';
import { instant, id, teacherRef } from './columns.js';

const staffRef = () => bigint({ mode: 'number' }).references(() => staff.id);

/**
 * The pay rules FINANCE edit (decision 042): one row; what it leaves out is the default
 * (contracts' `completePayPolicy`). Written payslips keep their lines.
 */
export const payPolicy = pgTable(
  'pay_policy',
  {
    id: integer().primaryKey().default(1),
    policy: jsonb().$type<Partial<PayPolicy>>().notNull().default({}),
    updatedBy: staffRef(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [check('pay_policy_one_row', sql`${table.id} = 1`)],
);

/**
 * One generation of a month's payslips: a background job with its progress. One runs per
 * month at a time (a partial unique index).
 */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: id(),
    monthStart: instant().notNull(),
    status: text().notNull().default('RUNNING'),
    teachersTotal: integer().notNull().default(0),
    teachersDone: integer().notNull().default(0),
    /** Teachers whose payslip was already released (left as they are). */
    teachersKept: integer().notNull().default(0),
    startedBy: staffRef().notNull(),
    startedAt: instant().notNull().defaultNow(),
    finishedAt: instant(),
    error: text(),
  },
  (table) => [
    uniqueIndex('pay_runs_one_running')
      .on(table.monthStart)
      .where(sql`${table.status} = 'RUNNING'`),
    check('pay_runs_status', sql`${table.status} in ('RUNNING', 'DONE', 'FAILED')`),
  ],
);

/**
 * A teacher's payslip for a Beijing month (decision 042): one per teacher and month. A DRAFT
 * is replaced line for line when generated again; from OFFICIAL_CONFIRMED on it is never
 * edited (a correction is an adjustment of a later month). `total_cents` is the lines' sum.
 */
export const payslips = pgTable(
  'payslips',
  {
    id: id(),
    teacherId: teacherRef(),
    monthStart: instant().notNull(),
    status: text().notNull().default('DRAFT'),
    totalCents: integer().notNull(),
    /** Each generation of a DRAFT adds one. */
    version: integer().notNull().default(1),
    runId: bigint({ mode: 'number' }).references(() => payRuns.id, { onDelete: 'set null' }),
    generatedAt: instant().notNull(),
    releasedAt: instant(),
    receiptFileId: text().references(() => fileGrants.id),
    receiptAt: instant(),
    problemMessage: text(),
    submittedAt: instant(),
    paidAt: instant(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payslips_teacher_month_key').on(table.teacherId, table.monthStart),
    index('payslips_month_status_idx').on(table.monthStart, table.status),
    check(
      'payslips_status',
      sql`${table.status} in ('DRAFT', 'OFFICIAL_CONFIRMED', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL', 'PAID', 'PROBLEM')`,
    ),
    check(
      'payslips_problem_has_message',
      sql`(${table.status} = 'PROBLEM') = (${table.problemMessage} is not null)`,
    ),
  ],
);

/** A payslip's lines, each naming its source; one line per (item, source) on a payslip. */
export const payslipLines = pgTable(
  'payslip_lines',
  {
    id: id(),
    payslipId: bigint({ mode: 'number' })
      .notNull()
      .references(() => payslips.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    customGroup: text().notNull(),
    payItem: text().notNull(),
    source: text().notNull(),
    sourceId: bigint({ mode: 'number' }).notNull(),
    slotId: bigint({ mode: 'number' }).references(() => classSlots.id, { onDelete: 'set null' }),
    at: instant(),
    label: text().notNull(),
    finishType: text(),
    amountCents: integer().notNull(),
  },
  (table) => [
    uniqueIndex('payslip_lines_source_key').on(
      table.payslipId,
      table.payItem,
      table.source,
      table.sourceId,
    ),
    index('payslip_lines_item_idx').on(table.payslipId, table.payItem, table.position),
  ],
);

/**
 * FINANCE's adjustments (a correction, a bonus, a secondary position's extra), for a month whose
 * payslip is not yet released; audited.
 */
export const payAdjustments = pgTable(
  'pay_adjustments',
  {
    id: id(),
    teacherId: teacherRef(),
    monthStart: instant().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    createdBy: staffRef().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('pay_adjustments_teacher_month_idx').on(table.teacherId, table.monthStart),
    check('pay_adjustments_nonzero', sql`${table.amountCents} <> 0`),
  ],
);

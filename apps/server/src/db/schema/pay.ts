import { sql } from 'drizzle-orm';
import {
  bigint,
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
import {
  PAY_RUN,
  PAY_RUN_STATUSES,
  PAYSLIP,
  PAYSLIP_STATUSES,
  type PayPolicy,
} from '@portal/contracts';
import { statusIn, statusIs } from './status-sql.js';
import { classSlots } from './class-slots.js';
import { fileGrants } from './files.js';
import { staff } from './staff.js';
import { instant, id, ledgerTeacherRef } from './columns.js';

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
    status: text().notNull().default(PAY_RUN.RUNNING),
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
      .where(statusIs(table.status, PAY_RUN.RUNNING)),
    check('pay_runs_status', statusIn(table.status, PAY_RUN_STATUSES)),
  ],
);

/**
 * A teacher's payslip for a Beijing month (decision 042): one per teacher and month. A DRAFT
 * is replaced line for line when generated again; from OFFICIAL_CONFIRMED on it is never
 * edited (its lines and total are refused by the database; what changes later is a correction
 * on a later payslip, decision 052). `total_cents` is the lines' sum.
 */
export const payslips = pgTable(
  'payslips',
  {
    id: id(),
    teacherId: ledgerTeacherRef(),
    monthStart: instant().notNull(),
    status: text().notNull().default(PAYSLIP.DRAFT),
    totalCents: integer().notNull(),
    /** Each generation of a DRAFT adds one. */
    version: integer().notNull().default(1),
    /**
     * The pay rules its lines were computed with (decision 052): a correction recomputes its
     * month with them, so a later change of the rules never corrects a released month.
     */
    policy: jsonb().$type<PayPolicy>(),
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
    check('payslips_status', statusIn(table.status, PAYSLIP_STATUSES)),
    check(
      'payslips_problem_has_message',
      sql`(${statusIs(table.status, PAYSLIP.PROBLEM)}) = (${table.problemMessage} is not null)`,
    ),
  ],
);

/**
 * A payslip's lines, each naming its source; one line per (group, item, source) on a payslip.
 * A correction (group CORRECTION, decision 052) also names the month and the payslip it
 * corrects; a line with an issue waits for FINANCE's adjustment naming its class.
 */
export const payslipLines = pgTable(
  'payslip_lines',
  {
    id: id(),
    payslipId: bigint({ mode: 'number' })
      .notNull()
      .references(() => payslips.id),
    position: integer().notNull(),
    customGroup: text().notNull(),
    payItem: text().notNull(),
    source: text().notNull(),
    sourceId: bigint({ mode: 'number' }).notNull(),
    slotId: bigint({ mode: 'number' }).references(() => classSlots.id),
    at: instant(),
    label: text().notNull(),
    finishType: text(),
    amountCents: integer().notNull(),
    issue: text(),
    correctsMonth: instant(),
    correctsPayslipId: bigint({ mode: 'number' }).references((): AnyPgColumn => payslips.id),
  },
  (table) => [
    uniqueIndex('payslip_lines_source_key').on(
      table.payslipId,
      table.customGroup,
      table.payItem,
      table.source,
      table.sourceId,
    ),
    index('payslip_lines_item_idx').on(table.payslipId, table.payItem, table.position),
    // What a released month was paid, through corrections on later payslips.
    index('payslip_lines_corrects_idx')
      .on(table.correctsMonth)
      .where(sql`${table.correctsMonth} is not null`),
    check(
      'payslip_lines_correction_named',
      sql`(${table.customGroup} = 'CORRECTION') = (${table.correctsMonth} is not null)`,
    ),
    check('payslip_lines_issue', sql`${table.issue} is null or ${table.issue} in ('NO_CONTRACT')`),
  ],
);

/**
 * FINANCE's adjustments (a correction, a bonus, a secondary position's extra), for a month whose
 * payslip is not yet released; audited. One naming a class settles that class's issue (a
 * class taught without a contract, decision 052), and may then be $0.
 */
export const payAdjustments = pgTable(
  'pay_adjustments',
  {
    id: id(),
    teacherId: ledgerTeacherRef(),
    monthStart: instant().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    slotId: bigint({ mode: 'number' }).references(() => classSlots.id),
    createdBy: staffRef().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('pay_adjustments_teacher_month_idx').on(table.teacherId, table.monthStart),
    index('pay_adjustments_slot_idx')
      .on(table.slotId)
      .where(sql`${table.slotId} is not null`),
    check('pay_adjustments_nonzero', sql`${table.amountCents} <> 0 or ${table.slotId} is not null`),
  ],
);

/**
 * A month whose payslips were released (decision 052): from its first release on, what is
 * written for it goes to later payslips as corrections, and generating it again only rewrites
 * the DRAFTs left. `policy` is the pay rules it was released under.
 */
export const payMonths = pgTable('pay_months', {
  monthStart: instant().primaryKey(),
  monthEnd: instant().notNull(),
  releasedAt: instant().notNull(),
  releasedBy: staffRef(),
  policy: jsonb().$type<PayPolicy>().notNull(),
});

/**
 * What changed for a teacher's month, counted (decision 052): migration 0020's triggers add one
 * for every outcome, fine or reversal of a class of the month, every class that changed
 * status and every contract signed over it. A payslip notes the count it accounted for
 * (`payslip_coverage`); a closed month counted further than its teacher's released payslips
 * noted has corrections to carry. The row is locked while a payslip reads the month, so a
 * change committed meanwhile counts again.
 */
export const payMonthChanges = pgTable(
  'pay_month_changes',
  {
    teacherId: ledgerTeacherRef(),
    monthStart: instant().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.teacherId, table.monthStart] })],
);

/** The changes of a month a payslip accounted for: its own month, and each month it corrects. */
export const payslipCoverage = pgTable(
  'payslip_coverage',
  {
    payslipId: bigint({ mode: 'number' })
      .notNull()
      .references(() => payslips.id),
    monthStart: instant().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.payslipId, table.monthStart] })],
);

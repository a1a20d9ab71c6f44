import {
  APPEAL,
  APPEAL_STATUSES,
  LEAVE_RECORD,
  LEAVE_RECORD_STATUSES,
  STUDENT_NOTICE,
  STUDENT_NOTICE_STATUSES,
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
} from 'drizzle-orm/pg-core';
import { classSlots } from './class-slots.js';
import { fileGrants } from './files.js';
import { staff } from './staff.js';
import { instant, id, ledgerTeacherRef } from './columns.js';
import { statusIn, statusIs } from './status-sql.js';

const staffRef = () => bigint({ mode: 'number' }).references(() => staff.id);
/** Leave rows are kept with their record: fines and credits are ledgers (decision 052). */
const leaveRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => leaveRecords.id);

/**
 * A cancellation (one or more classes given back at once) or one missed class (decision 041).
 * Its costs stand while it is RECORDED or UPHELD; an accepted appeal or a free pass changes
 * the status and writes new ledger rows, never edits the amounts.
 */
export const leaveRecords = pgTable(
  'leave_records',
  {
    id: id(),
    teacherId: ledgerTeacherRef(),
    /** CANCELLATION or NO_SHOW (contracts `LEAVE_KINDS`). */
    kind: text().notNull(),
    /** A cancellation's type; null for a no-show. */
    type: text(),
    reason: text(),
    reasonText: text(),
    status: text().notNull().default(LEAVE_RECORD.RECORDED),
    /** TEACHER, STAFF or CLOCK (contracts `LEAVE_RECORDERS`); staffId names the member. */
    recordedBy: text().notNull(),
    staffId: staffRef(),
    /** Staff's note of an emergency they recorded. */
    note: text(),
    /** The contract period (contractPeriodOf) it was recorded in: 0 is the first. */
    periodIndex: integer().notNull(),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('leave_records_teacher_idx').on(table.teacherId, table.createdAt),
    check('leave_records_kind', sql`${table.kind} in ('CANCELLATION', 'NO_SHOW')`),
    check('leave_records_status', statusIn(table.status, LEAVE_RECORD_STATUSES)),
    check('leave_records_recorder', sql`${table.recordedBy} in ('TEACHER', 'STAFF', 'CLOCK')`),
    check('leave_records_type_of_kind', sql`(${table.kind} = 'NO_SHOW') = (${table.type} is null)`),
    check(
      'leave_records_staff_named',
      sql`(${table.recordedBy} = 'STAFF') = (${table.staffId} is not null)`,
    ),
  ],
);

/**
 * One class of a record, with exactly what `cancellationCost` (or `noShowCost`) said it costs.
 * A class is recorded once per kind: a second confirmation of the same cancellation, or a
 * second no-show of the same class, fails on the unique index.
 */
export const leaveRecordClasses = pgTable(
  'leave_record_classes',
  {
    id: id(),
    leaveId: leaveRef(),
    teacherId: ledgerTeacherRef(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id),
    kind: text().notNull(),
    startsAt: instant().notNull(),
    courseType: text().notNull(),
    /** null: an unbooked time given back (free). */
    tier: text(),
    fineCents: integer().notNull(),
    payLostCents: integer().notNull(),
    carrotsLost: integer().notNull(),
    counted: boolean().notNull(),
    creditUsed: boolean().notNull(),
    beyondAllowance: boolean().notNull(),
    /** STANDBY, STUDENT_SIDE or NONE (contracts `HAND_OVER_TARGETS`). */
    handOver: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leave_record_classes_once_key').on(table.slotId, table.kind),
    index('leave_record_classes_leave_idx').on(table.leaveId),
    index('leave_record_classes_teacher_idx').on(table.teacherId, table.createdAt),
    check(
      'leave_record_classes_amounts',
      sql`${table.fineCents} >= 0 and ${table.payLostCents} >= 0 and ${table.carrotsLost} >= 0`,
    ),
    check('leave_record_classes_kind', sql`${table.kind} in ('CANCELLATION', 'NO_SHOW')`),
    check(
      'leave_record_classes_hand_over',
      sql`${table.handOver} in ('STANDBY', 'STUDENT_SIDE', 'NONE')`,
    ),
  ],
);

/** A teacher's appeal of a record: one per record (the unique index), decided by OPERATIONS. */
export const leaveAppeals = pgTable(
  'leave_appeals',
  {
    id: id(),
    leaveId: leaveRef(),
    teacherId: ledgerTeacherRef(),
    message: text().notNull(),
    status: text().notNull().default(APPEAL.PENDING),
    decidedBy: staffRef(),
    decisionReason: text(),
    createdAt: instant().notNull().defaultNow(),
    decidedAt: instant(),
  },
  (table) => [
    uniqueIndex('leave_appeals_once_key').on(table.leaveId),
    index('leave_appeals_status_idx').on(table.status, table.createdAt),
    check('leave_appeals_status', statusIn(table.status, APPEAL_STATUSES)),
    check(
      'leave_appeals_decided',
      sql`(${statusIs(table.status, APPEAL.PENDING)}) = (${table.decidedAt} is null)`,
    ),
  ],
);

/**
 * The files sent with an appeal (decision 071): at most contracts' APPEAL_FILES_MAX per appeal, each
 * file claimed once (file_grants.claimed_at), so it belongs to one appeal only.
 */
export const leaveAppealFiles = pgTable(
  'leave_appeal_files',
  {
    appealId: bigint({ mode: 'number' })
      .notNull()
      .references(() => leaveAppeals.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => fileGrants.id),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex('leave_appeal_files_file_key').on(table.fileId),
    uniqueIndex('leave_appeal_files_position_key').on(table.appealId, table.position),
  ],
);

/**
 * Cancellation credits: one row per event (a staff grant, a cancellation that spent one, an
 * accepted appeal giving one back), a unique key per event, never edited.
 */
export const cancellationCreditLedger = pgTable(
  'cancellation_credit_ledger',
  {
    id: id(),
    userId: ledgerTeacherRef(),
    amount: integer().notNull(),
    /** GRANT, SPEND or REFUND. */
    reason: text().notNull(),
    leaveId: bigint({ mode: 'number' }).references(() => leaveRecords.id),
    staffId: staffRef(),
    note: text(),
    sourceKey: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cancellation_credit_ledger_source_key').on(table.sourceKey),
    index('cancellation_credit_ledger_user_idx').on(table.userId, table.createdAt),
    check('cancellation_credit_ledger_nonzero', sql`${table.amount} <> 0`),
    check(
      'cancellation_credit_ledger_reason',
      sql`${table.reason} in ('GRANT', 'SPEND', 'REFUND')`,
    ),
  ],
);

/** The credit ledger's sum per teacher, kept in the same transaction; never negative. */
export const cancellationCreditBalances = pgTable(
  'cancellation_credit_balances',
  {
    userId: ledgerTeacherRef().primaryKey(),
    balance: integer().notNull().default(0),
  },
  (table) => [check('cancellation_credit_balances_not_negative', sql`${table.balance} >= 0`)],
);

/** A no-show removed with a free pass: one per record, counted per contract year. */
export const freePassUses = pgTable(
  'free_pass_uses',
  {
    id: id(),
    leaveId: leaveRef(),
    teacherId: ledgerTeacherRef(),
    /** The contract year (passYearOf) it was spent in: 0 is the first. */
    passYearIndex: integer().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('free_pass_uses_once_key').on(table.leaveId),
    index('free_pass_uses_teacher_idx').on(table.teacherId, table.createdAt),
  ],
);

/**
 * The cancellation policy's numbers: one row (id 1), OPERATIONS edit it. Until the first edit
 * there is no row and contracts' DEFAULT_CANCELLATION_POLICY applies; the column defaults are
 * the same numbers.
 */
export const cancellationPolicy = pgTable(
  'cancellation_policy',
  {
    id: integer().primaryKey().default(1),
    periodMonths: integer().notNull().default(6),
    cancellationsPerPeriod: integer().notNull().default(6),
    freeLeadHours: integer().notNull().default(24),
    lastMinuteLeadHours: integer().notNull().default(2),
    lateFineCents: integer().notNull().default(200),
    lastMinuteFineCents: integer().notNull().default(1000),
    noShowFineCents: integer().notNull().default(1000),
    leaveNoticeBusinessDays: integer().notNull().default(14),
    freePassesPerYear: integer().notNull().default(1),
    updatedBy: staffRef(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    check('cancellation_policy_one_row', sql`${table.id} = 1`),
    check('cancellation_policy_period', sql`${table.periodMonths} >= 1`),
    check(
      'cancellation_policy_leads',
      sql`${table.lastMinuteLeadHours} >= 0 and ${table.lastMinuteLeadHours} <= ${table.freeLeadHours}`,
    ),
  ],
);

/**
 * What a teacher's pay loses: one row per fine, in cents; a fine given back is a new negative
 * row, never an edit (the database refuses edits and deletes, decision 052). A payslip sums the
 * rows of its month's classes.
 */
export const payDeductions = pgTable(
  'pay_deductions',
  {
    id: id(),
    userId: ledgerTeacherRef(),
    amountCents: integer().notNull(),
    /** FINE, or FINE_REVERSED (an appeal, a free pass, an outcome corrected). */
    kind: text().notNull(),
    leaveId: leaveRef(),
    leaveClassId: bigint({ mode: 'number' })
      .notNull()
      .references(() => leaveRecordClasses.id),
    sourceKey: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pay_deductions_source_key').on(table.sourceKey),
    index('pay_deductions_user_idx').on(table.userId, table.createdAt),
    index('pay_deductions_class_idx').on(table.leaveClassId),
    check('pay_deductions_nonzero', sql`${table.amountCents} <> 0`),
    check('pay_deductions_kind', sql`${table.kind} in ('FINE', 'FINE_REVERSED')`),
  ],
);

/**
 * The student side's notices (an outbox): a class given back, or handed to a standby teacher.
 * The body is kept as signed and sent, so every retry sends the same bytes; the id travels in
 * it, so the student side can drop a repeat.
 */
export const studentSideNotices = pgTable(
  'student_side_notices',
  {
    id: text().primaryKey(),
    /** The notice's number in the status trail (`status_moves.record_id` is a number). */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    slotId: bigint({ mode: 'number' }).references(() => classSlots.id, { onDelete: 'set null' }),
    event: text().notNull(),
    body: text().notNull(),
    /** PENDING (queued), SENT, NOT_SENT (no address configured) or FAILED (retries spent). */
    status: text().notNull().default(STUDENT_NOTICE.PENDING),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: instant().notNull().defaultNow(),
    sentAt: instant(),
  },
  (table) => [
    index('student_side_notices_status_idx').on(table.status, table.createdAt),
    uniqueIndex('student_side_notices_seq_key').on(table.seq),
    check('student_side_notices_status', statusIn(table.status, STUDENT_NOTICE_STATUSES)),
  ],
);

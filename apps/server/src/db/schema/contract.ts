import {
  ACCOUNT_STATES,
  CONTRACT,
  CONTRACT_STATUSES,
  DOCUMENT_STATUSES,
  TEACHER_ACCOUNT,
  UN_SUBMIT,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staff } from './staff.js';
import { statusIn, statusIs } from './status-sql.js';
import { instant } from './columns.js';

const staffRef = () => bigint({ mode: 'number' }).references(() => staff.id);
const userRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Step 4's documents (decision 038): one row per applicant and slot (contracts
 * `DOCUMENT_TYPES`), naming the file last submitted; a new file replaces the old (the sweeper
 * removes what no row names). Statuses: UN_SUBMIT, SUBMITTED, RESUBMIT, PASS.
 */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    /** The slot's own id: the status trail (`status_moves`) names the row by it. */
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: userRef(),
    useType: text().notNull(),
    status: text().notNull().default(UN_SUBMIT),
    storageKey: text(),
    fileName: text(),
    contentType: text(),
    size: integer(),
    /** Why staff sent it back (RESUBMIT); kept until the next review. */
    reason: text().notNull().default(''),
    submittedAt: instant(),
    reviewedAt: instant(),
    reviewedBy: staffRef(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.useType] }),
    uniqueIndex('applicant_documents_id_key').on(table.id),
    check(
      'applicant_documents_known_type',
      sql`${table.useType} in ('TEACHER_CERTIFICATE', 'PROOF_CERTIFICATE', 'PASSPORT', 'EDU_CERTIFICATE')`,
    ),
    check('applicant_documents_known_status', statusIn(table.status, DOCUMENT_STATUSES)),
    // Submitted, sent back or passed: there is a file.
    check(
      'applicant_documents_file_when_submitted',
      sql`${statusIs(table.status, UN_SUBMIT)} or ${table.storageKey} is not null`,
    ),
  ],
);

/**
 * A contract offered to an applicant (decision 038): the terms staff set, the PDF made from
 * them, and once signed the signature. A signed or void version never changes (its updates
 * are conditional on INVITED); new terms make a new version. One version is open at a time.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    version: integer().notNull(),
    /**
     * The contract this one renews (decision 052): its line of terms (a secondary position's
     * contracts renew each other, apart from the main position's). Null for a first contract.
     */
    renewsContractId: bigint({ mode: 'number' }).references((): AnyPgColumn => contracts.id),
    /** INVITED, SIGNED or VOID (contracts `CONTRACT_STATUSES`). */
    status: text().notNull().default(CONTRACT.INVITED),
    contractType: text().notNull(),
    payPerClassCents: integer().notNull(),
    basicIncreaseCents: integer().notNull(),
    peakCarrots: integer().notNull(),
    effectiveOn: date({ mode: 'string' }).notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    createdBy: staffRef().notNull(),
    createdAt: instant().notNull().defaultNow(),
    /** The document as offered, and the SHA-256 (hex) the signature page quotes. */
    unsignedStorageKey: text().notNull(),
    unsignedSha256: text().notNull(),
    signedName: text(),
    signedAt: instant(),
    signedIp: text(),
    signedStorageKey: text(),
    closedAt: instant(),
  },
  (table) => [
    uniqueIndex('contracts_user_version_key').on(table.userId, table.version),
    uniqueIndex('contracts_one_open_key')
      .on(table.userId)
      .where(statusIs(table.status, CONTRACT.INVITED)),
    check('contracts_known_status', statusIn(table.status, CONTRACT_STATUSES)),
    check(
      'contracts_signed_complete',
      sql`(${statusIs(table.status, CONTRACT.SIGNED)}) = (${table.signedAt} is not null and ${table.signedName} is not null and ${table.signedStorageKey} is not null)`,
    ),
    check('contracts_dates_in_order', sql`${table.expiresOn} > ${table.effectiveOn}`),
    check(
      'contracts_amounts_not_negative',
      sql`${table.payPerClassCents} >= 0 and ${table.basicIncreaseCents} >= 0 and ${table.peakCarrots} >= 0`,
    ),
  ],
);

/** The background check of an applicant: consent recorded by staff, then clear or adverse. */
export const backgroundChecks = pgTable(
  'background_checks',
  {
    userId: userRef().primaryKey(),
    consentAt: instant(),
    consentBy: staffRef(),
    /** CLEAR or ADVERSE, once decided. */
    result: text(),
    reason: text().notNull().default(''),
    decidedAt: instant(),
    decidedBy: staffRef(),
  },
  (table) => [
    check('background_checks_known_result', sql`${table.result} in ('CLEAR', 'ADVERSE')`),
    check(
      'background_checks_consent_first',
      sql`${table.result} is null or ${table.consentAt} is not null`,
    ),
  ],
);

/**
 * An activated teacher (Finish): grade and level, the account's state (OPERATIONS may suspend
 * it), the profile details the teacher keeps, and the time zone they read times in.
 */
export const teachers = pgTable(
  'teachers',
  {
    userId: userRef().primaryKey(),
    grade: text().notNull().default('C'),
    level: integer().notNull().default(1),
    /** ACTIVE or DISABLED (contracts `ACCOUNT_STATES`). */
    accountStatus: text().notNull().default(TEACHER_ACCOUNT.ACTIVE),
    statusReason: text().notNull().default(''),
    statusChangedAt: instant(),
    activatedAt: instant().notNull().defaultNow(),
    activatedBy: staffRef(),
    timeZone: text(),
    /** The profile's fields as the teacher last saved them (contracts `teacherProfile`). */
    profile: jsonb().$type<Record<string, string>>().notNull().default({}),
    profileUpdatedAt: instant(),
  },
  (table) => [
    check('teachers_known_grade', sql`${table.grade} in ('S_PLUS', 'S', 'A', 'B', 'C')`),
    check('teachers_known_level', sql`${table.level} between 1 and 3`),
    check('teachers_known_state', statusIn(table.accountStatus, ACCOUNT_STATES)),
  ],
);

/**
 * A teacher's bank details (decision 038): the fields sealed with AES-256-GCM under
 * `BANK_DATA_KEY` (`keyId` names the key, for rotation); only a masked hint is plain.
 */
export const bankDetails = pgTable('bank_details', {
  userId: userRef().primaryKey(),
  /** ABA_BANK, SWIFT or PAYPAL. */
  method: text().notNull(),
  sealed: text().notNull(),
  keyId: text().notNull(),
  /** What may be shown: the last four characters of the account or the PayPal address's domain. */
  masked: text().notNull(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * The audit trail of staff actions that do not move the funnel (the moves have
 * `application_events`): a document viewed or judged, terms set, a bank record read, an
 * account suspended. Rows are only ever added: the database refuses edits and deletes, and
 * keeps them when an account would go (decision 052).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id),
    action: text().notNull(),
    /** The applicant or teacher the action concerns. */
    userId: bigint({ mode: 'number' }).references(() => users.id),
    detail: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [index('staff_actions_user_idx').on(table.userId, table.createdAt)],
);

import { INITIAL_PLACE } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from './staff.js';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Applicant and teacher accounts. The funnel stage lives here: one account, one application. */
export const users = pgTable(
  'users',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** The account's own code, for the referral programme (digits). */
    referralCode: text().notNull(),
    referredByUserId: bigint({ mode: 'number' }),
    poster: text(),
    clickId: text(),
    stage: text().notNull().default(INITIAL_PLACE.stage),
    /** The recruiter who looks after the applicant (their "success manager"), once assigned. */
    successManagerId: bigint({ mode: 'number' }),
    status: text().notNull().default(INITIAL_PLACE.status),
    createdAt: createdAt(),
    passwordChangedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One account per address whatever its case: the database settles registration races.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_referral_code_key').on(table.referralCode),
    // The console's applicant list, newest or oldest first, keyset paged: a page reads the
    // index from its cursor on; filtered by stage, the stage's own run of that order (which
    // also serves every read by stage).
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_stage_created_at_id_idx').on(table.stage, table.createdAt, table.id),
    // An owner's "Waiting on me" queue (decision 069): their applicants at a given status.
    index('users_success_manager_status_idx')
      .on(table.successManagerId, table.status)
      .where(sql`${table.successManagerId} is not null`),
  ],
);

/**
 * How many accounts stand at each place of the funnel: the console's applicant list reads its
 * totals here instead of counting every account on every page. Triggers on `users` keep it in
 * the transaction that inserts, moves or deletes accounts, whoever writes (migration 0021).
 */
export const applicantCounts = pgTable(
  'applicant_counts',
  {
    stage: text().notNull(),
    status: text().notNull(),
    accounts: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.stage, table.status] })],
);

/** Signed-in sessions of teachers and staff. Only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    staffId: bigint({ mode: 'number' }).references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (30 days after sign-in); idle expiry is lastSeenAt + 1 day. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_staff_idx').on(table.staffId),
    // The hourly maintenance deletes by either expiry: both are indexed.
    index('sessions_last_seen_idx').on(table.lastSeenAt),
    index('sessions_expires_idx').on(table.expiresAt),
    check('sessions_one_owner', sql`(${table.userId} is null) <> (${table.staffId} is null)`),
  ],
);

/** Single-use links: password resets and staff invitations. Only a hash of the code is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text().notNull(),
    subjectId: bigint({ mode: 'number' }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_key').on(table.tokenHash),
    index('one_time_tokens_subject_idx').on(table.purpose, table.subjectId),
  ],
);

/** Captcha challenges: a ticket (hashed) and its answer, single use, short-lived. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    ticketHash: text().primaryKey(),
    scene: text().notNull(),
    answer: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);

/** Sign-in failures, registrations and reset requests, counted for captcha and lock rules. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    /** Lower-cased e-mail the event concerns, if any. */
    email: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('security_events_email_idx').on(table.kind, table.email, table.createdAt),
    index('security_events_ip_idx').on(table.kind, table.ip, table.createdAt),
  ],
);

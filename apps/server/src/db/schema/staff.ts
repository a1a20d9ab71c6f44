import { sql } from 'drizzle-orm';
import { STAFF_ACCOUNT } from '@portal/contracts';
import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Back-office accounts, separate from teachers. */
export const staff = pgTable(
  'staff',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    roles: text().array().notNull(),
    status: text().notNull().default(STAFF_ACCOUNT.INVITED),
    /** Null until the invitation link is used. */
    passwordHash: text(),
    invitedBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The TOTP secret, sealed with a key of its own (decision 029); pending until enabled. */
    totpSecretSealed: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: bigint({ mode: 'number' }),
  },
  (table) => [uniqueIndex('staff_email_lower_key').on(sql`lower(${table.email})`)],
);

/** One-time recovery codes of a member's second factor, stored hashed. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_recovery_codes_hash_key').on(table.staffId, table.codeHash)],
);

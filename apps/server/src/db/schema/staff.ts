import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Back-office accounts, separate from teachers. */
export const staff = pgTable(
  'staff',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    roles: text().array().notNull(),
    status: text().notNull().default('INVITED'),
    /** Null until the invitation link is used. */
    passwordHash: text(),
    invitedBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_email_lower_key').on(sql`lower(${table.email})`)],
);

import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.js';
import { users } from './accounts.js';

/**
 * The application form, one per account. Names are columns (the recruiter searches them);
 * the other fields are kept as the wire sends them, files as `file:<id>` references.
 */
export const resumes = pgTable(
  'resumes',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    commitStep: integer().notNull().default(0),
    firstName: text(),
    lastName: text(),
    fields: jsonb().$type<Record<string, string | boolean>>().notNull().default({}),
    submittedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_submitted_idx').on(table.submittedAt)],
);

/** Files applicants upload, in private storage under server-made keys. */
export const uploads = pgTable(
  'uploads',
  {
    id: text().primaryKey(),
    ownerUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    fileName: text().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerUserId)],
);

/** The audit trail of an application: who moved it, when, from where to where, and why. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when the applicant did it (submitting the form). */
    staffId: bigint({ mode: 'number' }).references(() => staff.id),
    fromStage: text().notNull(),
    fromStatus: text().notNull(),
    toStage: text().notNull(),
    toStatus: text().notNull(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_user_idx').on(table.userId, table.createdAt)],
);

/** Contact Us messages from applicants and teachers to their success manager. */
export const helpMessages = pgTable(
  'help_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_messages_user_idx').on(table.userId)],
);

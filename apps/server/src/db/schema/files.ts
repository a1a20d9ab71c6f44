import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Upload grants (decision 027): one object a teacher may put straight into storage, with the
 * key, purpose, content type and largest size it was granted for. The row names its key from
 * the grant on, so the sweeper keeps the file while the grant lives; a grant no feature
 * claimed within a day goes, with its file.
 */
export const fileGrants = pgTable(
  'file_grants',
  {
    id: text().primaryKey(),
    ownerUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    fileName: text().notNull(),
    maxBytes: integer().notNull(),
    /** The stored file's size, once received and checked. */
    size: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set once, by the one upload the grant allows (a conditional update). */
    usedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    /** Set when a feature (a receipt, a contract, a recording) takes the file up. */
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_grants_owner_created_idx').on(table.ownerUserId, table.createdAt)],
);

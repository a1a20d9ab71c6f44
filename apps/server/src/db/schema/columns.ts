import { bigint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Column shapes the schema modules share (not tables: index.ts does not export this file). */

/** An instant: timestamptz read as a Date. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** A generated bigint primary key. */
export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The teacher (a user) a row belongs to; the row goes with the account. */
export const teacherRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The teacher a money or ledger row belongs to (decision 052): never removed with the account
 * (no cascading delete; the database refuses to delete a user who has them).
 */
export const ledgerTeacherRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => users.id);

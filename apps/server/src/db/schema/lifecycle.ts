import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/**
 * Every status move of every declared lifecycle (contracts `defineLifecycle`), written by the
 * lifecycle writer in the transaction of the move itself: which record, which named move, from
 * and to, and who took it. Append-only (the database refuses edits and deletes). No foreign
 * keys: the trail outlives the records and accounts it speaks of (a regenerated draft, an
 * account removed), as a log does.
 */
export const statusMoves = pgTable(
  'status_moves',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lifecycle: text().notNull(),
    recordId: bigint({ mode: 'number' }).notNull(),
    move: text().notNull(),
    /** Null when the move created the record. */
    fromStatus: text(),
    toStatus: text().notNull(),
    /** The contracts' MoveActor: applicant, teacher, staff, student side or clock. */
    actor: text().notNull(),
    /** The staff member's id when staff moved it, the user's id when a teacher or applicant did. */
    actorId: bigint({ mode: 'number' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [index('status_moves_record_idx').on(table.lifecycle, table.recordId, table.id)],
);

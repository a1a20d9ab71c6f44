import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { instant } from './columns.js';
import { staff } from './staff.js';

/**
 * Staff notes on a teacher (decision 063): who wrote what, when. Append-only like the audit
 * trail (the database refuses edits and deletes; a correction is a new note), and kept when an
 * account would go: the teacher's row cannot be deleted while it has notes.
 */
export const teacherNotes = pgTable(
  'teacher_notes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id),
    body: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('teacher_notes_user_idx').on(table.userId, table.createdAt),
    check('teacher_notes_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

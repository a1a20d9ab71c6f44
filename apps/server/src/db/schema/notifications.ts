import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, teacherRef } from './columns.js';

/**
 * A teacher's notices (decision 067): what each mail to a teacher account said, written by
 * the mail service in the transaction that queues the mail, read and marked read in the portal.
 */
export const teacherNotifications = pgTable(
  'teacher_notifications',
  {
    id: id(),
    userId: teacherRef(),
    /** The mail's template (`payslipReleased` ...). */
    kind: text().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    /** A page of the teacher area below the base path, or null. */
    link: text(),
    createdAt: instant().notNull().defaultNow(),
    readAt: instant(),
  },
  (table) => [
    // The list, newest first, and the unread count (a partial index of what is left to read).
    index('teacher_notifications_user_idx').on(table.userId, table.createdAt, table.id),
    index('teacher_notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

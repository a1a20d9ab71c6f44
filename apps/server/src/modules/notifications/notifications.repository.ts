import type { MailNotice, MailTemplate, TeacherNotification } from '@portal/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teacherNotifications, teachers, users } from '../../db/schema/index.js';

type Row = typeof teacherNotifications.$inferSelect;

const viewOf = (row: Row): TeacherNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  text: row.text,
  link: row.link,
  createdAt: row.createdAt.getTime(),
  readAt: row.readAt?.getTime() ?? null,
});

/** The teachers' notices (decision 067); every read and write names the teacher. */
export function createNotificationsRepository(db: Db) {
  const unread = (userId: number) =>
    and(eq(teacherNotifications.userId, userId), isNull(teacherNotifications.readAt));

  return {
    /**
     * The notice of a mail to `email`, when that address is a teacher account's (an
     * applicant's or a staff member's mail records none): one statement, in the caller's scope.
     */
    async recordForTeacher(email: string, kind: MailTemplate, notice: MailNotice): Promise<void> {
      await db.execute(sql`
        insert into ${teacherNotifications}
          (user_id, kind, title, text, link)
        select ${teachers.userId}, ${kind}, ${notice.title}, ${notice.text}, ${notice.link}
        from ${teachers} join ${users} on ${users.id} = ${teachers.userId}
        where lower(${users.email}) = lower(${email})`);
    },

    async page(userId: number, page: { index: number; size: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(teacherNotifications)
          .where(eq(teacherNotifications.userId, userId))
          .orderBy(desc(teacherNotifications.createdAt), desc(teacherNotifications.id))
          .limit(page.size)
          .offset((page.index - 1) * page.size),
        db
          .select({ total: count() })
          .from(teacherNotifications)
          .where(eq(teacherNotifications.userId, userId)),
      ]);
      return { total: total?.total ?? 0, list: rows.map(viewOf) };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(teacherNotifications)
        .where(unread(userId));
      return row?.unread ?? 0;
    },

    /** Marks the teacher's own notice read (another's is left as it is); false when none. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(teacherNotifications)
        .set({ readAt: sql`coalesce(${teacherNotifications.readAt}, now())` })
        .where(and(eq(teacherNotifications.id, id), eq(teacherNotifications.userId, userId)))
        .returning({ id: teacherNotifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .update(teacherNotifications)
        .set({ readAt: sql`now()` })
        .where(unread(userId));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

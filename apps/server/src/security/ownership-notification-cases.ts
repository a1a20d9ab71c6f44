import type { TeacherNotification } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { dataOf, teacherCalls } from '../test/classes.js';
import { activatedTeacher } from '../test/teachers.js';

interface Context {
  app: () => FastifyInstance;
}
type Calls = ReturnType<typeof teacherCalls>;

/**
 * The ownership suite's cases for the notification centre (decision 067): the owner has an
 * unread notice; a second teacher neither lists, counts nor marks it.
 */
export function notificationOwnershipCases({ app }: Context) {
  let ready: Promise<{ owner: Calls; other: Calls; noticeId: number }> | undefined;
  function setUp() {
    ready ??= (async () => {
      const [owner, other] = await Promise.all([activatedTeacher(app()), activatedTeacher(app())]);
      const [row] = await queryRows<{ id: number }>(
        app().database.db,
        sql`insert into teacher_notifications (user_id, kind, title, text, link)
          values (${owner.userId}, 'payslipReleased', 'Your payslip', 'It is ready.', '/payslip/list')
          returning id::int as id`,
      );
      if (!row) throw new Error('no notice written');
      return {
        owner: teacherCalls(app(), owner.token),
        other: teacherCalls(app(), other.token),
        noticeId: row.id,
      };
    })();
    return ready;
  }
  const unread = async (who: Calls) =>
    dataOf<{ unread: number }>(await who.get('/t/tc/notifications/unread-count')).unread;

  return {
    async getNotifications() {
      const { owner, other, noticeId } = await setUp();
      const ids = async (who: Calls) =>
        dataOf<{ list: TeacherNotification[] }>(await who.get('/t/tc/notifications')).list.map(
          (n) => n.id,
        );
      expect(await ids(owner)).toContain(noticeId);
      expect(await ids(other)).not.toContain(noticeId);
    },

    async getUnreadNotificationCount() {
      const { owner, other } = await setUp();
      expect(await unread(owner)).toBeGreaterThan(0);
      expect(await unread(other)).toBe(0);
    },

    async markNotificationRead() {
      const { owner, other, noticeId } = await setUp();
      const before = await unread(owner);
      const res = await other.post(`/t/tc/notifications/${noticeId}/read`);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(await unread(owner)).toBe(before);
    },

    async markAllNotificationsRead() {
      const { owner, other } = await setUp();
      const before = await unread(owner);
      dataOf(await other.post('/t/tc/notifications/read-all'));
      expect(await unread(owner)).toBe(before);
    },
  };
}

import type { TeacherNotification } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { applicantAt, expectRefused } from '../../test/demo-scheduling.js';
import { dataOf } from '../../test/classes.js';
import { classWorld } from '../../test/class-world.js';

// The teacher's notification centre (decision 067): each mail to a teacher account leaves a
// notice, written where mails are queued and in the job's transaction; a teacher reads and
// marks only their own.

const { app, newTeacher } = classWorld();
type Teacher = Awaited<ReturnType<typeof newTeacher>>;

const RELEASED = (month: string) => ({
  link: 'http://localhost/v2/payslip/list',
  name: 'Ann',
  month,
  amount: '$10.00',
});

/** How many mail jobs and notices name this address or account. */
async function written(email: string, userId: number) {
  const [row] = await queryRows<{ jobs: number; notices: number }>(
    app().database.db,
    sql`select
      (select count(*)::int from pgboss.job where name = 'send-mail' and data->>'to' = ${email}) as jobs,
      (select count(*)::int from teacher_notifications where user_id = ${userId}) as notices`,
  );
  return row;
}

const pageOf = async (teacher: Teacher, query: Record<string, number> = {}) =>
  dataOf<{ total: number; list: TeacherNotification[] }>(
    await teacher.get('/t/tc/notifications', query),
  );
const unreadOf = async (teacher: Teacher) =>
  dataOf<{ unread: number }>(await teacher.get('/t/tc/notifications/unread-count')).unread;

describe('a mail to a teacher', () => {
  it('writes its notice with the job, in the unit of work, or neither when the unit fails', async () => {
    const teacher = await newTeacher();
    await expect(
      app().services.uow.run(async (tx) => {
        await tx.mail.send(teacher.email, 'payslipReleased', RELEASED('2026/10'));
        throw new Error('a later write fails');
      }),
    ).rejects.toThrow('a later write fails');
    expect(await written(teacher.email, teacher.userId)).toEqual({ jobs: 0, notices: 0 });

    await app().services.uow.run(async (tx) => {
      await tx.mail.send(teacher.email.toUpperCase(), 'payslipReleased', RELEASED('2026/11'));
    });
    expect(await written(teacher.email.toUpperCase(), teacher.userId)).toEqual({
      jobs: 1,
      notices: 1,
    });
    const [notice] = (await pageOf(teacher)).list;
    expect(notice).toMatchObject({
      kind: 'payslipReleased',
      title: 'Your payslip for 2026/11 is ready',
      link: '/payslip/list',
      readAt: null,
    });
  });

  it('outside a unit of work (a worker) writes both in a transaction of its own', async () => {
    const teacher = await newTeacher();
    await app().services.mail.send(teacher.email, 'accountRestored', {
      link: 'http://localhost/v2/home?type=login',
      name: 'Ann',
    });
    expect(await written(teacher.email, teacher.userId)).toEqual({ jobs: 1, notices: 1 });
    expect((await pageOf(teacher)).list[0]).toMatchObject({
      kind: 'accountRestored',
      link: '/booking',
    });
  });

  it('to an applicant is mailed with no notice', async () => {
    const applicant = await applicantAt(app(), 'BASIC_INFO', 'Init');
    const [user] = await queryRows<{ email: string }>(
      app().database.db,
      sql`select email from users where id = ${applicant.userId}`,
    );
    const email = user?.email ?? '';
    await app().services.mail.send(email, 'resumePassed', { link: 'http://x/v2/home', name: 'Bo' });
    expect(await written(email, applicant.userId)).toEqual({ jobs: 1, notices: 0 });
  });
});

describe("the teacher's notifications", () => {
  it('are paged newest first, counted unread, and marked read one or all', async () => {
    const teacher = await newTeacher();
    for (const month of ['2026/08', '2026/09', '2026/10'])
      await app().services.mail.send(teacher.email, 'payslipReleased', RELEASED(month));
    expect(await unreadOf(teacher)).toBe(3);
    const first = await pageOf(teacher, { pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.list.map((n) => n.title)).toEqual([
      'Your payslip for 2026/10 is ready',
      'Your payslip for 2026/09 is ready',
    ]);
    const second = await pageOf(teacher, { pageSize: 2, pageIndex: 2 });
    expect(second.list.map((n) => n.title)).toEqual(['Your payslip for 2026/08 is ready']);

    const newest = first.list[0]?.id ?? 0;
    expect(dataOf(await teacher.post(`/t/tc/notifications/${newest}/read`))).toEqual({ unread: 2 });
    // Marking it again changes nothing, and keeps the first reading's time.
    const readAt = (await pageOf(teacher)).list[0]?.readAt;
    expect(readAt).toEqual(expect.any(Number));
    expect(dataOf(await teacher.post(`/t/tc/notifications/${newest}/read`))).toEqual({ unread: 2 });
    expect((await pageOf(teacher)).list[0]?.readAt).toBe(readAt);

    expect(dataOf(await teacher.post('/t/tc/notifications/read-all'))).toEqual({ unread: 0 });
    expect((await pageOf(teacher)).list.every((n) => n.readAt !== null)).toBe(true);
  });

  it("are a teacher's own: another's are neither listed, counted nor marked", async () => {
    const owner = await newTeacher();
    const other = await newTeacher();
    await app().services.mail.send(owner.email, 'payslipReleased', RELEASED('2026/11'));
    const [notice] = (await pageOf(owner)).list;
    expect(await pageOf(other)).toEqual({ total: 0, list: [] });
    expect(await unreadOf(other)).toBe(0);
    expectRefused(await other.post(`/t/tc/notifications/${notice?.id}/read`), 'NOT_FOUND');
    dataOf(await other.post('/t/tc/notifications/read-all'));
    expect(await unreadOf(owner)).toBe(1);
    expectRefused(await app().inject({ url: '/t/tc/notifications' }), 'TOKEN_NULL');
  });

  it('are kept 90 days once read and a year at most, by the hourly maintenance', async () => {
    const teacher = await newTeacher();
    const notice = (title: string, age: string, read: string | null) =>
      sql`insert into teacher_notifications (user_id, kind, title, text, created_at, read_at)
          values (${teacher.userId}, 'payslipReleased', ${title}, 'x', now() - ${age}::interval,
                  ${read === null ? null : sql`now() - ${read}::interval`})`;
    for (const row of [
      notice('read lately', '100 days', '89 days'),
      notice('read long ago', '100 days', '91 days'),
      notice('unread, old', '300 days', null),
      notice('unread, too old', '366 days', null),
    ])
      await app().database.db.execute(row);
    await app().services.maintenance.run();
    expect((await pageOf(teacher)).list.map((n) => n.title).sort()).toEqual([
      'read lately',
      'unread, old',
    ]);
  });
});

import type { FixedPeriodView, FixedRequestView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { classWorld } from './class-world.js';
import { dataOf, grantPermission } from './classes.js';

/** A Tuesday 19:00 Beijing period of three weeks (Dec 8, 15, 22), 8 days after the world's NOW. */
export const PERIOD = {
  courseType: 'MAIN',
  weeklyTimes: [{ isoDay: 2, startMinute: 19 * 60 }],
  firstDate: '2026/12/07',
  lastDate: '2026/12/27',
};

/**
 * A fixed-class test file's world: the class world (app, clock, student side) with teachers
 * who hold the fixed-class permission and take requests, and the calls of both sides.
 */
export function fixedWorld() {
  const world = classWorld();
  type Teacher = Awaited<ReturnType<typeof world.newTeacher>>;

  async function reminderJobs(kind: 'request' | 'continue', id: number) {
    const rows = await queryRows<{ due: string; startAfter: Date; state: string }>(
      world.app().database.db,
      sql`select data->>'due' as due, start_after as "startAfter", state from pgboss.job
        where name = 'fixed-reminder' and data->>'kind' = ${kind} and (data->>'id')::int = ${id}
        order by start_after`,
    );
    return rows.map((r) => ({
      due: Number(r.due),
      startAfter: new Date(r.startAfter).getTime(),
      state: r.state,
    }));
  }

  return {
    ...world,
    /** A teacher with the permission, open for requests. */
    async fixedTeacher(timeZone?: string): Promise<Teacher> {
      const teacher = await world.newTeacher(timeZone);
      await grantPermission(world.app(), teacher.userId, 'FIXED_CLASS_BOOK');
      dataOf(await teacher.post('/t/tc/fixed/open', { open: true }));
      return teacher;
    },
    save: (teacher: Teacher, period: object = {}) =>
      teacher.post('/t/tc/fixed/period/save', { ...PERIOD, ...period }),
    async offered(teacher: Teacher, period: object = {}): Promise<FixedPeriodView> {
      return dataOf<FixedPeriodView>(
        await teacher.post('/t/tc/fixed/period/save', { ...PERIOD, ...period }),
      );
    },
    ask: (periodId: number, studentIds = ['stu-a', 'stu-b']) =>
      world.students().post('/ops/integration/fixed/requests', {
        periodId,
        studentIds,
        level: 'L2',
        unit: 'U3',
        lesson: 'Lesson 4',
      }),
    async requested(periodId: number, studentIds?: string[]): Promise<FixedRequestView> {
      const res = await world.students().post('/ops/integration/fixed/requests', {
        periodId,
        studentIds: studentIds ?? ['stu-a', 'stu-b'],
        level: 'L2',
        unit: 'U3',
        lesson: 'Lesson 4',
      });
      return dataOf<FixedRequestView>(res);
    },
    answer: (teacher: Teacher, requestId: number, decision = 'ACCEPT', reason?: string) =>
      teacher.post('/t/tc/fixed/accept/confirm', {
        requestId,
        decision,
        ...(reason ? { reason } : {}),
      }),
    /** The period's class rows as stored, with their students. */
    weeks: (periodId: number) =>
      queryRows<{ startsAt: number; status: string; students: string[] }>(
        world.app().database.db,
        sql`select (extract(epoch from s.starts_at) * 1000)::bigint::float8 as "startsAt", s.status,
              coalesce((select array_agg(c.student_id order by c.student_id) from class_students c
                where c.slot_id = s.id and c.cancelled_at is null), '{}') as students
            from class_slots s where s.fixed_period_id = ${periodId} order by s.starts_at`,
      ),
    /** The reminder jobs a request or a period asked for, by due time. */
    reminderJobs,
    /** Makes the job due at `due` runnable now and waits for the worker to finish it. */
    async runReminder(kind: 'request' | 'continue', id: number, due: number) {
      await world.app().database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'fixed-reminder'
            and data->>'kind' = ${kind} and (data->>'id')::int = ${id}
            and (data->>'due')::bigint = ${due}`,
      );
      await vi.waitFor(
        async () =>
          expect((await reminderJobs(kind, id)).find((job) => job.due === due)?.state).toBe(
            'completed',
          ),
        { timeout: 20_000, interval: 100 },
      );
    },
    /** Subjects of the mails queued to an address, in order (the outbox's jobs). */
    subjectsTo: async (email: string) =>
      (
        await queryRows<{ subject: string }>(
          world.app().database.db,
          sql`select data->>'subject' as subject from pgboss.job
            where name = 'send-mail' and data->>'to' = ${email} order by created_on, id`,
        )
      ).map((row) => row.subject),
  };
}

import { FIELD_MESSAGES, type FixedPeriodView, type FixedRequestView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { beijing, dataOf } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { DAY, expectRefused } from '../../test/demo-scheduling.js';
import { fixedWorld } from '../../test/fixed-world.js';

const { app, clock, fixedTeacher, offered, requested, answer, weeks } = fixedWorld();

/** The period of fixed-world (Dec 7 to 27, Tuesdays 19:00) ends at Dec 28; its check opens 14 days before. */
const FIRST_WEEK = beijing(2026, 12, 8, 19);
const CHECK_OPEN = beijing(2026, 12, 28) - 14 * 86_400_000;

type Teacher = Awaited<ReturnType<typeof fixedTeacher>>;

const check = (teacher: Teacher, body: object) => teacher.post('/t/tc/fixed/continue/check', body);
const sqlOn = (query: ReturnType<typeof sql>) => app().database.db.execute(query);

/** A teacher, an offered period and a request waiting on it, at NOW. */
async function waiting(studentIds?: string[]) {
  clock.set(NOW);
  const teacher = await fixedTeacher();
  const period = await offered(teacher);
  const request = await requested(period.periodId, studentIds);
  return { teacher, period, request };
}

describe('answers refused', () => {
  it("refuse a request that is not the teacher's, either way, and book nothing", async () => {
    const { period, request } = await waiting();
    const stranger = await fixedTeacher();
    for (const decision of ['ACCEPT', 'DECLINE']) {
      expectRefused(
        await answer(stranger, request.requestId, decision),
        'BIZ_TEACHER_COURSE_NOT_EXIST',
      );
      expectRefused(await answer(stranger, 987_654, decision), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    }
    expect(await weeks(period.periodId)).toEqual([]);
  });

  it('list only the requests of the asked status, as of now', async () => {
    const { teacher, period, request } = await waiting();
    const other = await requested(period.periodId, ['stu-c']);
    dataOf(await answer(teacher, other.requestId, 'DECLINE', 'Not this group.'));
    const ids = async (status?: string) =>
      dataOf<FixedRequestView[]>(
        await teacher.get('/t/tc/fixed/accept/list', status ? { status } : {}),
      ).map((r) => r.requestId);
    expect(await ids('DECLINED')).toEqual([other.requestId]);
    expect(await ids('PENDING')).toEqual([request.requestId]);
    expect((await ids()).sort()).toEqual([request.requestId, other.requestId].sort());
    clock.set(request.deadline);
    expect(await ids('PENDING')).toEqual([]);
    expect(await ids('EXPIRED')).toEqual([request.requestId]);
  });

  it('refuse accepting once the first week has begun, even before a (later) deadline', async () => {
    const { teacher, period, request } = await waiting();
    await sqlOn(
      sql`update fixed_requests set deadline = ${new Date(FIRST_WEEK + DAY)} where id = ${request.requestId}`,
    );
    clock.set(FIRST_WEEK);
    expectRefused(await answer(teacher, request.requestId), 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(await weeks(period.periodId)).toEqual([]);
    const [still] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(still?.status).toBe('OFFERED');
  });

  it('refuse accepting on a period no longer offered, and leave the request waiting', async () => {
    const { teacher, period, request } = await waiting();
    await sqlOn(sql`update fixed_periods set status = 'WITHDRAWN' where id = ${period.periodId}`);
    expectRefused(await answer(teacher, request.requestId), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(await weeks(period.periodId)).toEqual([]);
    const [still] = dataOf<FixedRequestView[]>(await teacher.get('/t/tc/fixed/accept/list'));
    expect(still).toMatchObject({ requestId: request.requestId, status: 'PENDING' });
  });

  it("books the weeks with the contract's peak carrots", async () => {
    const { teacher, period, request } = await waiting();
    dataOf(await answer(teacher, request.requestId));
    const rows = await queryRows<{ peak: boolean; carrots: number }>(
      app().database.db,
      sql`select peak, peak_carrots as carrots from class_slots where fixed_period_id = ${period.periodId}`,
    );
    expect(rows).toEqual([1, 2, 3].map(() => ({ peak: true, carrots: 1 })));
  });
});

describe('continue checks refused', () => {
  /** An active period for stu-a and stu-b, whose other request (stu-c, asked first) was declined. */
  async function active() {
    const { teacher, period } = await waiting(['stu-c']);
    const accepted = await requested(period.periodId, ['stu-a', 'stu-b']);
    dataOf(await answer(teacher, accepted.requestId));
    clock.set(CHECK_OPEN);
    return { teacher, period, accepted };
  }

  it("refuse a period that is not the teacher's, or not active", async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    clock.set(CHECK_OPEN);
    expectRefused(
      await check(teacher, { periodId: period.periodId, decision: 'END' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    const { period: theirs } = await active();
    for (const periodId of [theirs.periodId, 987_654])
      expectRefused(
        await check(teacher, { periodId, decision: 'END' }),
        'BIZ_TEACHER_COURSE_NOT_EXIST',
      );
  });

  it('refuse a last date before the first, a period without a week, and one too long', async () => {
    const { teacher, period } = await active();
    const refusedField = async (lastDate: string) => {
      const res = await check(teacher, {
        periodId: period.periodId,
        decision: 'CONTINUE',
        lastDate,
      });
      expectRefused(res, 'BIZ_PARAM_ERR');
      return res.json().data.fields;
    };
    expect(await refusedField('2026/12/27')).toEqual({ lastDate: FIELD_MESSAGES.dateOrder });
    // One Monday: no Tuesday in it.
    expectRefused(
      await check(teacher, {
        periodId: period.periodId,
        decision: 'CONTINUE',
        lastDate: '2026/12/28',
      }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    // 26 weeks at most: Dec 28 to Jun 27 is 26 weeks, one more day is 27.
    expect(await refusedField('2027/06/28')).toEqual({
      lastDate: FIELD_MESSAGES.fixedPeriodLength,
    });
    // Weeks after the contract's end (2027/04/30) are not the teacher's to book (decision 052).
    const beyond = await check(teacher, {
      periodId: period.periodId,
      decision: 'CONTINUE',
      lastDate: '2027/06/27',
    });
    expectRefused(beyond, 'BIZ_TEACHER_DATE_OUT_OF_CONTRACT');
    expect(Object.keys(beyond.json().data.fields)).toHaveLength(8);
    await sqlOn(
      sql`update contracts set expires_on = '2027-10-31' where user_id = ${teacher.userId}`,
    );
    const answered = dataOf<{ next: FixedPeriodView }>(
      await check(teacher, {
        periodId: period.periodId,
        decision: 'CONTINUE',
        lastDate: '2027/06/27',
      }),
    );
    expect(answered.next.starts).toHaveLength(26);
    expect(answered.next.students.map((s) => s.studentId)).toEqual(['stu-a', 'stu-b']);
    expect((await weeks(answered.next.periodId))[0]?.students).toEqual(['stu-a', 'stu-b']);
  });

  it('refuse continuing a period whose accepted request is gone, and change nothing', async () => {
    const { teacher, period, accepted } = await active();
    await sqlOn(
      sql`update fixed_requests set status = 'CANCELLED' where id = ${accepted.requestId}`,
    );
    expectRefused(
      await check(teacher, { periodId: period.periodId, decision: 'CONTINUE' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    const periods = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(periods).toHaveLength(1);
    expect(periods[0]?.continueCheck).toMatchObject({ due: true, decision: null });
  });

  it('refuse every answer while the class type is switched off', async () => {
    const { teacher, period, request } = await waiting();
    await sqlOn(sql`update class_types set active = false where smart_class_type = 'MAIN'`);
    try {
      expectRefused(await answer(teacher, request.requestId), 'BIZ_TEACHER_COURSE_NOT_EXIST');
      expect(await weeks(period.periodId)).toEqual([]);
    } finally {
      await sqlOn(sql`update class_types set active = true where smart_class_type = 'MAIN'`);
    }
  });
});

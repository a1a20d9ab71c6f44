import type { FixedRequestView } from '@portal/contracts';
import { mailTime } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { dataOf } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { expectRefused, HOUR } from '../../test/demo-scheduling.js';
import { fixedWorld } from '../../test/fixed-world.js';

const {
  app,
  clock,
  students,
  fixedTeacher,
  offered,
  requested,
  answer,
  subjectsTo,
  reminderJobs,
  runReminder,
} = fixedWorld();

const DEADLINE = NOW + 48 * HOUR;
const db = () => app().database.db;

const storedStatus = async (requestId: number) =>
  (
    await queryRows<{ status: string }>(
      db(),
      sql`select status from fixed_requests where id = ${requestId}`,
    )
  )[0]?.status;

describe('a request unanswered', () => {
  it('mails the teacher at once and asks for reminders 24 and 2 hours before its deadline', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher('America/New_York');
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    expect(request.deadline).toBe(DEADLINE);
    // In the teacher's zone with its offset, and Beijing time beside it (issue 36).
    const deadline = mailTime(DEADLINE, { zone: 'America/New_York', withBeijing: true });
    expect(deadline).toMatch(
      /^\d{4}\/\d\d\/\d\d \d\d:\d\d \(America\/New_York, UTC-0[45]:00\); Beijing /,
    );
    expect(await subjectsTo(teacher.email)).toEqual([
      `New fixed-class request: please answer by ${deadline}`,
    ]);
    expect(await reminderJobs('request', request.requestId)).toEqual([
      { due: DEADLINE - 24 * HOUR, startAfter: DEADLINE - 24 * HOUR, state: 'created' },
      { due: DEADLINE - 2 * HOUR, startAfter: DEADLINE - 2 * HOUR, state: 'created' },
    ]);

    clock.set(DEADLINE - 24 * HOUR);
    await runReminder('request', request.requestId, DEADLINE - 24 * HOUR);
    clock.set(DEADLINE - 2 * HOUR);
    await runReminder('request', request.requestId, DEADLINE - 2 * HOUR);
    expect(await subjectsTo(teacher.email)).toEqual([
      `New fixed-class request: please answer by ${deadline}`,
      'Reminder: a fixed-class request expires in 24 hours',
      'Reminder: a fixed-class request expires in 2 hours',
    ]);
  });

  it('expires at its deadline: read as EXPIRED at once, stored so by the clock', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    const other = await requested(period.periodId, ['stu-z']);
    clock.set(DEADLINE - 1);
    const [before] = dataOf<FixedRequestView[]>(
      await teacher.get('/t/tc/fixed/accept/list', { status: 'PENDING' }),
    );
    expect(before).toBeDefined();
    expect(dataOf(await teacher.get('/t/tc/fixed/reminders'))).toMatchObject({
      requests: [
        { requestId: request.requestId, periodId: period.periodId, deadline: DEADLINE },
        { requestId: other.requestId, periodId: period.periodId, deadline: DEADLINE },
      ],
    });

    clock.set(DEADLINE);
    expectRefused(await answer(teacher, request.requestId), 'BIZ_TEACHER_FIXED_REQUEST_EXPIRED');
    expectRefused(
      await answer(teacher, request.requestId, 'DECLINE'),
      'BIZ_TEACHER_FIXED_REQUEST_EXPIRED',
    );
    expectRefused(
      await students().post(`/ops/integration/fixed/requests/${other.requestId}/withdraw`),
      'BIZ_TEACHER_FIXED_REQUEST_EXPIRED',
    );
    const read = dataOf<FixedRequestView>(
      await students().get(`/ops/integration/fixed/requests/${request.requestId}`),
    );
    expect(read).toMatchObject({ status: 'EXPIRED', decidedAt: null });
    expect(await storedStatus(request.requestId)).toBe('PENDING');
    expect(dataOf(await teacher.get('/t/tc/fixed/reminders'))).toMatchObject({ requests: [] });

    expect((await app().services.fixedClock.run()).expired).toBeGreaterThanOrEqual(2);
    expect(await storedStatus(request.requestId)).toBe('EXPIRED');
    expect(await storedStatus(other.requestId)).toBe('EXPIRED');
    // Its reminders, due before the deadline, send nothing any more.
    await runReminder('request', request.requestId, DEADLINE - 2 * HOUR);
    expect(await subjectsTo(teacher.email)).toHaveLength(2);
  });

  it('answered before its reminders leaves them silent', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    dataOf(await answer(teacher, request.requestId, 'DECLINE'));
    clock.set(DEADLINE - 24 * HOUR);
    await runReminder('request', request.requestId, DEADLINE - 24 * HOUR);
    expect(await subjectsTo(teacher.email)).toHaveLength(1);
  });

  it('is never later than a day before the first class', async () => {
    // Sunday 22:00 in Beijing: 48 hours would end after the class of Tuesday 19:00 had begun.
    clock.set(NOW + 6 * 24 * HOUR + 12 * HOUR);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    const firstClass = period.starts[0] ?? 0;
    expect(request.deadline).toBe(firstClass - 24 * HOUR);
    // Only the reminder still ahead of the request is asked for.
    expect((await reminderJobs('request', request.requestId)).map((j) => j.due)).toEqual([
      request.deadline - 2 * HOUR,
    ]);
    clock.set(firstClass - 24 * HOUR + 1);
    expectRefused(await requestAgain(period.periodId), 'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR');
  });
});

const requestAgain = (periodId: number) =>
  students().post('/ops/integration/fixed/requests', { periodId, studentIds: ['stu-late'] });

import type { FixedPeriodView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { expectRefused } from '../../test/demo-scheduling.js';
import { fixedWorld } from '../../test/fixed-world.js';

const {
  app,
  clock,
  fixedTeacher,
  offered,
  requested,
  answer,
  weeks,
  open,
  subjectsTo,
  reminderJobs,
  runReminder,
} = fixedWorld();

/** The period of fixed-world (Dec 7 to 27) ends at Dec 28 00:00 Beijing; its check opens 14 days before. */
const END = beijing(2026, 12, 28);
const OPENS = END - 14 * 86_400_000;
const NEXT = [beijing(2026, 12, 29, 19), beijing(2027, 1, 5, 19), beijing(2027, 1, 12, 19)];

type Teacher = Awaited<ReturnType<typeof fixedTeacher>>;

/** A teacher with an active period (accepted at NOW) for stu-a and stu-b. */
async function activePeriod(): Promise<{ teacher: Teacher; period: FixedPeriodView }> {
  clock.set(NOW);
  const teacher = await fixedTeacher();
  const period = await offered(teacher);
  dataOf(await answer(teacher, (await requested(period.periodId)).requestId));
  return { teacher, period };
}

const check = (teacher: Teacher, body: object) => teacher.post('/t/tc/fixed/continue/check', body);

describe('the continue check', () => {
  it('opens 14 days before the end, with a reminder, and continues with the same students', async () => {
    const { teacher, period } = await activePeriod();
    expect(await reminderJobs('continue', period.periodId)).toEqual([
      { due: OPENS, startAfter: OPENS, state: 'created' },
    ]);
    expectRefused(
      await check(teacher, { periodId: period.periodId, decision: 'CONTINUE' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect(dataOf(await teacher.get('/t/tc/fixed/reminders'))).toEqual({
      requests: [],
      continueChecks: [],
    });

    clock.set(OPENS);
    expect(dataOf(await teacher.get('/t/tc/fixed/reminders'))).toEqual({
      requests: [],
      continueChecks: [{ periodId: period.periodId, lastDate: '2026/12/27', closesAt: END }],
    });
    await runReminder('continue', period.periodId, OPENS);
    expect(await subjectsTo(teacher.email)).toContain(
      'Does your fixed Main Course period continue?',
    );

    const answered = dataOf<{ period: FixedPeriodView; next: FixedPeriodView }>(
      await check(teacher, { periodId: period.periodId, decision: 'CONTINUE' }),
    );
    expect(answered.period.continueCheck).toMatchObject({ decision: 'CONTINUE', due: false });
    expect(answered.next).toMatchObject({
      status: 'ACTIVE',
      firstDate: '2026/12/28',
      lastDate: '2027/01/17',
      weeklyTimes: [{ isoDay: 2, startMinute: 1140 }],
      starts: NEXT,
      students: [
        expect.objectContaining({ studentId: 'stu-a' }),
        expect.objectContaining({ studentId: 'stu-b' }),
      ],
    });
    expect(await weeks(answered.next.periodId)).toEqual(
      NEXT.map((startsAt) => ({ startsAt, status: 'BOOKED', students: ['stu-a', 'stu-b'] })),
    );
    expectRefused(
      await check(teacher, { periodId: period.periodId, decision: 'END' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    // The continued period's own check, in its turn.
    expect((await reminderJobs('continue', answered.next.periodId)).map((job) => job.due)).toEqual([
      beijing(2027, 1, 18) - 14 * 86_400_000,
    ]);
  });

  it('continues for other dates, refused whole when a week collides', async () => {
    const { teacher, period } = await activePeriod();
    clock.set(OPENS + 86_400_000);
    dataOf(await open(teacher, [NEXT[1] as number]));
    const refused = await check(teacher, {
      periodId: period.periodId,
      decision: 'CONTINUE',
      lastDate: '2027/01/10',
    });
    expectRefused(refused, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    expect(Object.keys(refused.json().data.fields)).toEqual([String(NEXT[1])]);
    const [still] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(still?.continueCheck).toMatchObject({ due: true, decision: null });
    expectRefused(
      await check(teacher, {
        periodId: period.periodId,
        decision: 'CONTINUE',
        lastDate: '2027/12/31',
      }),
      'BIZ_PARAM_ERR',
    );

    dataOf(await teacher.post('/t/tc/book/cancel', { startTime: NEXT[1] }));
    const answered = dataOf<{ next: FixedPeriodView }>(
      await check(teacher, {
        periodId: period.periodId,
        decision: 'CONTINUE',
        lastDate: '2027/01/10',
      }),
    );
    expect(answered.next).toMatchObject({ lastDate: '2027/01/10', starts: NEXT.slice(0, 2) });
  });

  it('says END: the period ends as planned, and the clock ends it', async () => {
    const { teacher, period } = await activePeriod();
    clock.set(OPENS);
    const ended = dataOf<{ period: FixedPeriodView; next: null }>(
      await check(teacher, { periodId: period.periodId, decision: 'END' }),
    );
    expect(ended).toMatchObject({
      period: { status: 'ACTIVE', continueCheck: { decision: 'END', due: false } },
      next: null,
    });
    await runReminder('continue', period.periodId, OPENS);
    expect(await subjectsTo(teacher.email)).not.toContain(
      'Does your fixed Main Course period continue?',
    );
    clock.set(END - 1);
    await app().services.fixedClock.run();
    const [before] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(before?.status).toBe('ACTIVE');
    clock.set(END);
    expect((await app().services.fixedClock.run()).ended).toBeGreaterThanOrEqual(1);
    const [after] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(after?.status).toBe('ENDED');
    expectRefused(
      await check(teacher, { periodId: period.periodId, decision: 'CONTINUE' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });
});

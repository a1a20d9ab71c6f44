import {
  expandFixedRule,
  fixedPeriodRange,
  fixedPeriodRule,
  WEEK_MS,
  type CancellationResult,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, HOUR } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();
const WEEKS = [PEAK, PEAK + WEEK_MS, PEAK + 2 * WEEK_MS];
const PLAN = {
  weeklyTimes: [{ isoDay: 2, startMinute: 19 * 60 }],
  firstDate: '2026/12/01',
  lastDate: '2026/12/15',
};

/**
 * A teacher with an accepted fixed period on Tuesdays at 19:00 (three weeks, each booked), as
 * the fixed half's "confirm accept" leaves it; here it is the premise, written directly.
 */
async function fixedTeacher() {
  const teacher = await w.booked(PEAK, ['stu-f1', 'stu-f2']);
  dataOf(await w.open(teacher, WEEKS.slice(1)));
  for (const start of WEEKS.slice(1))
    dataOf(await w.book(teacher.userId, ['stu-f1', 'stu-f2'], start));
  const [period] = await w.rows<{ id: number }>(
    sql`insert into fixed_periods (teacher_id, class_type_id, course_type, smart_class_type,
        weekly_times, first_date, last_date, rule, first_starts_at, ends_at, status)
      select ${teacher.userId}, id, 'MAIN', 'MAIN', ${JSON.stringify(PLAN.weeklyTimes)}::jsonb,
        ${PLAN.firstDate}, ${PLAN.lastDate}, ${fixedPeriodRule(PLAN)}, ${new Date(PEAK)},
        ${new Date(fixedPeriodRange(PLAN).end)}, 'ACTIVE'
      from class_types where smart_class_type = 'MAIN' returning id::int as id`,
  );
  const periodId = period?.id ?? 0;
  await w.app().database.db.execute(
    sql`update class_slots set fixed_period_id = ${periodId}
      where teacher_id = ${teacher.userId} and status = 'BOOKED'`,
  );
  return { ...teacher, periodId };
}
const info = (teacher: Awaited<ReturnType<typeof fixedTeacher>>, query: object) =>
  teacher.get('/t/tc/leave/fixed/info', { periodId: teacher.periodId, ...query } as never);

describe('leaving a fixed class', () => {
  it('previews one week or the rest of the period, and writes what it showed', async () => {
    const teacher = await fixedTeacher();
    const list = dataOf<{ periodId: number | null }[]>(
      await teacher.get('/t/tc/leave/course/list', { startTime: PEAK, endTime: PEAK + HOUR }),
    );
    expect(list[0]?.periodId).toBe(teacher.periodId);
    const rest = dataOf<{ startTimes: number[]; cost: CancellationResult }>(
      await info(teacher, { startTime: WEEKS[1] ?? 0, scope: 'REST' }),
    );
    expect(rest.startTimes).toEqual(WEEKS.slice(1));
    expect(rest.cost.totals).toMatchObject({ classes: 2, counted: 2, payLostCents: 2000 });
    const one = dataOf<{ scope: string; startTimes: number[]; cost: CancellationResult }>(
      await info(teacher, { startTime: WEEKS[1] ?? 0 }),
    );
    expect(one).toMatchObject({ scope: 'ONE', startTimes: [WEEKS[1]] });

    const confirmed = dataOf<CancellationResult>(
      await teacher.post('/t/tc/leave/fixed/confirm', {
        periodId: teacher.periodId,
        startTime: WEEKS[1],
        reason: 'FAMILY_ISSUE',
        type: 'REGULAR_CANCELLATION',
        fingerprint: one.cost.fingerprint,
      }),
    );
    expect({ ...confirmed, preview: true, leaveId: null }).toEqual(one.cost);
    expect(await w.status(await slotOf(teacher.userId, WEEKS[1] ?? 0))).toBe('CANCELLED');
    const [period] = await w.rows<{ rule: string; excluded: string[] }>(
      sql`select rule, (select array_agg(cause) from fixed_period_exclusions e where e.period_id = p.id) as excluded
        from fixed_periods p where id = ${teacher.periodId}`,
    );
    expect(period?.excluded).toEqual(['LEAVE']);
    expect(expandFixedRule(period?.rule ?? '')).toEqual([WEEKS[0], WEEKS[2]]);
    // The week is gone from the period: leaving it again finds nothing.
    expectRefused(
      await info(teacher, { startTime: WEEKS[1] ?? 0 }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
  });

  it('is refused for another teacher’s period and a time that is not a week of it', async () => {
    const owner = await fixedTeacher();
    const stranger = await w.newTeacher();
    expectRefused(
      await stranger.get('/t/tc/leave/fixed/info', { periodId: owner.periodId, startTime: PEAK }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    expectRefused(
      await stranger.post('/t/tc/leave/fixed/confirm', {
        periodId: owner.periodId,
        startTime: PEAK,
        scope: 'REST',
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
      }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    expectRefused(await info(owner, { startTime: PEAK + HOUR }), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    for (const start of WEEKS)
      expect(await w.status(await slotOf(owner.userId, start))).toBe('BOOKED');
  });
});

async function slotOf(teacherId: number, start: number): Promise<number> {
  const [row] = await w.rows<{ id: number }>(
    sql`select id::int as id from class_slots where teacher_id = ${teacherId} and starts_at = ${new Date(start)}`,
  );
  return row?.id ?? 0;
}

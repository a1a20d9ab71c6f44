import type { FixedPeriodView, FixedQuickConfig } from '@portal/contracts';
import { STAFF_TOKEN_HEADER } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf, grantPermission } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { expectRefused } from '../../test/demo-scheduling.js';
import { fixedWorld, PERIOD } from '../../test/fixed-world.js';
import { staffSession } from '../../test/sessions-for-tests.js';

const { app, clock, students, newTeacher, fixedTeacher, save, offered, requested, weeks } =
  fixedWorld();

const TUESDAYS = [beijing(2026, 12, 8, 19), beijing(2026, 12, 15, 19), beijing(2026, 12, 22, 19)];

describe('the fixed-class permission (spec section 6)', () => {
  it('is read by its call, granted by OPERATIONS, and guards every other fixed call', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    expect(dataOf(await teacher.get('/t/tc/fixed/permission'))).toEqual({ permitted: false });
    expect(dataOf<FixedQuickConfig>(await teacher.get('/t/tc/fixed/quick/config'))).toMatchObject({
      permitted: false,
      open: false,
    });
    const guarded = [
      () => teacher.get('/t/tc/fixed/times'),
      () => teacher.get('/t/tc/fixed/period/list'),
      () => teacher.get('/t/tc/fixed/accept/list'),
      () => teacher.get('/t/tc/fixed/reminders'),
      () => teacher.post('/t/tc/fixed/class/page', {}),
      () => teacher.post('/t/tc/fixed/period/save', PERIOD),
      () => teacher.post('/t/tc/fixed/delete/single', { periodId: 1, startTime: TUESDAYS[0] }),
      () => teacher.post('/t/tc/fixed/continue/check', { periodId: 1, decision: 'END' }),
      () => teacher.post('/t/tc/fixed/accept/confirm', { requestId: 1, decision: 'ACCEPT' }),
      () => teacher.post('/t/tc/fixed/open', { open: true }),
    ];
    for (const call of guarded) expectRefused(await call(), 'BIZ_TEACHER_PERMISSION');
    // Closing is never refused: a teacher whose permission went may stop taking requests.
    expect(dataOf(await teacher.post('/t/tc/fixed/open', { open: false }))).toEqual({
      open: false,
      permitted: false,
    });

    const operations = await staffSession(app(), ['OPERATIONS']);
    const granted = await app().inject({
      method: 'PUT',
      url: `/ops/teachers/${teacher.userId}/class-permissions`,
      headers: { [STAFF_TOKEN_HEADER]: operations },
      payload: { permissions: ['FIXED_CLASS_BOOK'] },
    });
    expect(dataOf<{ permissions: { permission: string }[] }>(granted).permissions).toEqual([
      expect.objectContaining({ permission: 'FIXED_CLASS_BOOK' }),
    ]);
    expect(dataOf(await teacher.get('/t/tc/fixed/permission'))).toEqual({ permitted: true });
    expect(dataOf(await teacher.get('/t/tc/fixed/times'))).toEqual([]);
    expect(dataOf(await teacher.post('/t/tc/fixed/open', { open: true }))).toEqual({
      open: true,
      permitted: true,
    });
    // The teacher info the slot screen reads lists it with the other permissions.
    expect(dataOf(await teacher.get('/t/tc/book/teacher/info'))).toMatchObject({
      permissions: ['FIXED_CLASS_BOOK'],
    });
  });
});

describe('the set-up screen', () => {
  it('offers the class types the teacher may open, their unit starts and the defaults', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const config = dataOf<FixedQuickConfig>(await teacher.get('/t/tc/fixed/quick/config'));
    expect(config).toMatchObject({
      permitted: true,
      open: true,
      acceptDeadlineHours: 48,
      minLeadHours: 24,
      continueCheckDays: 14,
      maxWeeks: 26,
      maxWeeklyTimes: 14,
      // The first Monday a day or more ahead, and twelve weeks.
      defaultFirstDate: '2026/12/07',
      defaultLastDate: '2027/02/28',
    });
    expect(config.classTypes.map((t) => t.smartClassType)).toEqual(['MAIN', 'MAIN_1_V_2']);
    const mainOn = (isoDay: number) =>
      config.unitMinutes.find((u) => u.smartClassType === 'MAIN' && u.isoDay === isoDay)
        ?.startMinutes;
    expect(mainOn(1)).toEqual([1020, 1050, 1080, 1110, 1140, 1170, 1200, 1230]);
    expect(mainOn(6)).toHaveLength(24);
  });
});

describe('a period', () => {
  it('is saved as weekly Beijing times: its rule stored, its weeks expanded, nothing held yet', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const end = beijing(2026, 12, 28);
    expect(period).toMatchObject({
      courseType: 'MAIN',
      smartClassType: 'MAIN',
      label: 'Main Course',
      status: 'OFFERED',
      firstDate: '2026/12/07',
      lastDate: '2026/12/27',
      starts: TUESDAYS,
      excluded: [],
      students: [],
      pendingRequests: 0,
      continueCheck: { opensAt: end - 14 * 86_400_000, closesAt: end, due: false, decision: null },
    });
    expect(period.rule).toBe(
      'DTSTART:20261207T000000\nRRULE:FREQ=WEEKLY;WKST=MO;BYDAY=TU;BYHOUR=19;BYMINUTE=0;BYSECOND=0;UNTIL=20261227T235900',
    );
    expect(await weeks(period.periodId)).toEqual([]);
    expect(dataOf(await teacher.get('/t/tc/fixed/times'))).toEqual([
      {
        periodId: period.periodId,
        isoDay: 2,
        startMinute: 1140,
        courseType: 'MAIN',
        label: 'Main Course',
        firstDate: '2026/12/07',
        lastDate: '2026/12/27',
        status: 'OFFERED',
        students: 0,
      },
    ]);
    const list = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(list.map((p) => p.periodId)).toEqual([period.periodId]);
  });

  it('takes only unit starts of the teaching windows, a day to five weeks ahead', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const morning = await save(teacher, { weeklyTimes: [{ isoDay: 2, startMinute: 600 }] });
    expectRefused(morning, 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expect(Object.keys(morning.json().data.fields)).toEqual(
      TUESDAYS.map((start) => String(start - 9 * 3_600_000)),
    );
    // The last half hour of the evening fits a main class; a 100-minute class does not fit there.
    dataOf(await save(teacher, { weeklyTimes: [{ isoDay: 2, startMinute: 1230 }] }));
    const cambridge = {
      courseType: 'CAMBRIDGE_MAIN',
      smartClassType: 'CAMBRIDGE_KET_100',
      weeklyTimes: [{ isoDay: 2, startMinute: 1170 }],
    };
    expectRefused(await save(teacher, cambridge), 'BIZ_TEACHER_PERMISSION');
    await grantPermission(app(), teacher.userId, 'CAMBRIDGE_MAIN_UNFIXED_BOOK');
    expectRefused(await save(teacher, cambridge), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    // Two 100-minute classes an hour apart on Saturdays overlap: the second is refused.
    const overlapping = await save(teacher, {
      ...cambridge,
      weeklyTimes: [
        { isoDay: 6, startMinute: 540 },
        { isoDay: 6, startMinute: 600 },
      ],
    });
    expectRefused(overlapping, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    expect(Object.keys(overlapping.json().data.fields)).toHaveLength(3);
    expectRefused(
      await save(teacher, {
        weeklyTimes: [{ isoDay: 1, startMinute: 1140 }],
        firstDate: '2026/11/30',
      }),
      'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR',
    );
    expectRefused(
      await save(teacher, { firstDate: '2027/01/11', lastDate: '2027/02/07' }),
      'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT',
    );
    // Dates without the weekday in them, a workshop (its topic is picked per class), standby.
    expectRefused(await save(teacher, { lastDate: '2026/12/07' }), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(await save(teacher, { courseType: 'WORKSHOP' }), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(await save(teacher, { courseType: 'STANDBY' }), 'BIZ_TEACHER_COURSE_NOT_EXIST');
  });

  it('changes while offered and nobody waits on it; a waiting request holds it', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const longer = dataOf<FixedPeriodView>(
      await save(teacher, { periodId: period.periodId, lastDate: '2027/01/03' }),
    );
    expect(longer).toMatchObject({ periodId: period.periodId, lastDate: '2027/01/03' });
    expect(longer.starts).toEqual([...TUESDAYS, beijing(2026, 12, 29, 19)]);
    await requested(period.periodId);
    expectRefused(
      await save(teacher, { periodId: period.periodId }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectRefused(await save(teacher, { periodId: 999_999 }), 'BIZ_TEACHER_COURSE_NOT_EXIST');
  });
});

describe('delete single', () => {
  it('takes an unbooked week out of its rule; the last one withdraws the period', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const del = (startTime: number) =>
      teacher.post('/t/tc/fixed/delete/single', { periodId: period.periodId, startTime });
    const out = dataOf<FixedPeriodView>(await del(TUESDAYS[1] as number));
    expect(out).toMatchObject({
      status: 'OFFERED',
      starts: [TUESDAYS[0], TUESDAYS[2]],
      excluded: [TUESDAYS[1]],
    });
    expect(out.rule.split('\n').at(-1)).toBe('EXDATE:20261215T190000');
    expectRefused(await del(TUESDAYS[1] as number), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(await del(beijing(2026, 12, 9, 19)), 'BIZ_TEACHER_COURSE_NOT_EXIST');

    const waiting = await requested(period.periodId);
    dataOf(await del(TUESDAYS[0] as number));
    const gone = dataOf<FixedPeriodView>(await del(TUESDAYS[2] as number));
    expect(gone).toMatchObject({ status: 'WITHDRAWN', starts: [], pendingRequests: 0 });
    const asked = dataOf<{ status: string; closedUnanswered: unknown }>(
      await students().get(`/ops/integration/fixed/requests/${waiting.requestId}`),
    );
    expect(asked.status).toBe('DECLINED');
    // Closed with its period, which no request took (issue 36).
    expect(asked.closedUnanswered).toEqual({ acceptedRequestId: null });
  });

  it('refuses a week gone by', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    clock.set((TUESDAYS[0] as number) + 60_000);
    expectRefused(
      await teacher.post('/t/tc/fixed/delete/single', {
        periodId: period.periodId,
        startTime: TUESDAYS[0],
      }),
      'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME',
    );
  });
});

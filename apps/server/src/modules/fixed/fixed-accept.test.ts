import type { FixedPeriodView, FixedRequestView, IntegrationClass } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { expectRefused, HOUR } from '../../test/demo-scheduling.js';
import { fixedWorld } from '../../test/fixed-world.js';
import { excludeWeeks } from './fixed-weeks.js';

const { app, clock, students, fixedTeacher, offered, requested, answer, weeks, open, units } =
  fixedWorld();

const TUESDAYS = [beijing(2026, 12, 8, 19), beijing(2026, 12, 15, 19), beijing(2026, 12, 22, 19)];

describe('accepting a request', () => {
  it('books every week of the period for its students; the other requests are declined', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const first = await requested(period.periodId, ['stu-b', 'stu-a', 'stu-a']);
    const second = await requested(period.periodId, ['stu-c']);
    expect(first).toMatchObject({
      status: 'PENDING',
      teacherId: teacher.userId,
      requestedAt: NOW,
      deadline: NOW + 48 * HOUR,
      students: [
        { studentId: 'stu-b', level: 'L2', unit: 'U3', lesson: 'Lesson 4' },
        { studentId: 'stu-a', level: 'L2', unit: 'U3', lesson: 'Lesson 4' },
      ],
      collisions: [],
    });
    const list = dataOf<FixedRequestView[]>(
      await teacher.get('/t/tc/fixed/accept/list', { status: 'PENDING' }),
    );
    expect(list.map((r) => r.requestId).sort()).toEqual([first.requestId, second.requestId].sort());

    clock.set(NOW + HOUR);
    const accepted = dataOf<FixedRequestView>(await answer(teacher, first.requestId));
    expect(accepted).toMatchObject({ status: 'ACCEPTED', decidedAt: NOW + HOUR });
    expect(await weeks(period.periodId)).toEqual(
      TUESDAYS.map((startsAt) => ({ startsAt, status: 'BOOKED', students: ['stu-a', 'stu-b'] })),
    );
    const [active] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(active).toMatchObject({ status: 'ACTIVE', pendingRequests: 0 });
    expect(active?.students.map((s) => s.studentId)).toEqual(['stu-b', 'stu-a']);
    const other = await students().get(`/ops/integration/fixed/requests/${second.requestId}`);
    expect(dataOf<FixedRequestView>(other)).toMatchObject({
      status: 'DECLINED',
      decidedAt: NOW + HOUR,
      // Nobody answered it: it says which request the period's times went to (issue 36).
      closedUnanswered: { acceptedRequestId: first.requestId },
    });
    const teachers = dataOf<FixedRequestView[]>(await teacher.get('/t/tc/fixed/accept/list'));
    expect(
      teachers.map(({ requestId, closedUnanswered }) => ({ requestId, closedUnanswered })),
    ).toEqual(
      expect.arrayContaining([
        { requestId: first.requestId, closedUnanswered: null },
        { requestId: second.requestId, closedUnanswered: { acceptedRequestId: first.requestId } },
      ]),
    );
    expectRefused(await answer(teacher, first.requestId), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expectRefused(await answer(teacher, second.requestId), 'BIZ_STATUS_TYPE_NOT_MATCHING');

    // The weeks are ordinary booked classes: the fixed class page, the grid, the student side.
    const page = dataOf<{ total: number; list: { classId: number; periodId: number }[] }>(
      await teacher.post('/t/tc/fixed/class/page', { periodId: period.periodId }),
    );
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      periodId: period.periodId,
      startTime: TUESDAYS[0],
      status: 'BOOKED',
      label: 'Main Course',
      students: [
        expect.objectContaining({ studentId: 'stu-b', level: 'L2' }),
        expect.objectContaining({ studentId: 'stu-a', lesson: 'Lesson 4' }),
      ],
    });
    const unit = (await units(teacher, beijing(2026, 12, 7))).find(
      (u) => u.startTime === TUESDAYS[0],
    );
    expect(unit).toMatchObject({ status: 'BOOKED', students: 2, lock: true, fixed: true });
    const classId = page.list[0]?.classId ?? 0;
    expect(
      dataOf<IntegrationClass>(await students().get(`/ops/integration/classes/${classId}`)),
    ).toMatchObject({ status: 'BOOKED', teacherId: teacher.userId });
    // Seats left in a week are the student side's to fill, as in any class.
    dataOf(
      await students().post('/ops/integration/classes/book', {
        teacherId: teacher.userId,
        startTime: TUESDAYS[0],
        courseType: 'MAIN',
        studentIds: ['stu-guest'],
      }),
    );
  });

  it('books none when one week collides with a held time, and names that week', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    dataOf(await open(teacher, [TUESDAYS[1] as number]));
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    expect(request.collisions).toEqual([TUESDAYS[1]]);

    const refused = await answer(teacher, request.requestId);
    expectRefused(refused, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    expect(Object.keys(refused.json().data.fields)).toEqual([String(TUESDAYS[1])]);
    expect(await weeks(period.periodId)).toEqual([]);
    const [still] = dataOf<FixedRequestView[]>(await teacher.get('/t/tc/fixed/accept/list'));
    expect(still).toMatchObject({ status: 'PENDING', collisions: [TUESDAYS[1]] });
    const [offeredStill] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(offeredStill?.status).toBe('OFFERED');

    // The opened class given back, the same answer books all three.
    dataOf(await teacher.post('/t/tc/book/cancel', { startTime: TUESDAYS[1] }));
    dataOf(await answer(teacher, request.requestId));
    expect((await weeks(period.periodId)).map((w) => w.startsAt)).toEqual(TUESDAYS);
  });

  it('declines with a reason, after which nobody accepts it', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    const declined = dataOf<FixedRequestView>(
      await answer(teacher, request.requestId, 'DECLINE', 'Those weeks are my holiday.'),
    );
    expect(declined).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Those weeks are my holiday.',
      decidedAt: NOW,
      collisions: [],
      closedUnanswered: null,
    });
    expectRefused(await answer(teacher, request.requestId), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    const [stays] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(stays).toMatchObject({ status: 'OFFERED', students: [] });
    expect(await weeks(period.periodId)).toEqual([]);
  });
});

describe("an active period's weeks", () => {
  it('are taken out one by one only when nobody is booked; a booked one goes through leave', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    dataOf(await answer(teacher, (await requested(period.periodId)).requestId));
    const del = (startTime: number) =>
      teacher.post('/t/tc/fixed/delete/single', { periodId: period.periodId, startTime });
    expectRefused(await del(TUESDAYS[0] as number), 'BIZ_TEACHER_COURSE_ALREADY_BOOKED');

    // Both children leave the second week: the class is open again, and may be taken out.
    const page = dataOf<{ list: { classId: number; startTime: number }[] }>(
      await teacher.post('/t/tc/fixed/class/page', { periodId: period.periodId }),
    );
    const second = page.list.find((c) => c.startTime === TUESDAYS[1])?.classId;
    for (const studentId of ['stu-a', 'stu-b'])
      dataOf(
        await students().post('/ops/integration/classes/cancel-student', {
          classId: second,
          studentId,
        }),
      );
    const out = dataOf<FixedPeriodView>(await del(TUESDAYS[1] as number));
    expect(out).toMatchObject({ status: 'ACTIVE', excluded: [TUESDAYS[1]] });
    expect(out.starts).toEqual([TUESDAYS[0], TUESDAYS[2]]);
    expect((await weeks(period.periodId)).map((w) => [w.startsAt, w.status])).toEqual([
      [TUESDAYS[0], 'BOOKED'],
      [TUESDAYS[1], 'CANCELLED'],
      [TUESDAYS[2], 'BOOKED'],
    ]);
  });
});

describe("the leave half's fixed leave", () => {
  it('takes given-back weeks out of the rule in its own unit of work; the last ends the period', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    dataOf(await answer(teacher, (await requested(period.periodId)).requestId));
    const owner = { id: period.periodId, teacherId: teacher.userId };
    const mover = { by: 'teacher', userId: teacher.userId } as const;
    const take = (starts: number[]) =>
      app().services.uow.run((tx) =>
        excludeWeeks(tx, owner, starts, new Date(NOW), 'LEAVE', mover),
      );
    const changed = await take([TUESDAYS[1] as number, TUESDAYS[2] as number]);
    expect(changed?.rule.split('\n').at(-1)).toBe('EXDATE:20261215T190000,20261222T190000');
    const [view] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(view).toMatchObject({
      status: 'ACTIVE',
      starts: [TUESDAYS[0]],
      excluded: [TUESDAYS[1], TUESDAYS[2]],
    });
    expect((await take([TUESDAYS[0] as number]))?.status).toBe('ENDED');
    expect(await take([TUESDAYS[0] as number])).toBeUndefined();
    // Another teacher's period is out of reach.
    expect(
      await app().services.uow.run((tx) =>
        excludeWeeks(
          tx,
          { id: period.periodId, teacherId: teacher.userId + 1 },
          [],
          new Date(NOW),
          'LEAVE',
          mover,
        ),
      ),
    ).toBeUndefined();
  });
});

describe('at once', () => {
  it('ten accepts of one request book it once', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => answer(teacher, request.requestId)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectRefused(res, 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(await weeks(period.periodId)).toHaveLength(3);
  });

  it('two requests for overlapping periods of one teacher: one is booked, the other refused', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const one = await offered(teacher);
    const other = await offered(teacher, { lastDate: '2027/01/03' });
    const [a, b] = [await requested(one.periodId), await requested(other.periodId)];
    const answers = await Promise.all([answer(teacher, a.requestId), answer(teacher, b.requestId)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((res) => res.statusCode !== 200);
    if (lost) expectRefused(lost, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    const booked = [...(await weeks(one.periodId)), ...(await weeks(other.periodId))];
    expect(booked.length === 3 || booked.length === 4).toBe(true);
    expect(new Set(booked.map((w) => w.startsAt)).size).toBe(booked.length);
  });
});

describe('across a daylight-saving change in the teacher’s zone', () => {
  it('keeps every week at the same Beijing time while the teacher’s own clock moves', async () => {
    // New York moves its clocks forward on 2027-03-14; Beijing has no daylight saving.
    clock.set(beijing(2027, 2, 22, 10));
    const teacher = await fixedTeacher('America/New_York');
    const period = await offered(teacher, { firstDate: '2027/03/01', lastDate: '2027/03/28' });
    dataOf(await answer(teacher, (await requested(period.periodId)).requestId));
    const starts = (await weeks(period.periodId)).map((w) => w.startsAt);
    expect(starts).toEqual([2, 9, 16, 23].map((day) => beijing(2027, 3, day, 19)));
    expect(starts.map((s) => new Date(s).getUTCHours())).toEqual([11, 11, 11, 11]);
    const newYorkHour = (at: number) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(at);
    expect(starts.map((s) => Number(newYorkHour(s)))).toEqual([6, 6, 7, 7]);
  });
});

import type { IntegrationClass, TeacherClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { beijing, dataOf, serviceKey, studentSide, teacherCalls } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { activatedTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

const NOW = beijing(2026, 11, 30, 10);
/** Tuesday 19:00 Beijing: a peak unit more than 24 hours ahead. */
const PEAK = beijing(2026, 12, 1, 19);
const CONTRACT = { effectiveOn: '2026-11-01', expiresOn: '2027-04-30' };

const clock = testClock(NOW);
let t: TestApp;
let students: ReturnType<typeof studentSide>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  students = studentSide(t.app, await serviceKey(t.app));
});
afterAll(async () => t?.close());

async function teacherWithClass(start = PEAK) {
  clock.set(NOW);
  const teacher = await activatedTeacher(t.app, { contract: CONTRACT });
  const calls = teacherCalls(t.app, teacher.token);
  dataOf(await calls.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [start] }));
  return { ...teacher, ...calls };
}

const book = (teacherId: number, studentIds: string[], startTime = PEAK) =>
  students.post('/ops/integration/classes/book', {
    teacherId,
    startTime,
    courseType: 'MAIN',
    level: 'L2',
    unit: 'U3',
    lesson: 'Lesson 4',
    studentIds,
  });
const tick = () => t.app.services.classLifecycle.run();
const carrots = async (userId: number) =>
  (await t.app.services.teacherClasses.achievement(userId)).carrots;
const classOf = async (teacher: { get: ReturnType<typeof teacherCalls>['get'] }) =>
  (
    dataOf(await teacher.get('/t/tc/book/schedule', { weekStartTime: PEAK })) as {
      classes: TeacherClass[];
    }
  ).classes[0] as TeacherClass;

describe('the student side', () => {
  it('needs a live key with the right scope', async () => {
    const query = { startTime: NOW, endTime: NOW + 24 * 60 * MINUTE };
    expectRefused(
      await t.app.inject({ url: '/ops/integration/units', query: mapOf(query) }),
      'TOKEN_NULL',
    );
    expectRefused(
      await studentSide(t.app, 'sk_not-a-key').get('/ops/integration/units', query),
      'TOKEN_ILLEGAL',
    );
    const reader = studentSide(t.app, await serviceKey(t.app, 'READ_OPERATE'));
    dataOf(await reader.get('/ops/integration/units', query));
    expectRefused(
      await reader.post('/ops/integration/demand', {
        courseType: 'MAIN',
        startTime: PEAK,
        students: 3,
      }),
      'FORBIDDEN',
    );
    const teacherRole = studentSide(
      t.app,
      await serviceKey(t.app, 'READ_WRITE_OPERATE', 'TEACHER_OPERATOR'),
    );
    expectRefused(await teacherRole.get('/ops/integration/units', query), 'FORBIDDEN');
    // A teacher's session is no key.
    const teacher = await activatedTeacher(t.app, { contract: CONTRACT });
    const asTeacher = await t.app.inject({
      url: '/ops/integration/units',
      query: mapOf(query),
      headers: { 'x-user-token': teacher.token },
    });
    expectRefused(asTeacher, 'TOKEN_NULL');
  });

  it('books up to the class capacity, each student once, and frees seats', async () => {
    const teacher = await teacherWithClass();
    const open = dataOf(
      await students.get('/ops/integration/units', {
        courseType: 'MAIN',
        startTime: PEAK,
        endTime: PEAK + MINUTE,
      }),
    ) as { teacherId: number; seatsLeft: number }[];
    expect(open.find((u) => u.teacherId === teacher.userId)?.seatsLeft).toBe(4);
    const booked = dataOf(await book(teacher.userId, ['stu-1', 'stu-2'])) as IntegrationClass;
    expect(booked).toMatchObject({ status: 'BOOKED', teacherId: teacher.userId });
    expect(booked.students.map((s) => s.studentId)).toEqual(['stu-1', 'stu-2']);
    expectRefused(await book(teacher.userId, ['stu-2']), 'BIZ_TEACHER_COURSE_ALREADY_BOOKED');
    expectRefused(
      await book(teacher.userId, ['stu-3', 'stu-4', 'stu-5']),
      'BIZ_TEACHER_COURSE_ALREADY_BOOKED',
    );
    dataOf(await book(teacher.userId, ['stu-3', 'stu-4']));
    expectRefused(await book(teacher.userId, ['stu-6']), 'BIZ_TEACHER_COURSE_ALREADY_BOOKED');

    // The teacher sees the class booked and locked; giving it back goes through leave.
    const seen = await classOf(teacher);
    expect(seen).toMatchObject({
      status: 'BOOKED',
      students: expect.arrayContaining([
        expect.objectContaining({
          studentId: 'stu-1',
          level: 'L2',
          unit: 'U3',
          lesson: 'Lesson 4',
        }),
      ]),
    });
    expectRefused(
      await teacher.post('/t/tc/book/cancel', { startTime: PEAK }),
      'BIZ_TEACHER_COURSE_ALREADY_BOOKED',
    );
    clock.set(PEAK - 60 * MINUTE);
    expectRefused(
      await teacher.post('/t/tc/book/cancel', { startTime: PEAK }),
      'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    );

    for (const id of ['stu-1', 'stu-2', 'stu-3'])
      dataOf(
        await students.post('/ops/integration/classes/cancel-student', {
          classId: booked.classId,
          studentId: id,
        }),
      );
    const last = dataOf(
      await students.post('/ops/integration/classes/cancel-student', {
        classId: booked.classId,
        studentId: 'stu-4',
      }),
    ) as IntegrationClass;
    expect(last).toMatchObject({ status: 'OPEN', students: [] });
  });

  it('makes exactly four bookings of 50 parallel ones into one main class', async () => {
    const teacher = await teacherWithClass();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(teacher.userId, [`race-${i}`])),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(4);
    const [row] = await queryRows<{ seats: number; rows: number }>(
      t.app.database.db,
      sql`select s.student_count as seats, (select count(*)::int from class_students c where c.slot_id = s.id and c.cancelled_at is null) as rows
        from class_slots s where s.teacher_id = ${teacher.userId}`,
    );
    expect(row).toEqual({ seats: 4, rows: 4 });
  });
});

describe('the class lifecycle', () => {
  it('runs a booked class, serves the room only around it to its teacher, and pays peak carrots once', async () => {
    const teacher = await teacherWithClass();
    const other = teacherCalls(
      t.app,
      (await activatedTeacher(t.app, { contract: CONTRACT })).token,
    );
    dataOf(await book(teacher.userId, ['stu-a']));
    const { classId } = await classOf(teacher);
    clock.set(PEAK - 16 * MINUTE);
    expectRefused(await teacher.post('/t/tc/book/class/join', { classId }), 'BIZ_ROOM_NOT_OPEN');
    clock.set(PEAK - 9 * MINUTE);
    // Another teacher never learns the class exists.
    expectRefused(
      await other.post('/t/tc/book/class/join', { classId }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    const { url } = dataOf(await teacher.post('/t/tc/book/class/join', { classId })) as {
      url: string;
    };
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/TeacherPortal-class-/);
    expect((await classOf(teacher)).joinedAt).toBe(PEAK - 9 * MINUTE);

    clock.set(PEAK);
    await tick();
    expect((await classOf(teacher)).status).toBe('IN_PROCESS');
    clock.set(PEAK + 25 * MINUTE);
    await tick();
    await tick();
    expect(await classOf(teacher)).toMatchObject({
      status: 'FINISH',
      finishType: 'AS_SCHEDULED',
      joinable: false,
    });
    expect(await carrots(teacher.userId)).toBe(1);
    const log = dataOf(
      await teacher.post('/t/tc/book/peak/coin/log', {
        startTime: NOW,
        endTime: PEAK + 60 * MINUTE,
        pageIndex: 1,
        pageSize: 10,
      }),
    ) as { total: number; list: { amount: number; classId: number }[] };
    expect(log).toMatchObject({ total: 1, list: [{ amount: 1, classId }] });
  });

  it('expires an unbooked class, records a missed one as a teacher no-show, and keeps the client report', async () => {
    const lonely = await teacherWithClass();
    const missed = await teacherWithClass();
    const reported = await teacherWithClass();
    dataOf(await book(missed.userId, ['stu-m']));
    const booked = dataOf(await book(reported.userId, ['stu-r'])) as IntegrationClass;
    clock.set(PEAK + MINUTE);
    await tick();
    expect((await classOf(lonely)).status).toBe('EXPIRE');
    dataOf(
      await students.post(`/ops/integration/classes/${booked.classId}/outcome`, {
        finishType: 'STUDENT_NO_SHOW',
      }),
    );
    clock.set(PEAK + 30 * MINUTE);
    await tick();
    expect(await classOf(missed)).toMatchObject({
      status: 'FINISH',
      finishType: 'TEACHER_NO_SHOW',
    });
    expect(await carrots(missed.userId)).toBe(0);
    // A student no-show with the teacher there earns the peak carrots.
    expect(await classOf(reported)).toMatchObject({
      status: 'FINISH',
      finishType: 'STUDENT_NO_SHOW',
    });
    expect(await carrots(reported.userId)).toBe(1);
    const outcome = dataOf(
      await students.get(`/ops/integration/classes/${booked.classId}`),
    ) as IntegrationClass;
    expect(outcome.finishType).toBe('STUDENT_NO_SHOW');
    expectRefused(
      await students.post(`/ops/integration/classes/${booked.classId}/outcome`, {
        finishType: 'AS_SCHEDULED',
      }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });

  it('lets OPERATIONS correct an outcome with a reason: a new row, carrots follow, audited', async () => {
    const teacher = await teacherWithClass();
    dataOf(await book(teacher.userId, ['stu-c']));
    clock.set(PEAK - 5 * MINUTE);
    const { classId } = await classOf(teacher);
    dataOf(await teacher.post('/t/tc/book/class/join', { classId }));
    clock.set(PEAK + 30 * MINUTE);
    await tick();
    expect(await carrots(teacher.userId)).toBe(1);
    const staffId = await operationsMember();
    const correct = (finishType: 'TEACHER_IT_PROBLEM' | 'AS_SCHEDULED') =>
      t.app.services.classes.correctOutcome({
        classId,
        finishType,
        reason: 'Teacher sent a screenshot',
        staffId,
      });
    await correct('TEACHER_IT_PROBLEM');
    expect((await classOf(teacher)).finishType).toBe('TEACHER_IT_PROBLEM');
    expect(await carrots(teacher.userId)).toBe(0);
    await correct('AS_SCHEDULED');
    expect(await carrots(teacher.userId)).toBe(1);
    const rows = await queryRows<{ n: number; audited: number }>(
      t.app.database.db,
      sql`select (select count(*)::int from class_outcomes where slot_id = ${classId}) as n,
        (select count(*)::int from staff_actions where action = 'correctOutcome' and user_id = ${teacher.userId}) as audited`,
    );
    expect(rows[0]).toEqual({ n: 3, audited: 2 });
  });

  it('hands a class whose teacher cannot come to a standby teacher, who is otherwise released at the start', async () => {
    const start = beijing(2026, 12, 1, 20);
    const absent = await teacherWithClass(start);
    dataOf(await book(absent.userId, ['stu-s1', 'stu-s2'], start));
    clock.set(start - 3 * 60 * MINUTE);
    const standby = await activatedTeacher(t.app, { contract: CONTRACT });
    const standbyCalls = teacherCalls(t.app, standby.token);
    const released = teacherCalls(
      t.app,
      (await activatedTeacher(t.app, { contract: CONTRACT })).token,
    );
    dataOf(await standbyCalls.post('/t/tc/book/standby', { startTime: start }));
    dataOf(await released.post('/t/tc/book/standby', { startTime: start }));
    const { classId } = await classOf(absent);
    const taken = await t.app.services.classes.callInStandby({ classId });
    expect(taken.teacherId).toBe(standby.userId);
    const now = (
      dataOf(await standbyCalls.get('/t/tc/book/schedule', { weekStartTime: start })) as {
        classes: TeacherClass[];
      }
    ).classes;
    expect(now).toMatchObject([{ status: 'BOOKED', fromStandby: true, courseType: 'MAIN' }]);
    expect(now[0]?.students.map((s) => s.studentId)).toEqual(['stu-s1', 'stu-s2']);
    expect(
      (
        dataOf(await absent.get('/t/tc/book/schedule', { weekStartTime: start })) as {
          classes: unknown[];
        }
      ).classes,
    ).toEqual([]);
    clock.set(start);
    await tick();
    const other = (
      dataOf(await released.get('/t/tc/book/schedule', { weekStartTime: start })) as {
        classes: TeacherClass[];
      }
    ).classes;
    expect(other.map((c) => c.status)).toEqual(['STANDBY_FINISH']);
  });
});

describe('the panels', () => {
  it('count the month, estimate the week, and recommend the times students wait for', async () => {
    const teacher = await teacherWithClass();
    dataOf(
      await teacher.post('/t/tc/book/batch', {
        courseType: 'MAIN',
        startTimes: [PEAK + 30 * MINUTE],
      }),
    );
    dataOf(await book(teacher.userId, ['stu-p']));
    const calc = dataOf(
      await teacher.get('/t/tc/book/calculator', { weekStartTime: PEAK }),
    ) as Record<string, number>;
    expect(calc).toMatchObject({
      openedUnits: 2,
      bookedUnits: 1,
      payPerClassCents: 1000,
      estimatedCents: 2000,
      bookedCents: 1000,
    });
    clock.set(beijing(2026, 12, 1, 10));
    const stats = dataOf(await teacher.get('/t/tc/book/course/statistics')) as Record<
      string,
      unknown
    >;
    expect(stats).toMatchObject({
      month: '2026/12',
      peakSlotsOpenedThisMonth: 2,
      peakIncentiveThreshold: 60,
      finishRate: null,
    });
    const nextWeek = beijing(2026, 12, 8, 19);
    dataOf(
      await students.post('/ops/integration/demand', {
        courseType: 'MAIN',
        startTime: nextWeek,
        students: 9,
      }),
    );
    dataOf(
      await students.post('/ops/integration/demand', {
        courseType: 'MAIN',
        startTime: nextWeek + 30 * MINUTE,
        students: 2,
      }),
    );
    const recommended = dataOf(await teacher.get('/t/tc/book/recommendations')) as {
      startTime: number;
      unmet: number;
    }[];
    expect(recommended.slice(0, 2)).toEqual([
      expect.objectContaining({ startTime: nextWeek, unmet: 9, peakTime: true }),
      expect.objectContaining({ startTime: nextWeek + 30 * MINUTE, unmet: 2 }),
    ]);
    const info = dataOf(await teacher.get('/t/tc/book/teacher/info')) as {
      classTypes: { smartClassType: string }[];
      payPerClassCents: number;
    };
    expect(info.payPerClassCents).toBe(1000);
    expect(info.classTypes.map((c) => c.smartClassType)).toEqual([
      'MAIN',
      'MAIN_1_V_2',
      'WORKSHOP_30',
    ]);
  });
});

describe('the calendar feed', () => {
  it('serves the classes at a secret address that rotation replaces', async () => {
    const teacher = await teacherWithClass();
    const { url } = dataOf(await teacher.get('/t/tc/book/calendar')) as { url: string };
    expect(dataOf(await teacher.get('/t/tc/book/calendar'))).toMatchObject({ url });
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain('DTSTART:20261201T110000Z');
    clock.advance(1000);
    const rotated = dataOf(await teacher.post('/t/tc/book/calendar/rotate')) as { url: string };
    expect(rotated.url).not.toBe(url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(rotated.url).pathname })).statusCode).toBe(200);
  });
});

function mapOf(query: Record<string, number>) {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

/** A member of OPERATIONS, as the console's correction names one. */
async function operationsMember(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.app.database.db,
    sql`insert into staff (email, name, roles, status) values (${`ops.${Date.now()}@portal.test`}, 'Ops Member',
      array['OPERATIONS'], 'ACTIVE') returning id::int as id`,
  );
  if (!row) throw new Error('no staff row');
  return row.id;
}

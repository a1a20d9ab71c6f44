import type { IntegrationClass, TeacherClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { beijing, dataOf, teacherCalls } from '../../test/classes.js';
import { classWorld, CONTRACT, NOW, PEAK } from '../../test/class-world.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher } from '../../test/teachers.js';
import { STAFF_TOKEN_HEADER } from '@portal/contracts';

const { clock, app, students, teacherWithClass, book, tick, carrots, classOf } = classWorld();

describe('the class lifecycle', () => {
  it('runs a booked class, serves the room only around it to its teacher, and pays peak carrots once', async () => {
    const teacher = await teacherWithClass();
    const other = teacherCalls(
      app(),
      (await activatedTeacher(app(), { contract: CONTRACT })).token,
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
    const absent = await teacherWithClass();
    dataOf(await book(missed.userId, ['stu-m']));
    const booked = dataOf(await book(reported.userId, ['stu-r'])) as IntegrationClass;
    const unattended = dataOf(await book(absent.userId, ['stu-u'])) as IntegrationClass;
    // The reported class's teacher was in the room before the start; the other's never came.
    clock.set(PEAK - 2 * MINUTE);
    dataOf(await reported.post('/t/tc/book/class/join', { classId: booked.classId }));
    clock.set(PEAK + MINUTE);
    await tick();
    expect((await classOf(lonely)).status).toBe('EXPIRE');
    for (const classId of [booked.classId, unattended.classId])
      dataOf(
        await students().post(`/ops/integration/classes/${classId}/outcome`, {
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
    // A student no-show reported for a class whose teacher never came in is the teacher's:
    // nobody was in the room to wait (decision 052), no carrots, and a no-show record.
    expect(await classOf(absent)).toMatchObject({
      status: 'FINISH',
      finishType: 'TEACHER_NO_SHOW',
    });
    expect(await carrots(absent.userId)).toBe(0);
    const outcome = dataOf(
      await students().get(`/ops/integration/classes/${booked.classId}`),
    ) as IntegrationClass;
    expect(outcome.finishType).toBe('STUDENT_NO_SHOW');
    expectRefused(
      await students().post(`/ops/integration/classes/${booked.classId}/outcome`, {
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
      app().services.classes.correctOutcome({
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
      app().database.db,
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
    const standby = await activatedTeacher(app(), { contract: CONTRACT });
    const standbyCalls = teacherCalls(app(), standby.token);
    const released = teacherCalls(
      app(),
      (await activatedTeacher(app(), { contract: CONTRACT })).token,
    );
    dataOf(await standbyCalls.post('/t/tc/book/standby', { startTime: start }));
    dataOf(await released.post('/t/tc/book/standby', { startTime: start }));
    const { classId } = await classOf(absent);
    const taken = dataOf<{ classId: number; teacherId: number }>(
      await app().inject({
        method: 'POST',
        url: `/ops/classes/${classId}/standby-call-in`,
        payload: {},
        headers: { [STAFF_TOKEN_HEADER]: await staffSession(app(), ['OPERATIONS']) },
      }),
    );
    expect(taken.teacherId).toBe(standby.userId);
    const now = (
      dataOf(await standbyCalls.get('/t/tc/book/schedule', { weekStartTime: start })) as {
        classes: TeacherClass[];
      }
    ).classes;
    expect(now).toMatchObject([{ status: 'BOOKED', fromStandby: true, courseType: 'MAIN' }]);
    expect(now[0]?.students.map((s) => s.studentId)).toEqual(['stu-s1', 'stu-s2']);
    // The class's id changed: the student side is told, as after a teacher's leave.
    const [notice] = await queryRows<{ body: string }>(
      app().database.db,
      sql`select body from student_side_notices where slot_id = ${classId}`,
    );
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({
      event: 'CLASS_HANDED_OVER',
      classId,
      teacherId: absent.userId,
      newClassId: taken.classId,
      newTeacherId: standby.userId,
      startTime: start,
      studentIds: ['stu-s1', 'stu-s2'],
      occurredAt: start - 3 * 60 * MINUTE,
    });
    expect(
      (
        dataOf(await absent.get('/t/tc/book/schedule', { weekStartTime: start })) as {
          classes: unknown[];
        }
      ).classes,
    ).toEqual([]);
    clock.set(start - 5 * MINUTE);
    dataOf(await standbyCalls.post('/t/tc/book/class/join', { classId: taken.classId }));
    clock.set(start);
    await tick();
    const other = (
      dataOf(await released.get('/t/tc/book/schedule', { weekStartTime: start })) as {
        classes: TeacherClass[];
      }
    ).classes;
    expect(other.map((c) => c.status)).toEqual(['STANDBY_FINISH']);
    // The standby who took the class over earns its peak carrots as its own (decision 052).
    clock.set(start + 30 * MINUTE);
    await tick();
    expect(await carrots(standby.userId)).toBe(1);
    expect(await carrots(absent.userId)).toBe(0);
  });
});

/** A member of OPERATIONS, as the console's correction names one. */
async function operationsMember(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app().database.db,
    sql`insert into staff (email, name, roles, status) values (${`ops.${Date.now()}@portal.test`}, 'Ops Member',
      array['OPERATIONS'], 'ACTIVE') returning id::int as id`,
  );
  if (!row) throw new Error('no staff row');
  return row.id;
}

import { beijingWeekStart } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { activatedTeacher } from '../../test/teachers.js';
import { consoleWorld } from '../../test/console-world.js';

/** The console's calls that the teaching side's service answers (its own tests cover the rules). */
const { app, get, post, classAt } = consoleWorld();

const START = Date.UTC(2020, 0, 6, 11); // long past: a finished class
const WEEK = beijingWeekStart(START);

async function finishedClass(teacherId: number): Promise<number> {
  const db = app().database.db;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
        starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
      select ${teacherId}, id, 'MAIN', 'MAIN', to_timestamp(${START / 1000}),
        to_timestamp(${START / 1000 + 1800}), to_timestamp(${START / 1000 + 1500}),
        'FINISH', 4, 1, md5(random()::text)
      from class_types where smart_class_type = 'MAIN' returning id::int as id`,
  );
  if (!row) throw new Error('no class');
  await db.execute(
    sql`insert into class_outcomes (slot_id, finish_type, recorded_by) values (${row.id}, 'AS_SCHEDULED', 'CLOCK')`,
  );
  return row.id;
}

describe("a teacher's week", () => {
  it("answers the teacher's classes for OPERATIONS, NOT_FOUND for a non-teacher", async () => {
    const teacher = await activatedTeacher(app());
    const classId = await finishedClass(teacher.userId);
    const res = await get(
      'OPERATIONS',
      `/ops/teachers/${teacher.userId}/week?weekStartTime=${WEEK}`,
    );
    expectOk(res);
    expect(res.json().data).toMatchObject({
      weekStartTime: WEEK,
      classes: [expect.objectContaining({ classId, status: 'FINISH', finishType: 'AS_SCHEDULED' })],
    });
    expectRefused(
      await get('OPERATIONS', `/ops/teachers/999999/week?weekStartTime=${WEEK}`),
      'NOT_FOUND',
    );
    expectRefused(
      await get('OPERATIONS', `/ops/teachers/${teacher.userId}/week`),
      'BIZ_PARAM_INVALID',
    );
    for (const role of ['FINANCE', 'RECRUITER', 'INTERVIEWER'] as const)
      expectRefused(
        await get(role, `/ops/teachers/${teacher.userId}/week?weekStartTime=${WEEK}`),
        'FORBIDDEN',
      );
  });
});

describe('correcting an outcome', () => {
  it('writes the new outcome with the reason and audits it', async () => {
    const teacher = await activatedTeacher(app());
    const classId = await finishedClass(teacher.userId);
    const url = `/ops/classes/${classId}/outcome`;
    const res = await post('OPERATIONS', url, {
      finishType: 'STUDENT_NO_SHOW',
      reason: 'Parent wrote in',
    });
    expectOk(res);
    expect(res.json().data).toMatchObject({
      classId,
      finishType: 'STUDENT_NO_SHOW',
      teacherId: teacher.userId,
    });
    const outcomes = await queryRows<{ finishType: string; reason: string | null }>(
      app().database.db,
      sql`select finish_type as "finishType", reason from class_outcomes where slot_id = ${classId} order by id`,
    );
    expect(outcomes).toEqual([
      { finishType: 'AS_SCHEDULED', reason: null },
      { finishType: 'STUDENT_NO_SHOW', reason: 'Parent wrote in' },
    ]);
    const trail = await queryRows<{ action: string }>(
      app().database.db,
      sql`select action from staff_actions where user_id = ${teacher.userId}`,
    );
    expect(trail.map((row) => row.action)).toContain('correctOutcome');
  });

  it('asks for a finish type and a reason of at most 300 characters; other roles are refused', async () => {
    const teacher = await activatedTeacher(app());
    const classId = await finishedClass(teacher.userId);
    const url = `/ops/classes/${classId}/outcome`;
    for (const body of [
      { finishType: 'STUDENT_NO_SHOW', reason: ' ' },
      { finishType: 'STUDENT_NO_SHOW', reason: 'x'.repeat(301) },
      { finishType: 'LATE', reason: 'x' },
      { reason: 'x' },
    ])
      expectRefused(await post('OPERATIONS', url, body), 'BIZ_PARAM_INVALID');
    for (const role of ['FINANCE', 'RECRUITER', 'INTERVIEWER'] as const)
      expectRefused(
        await post(role, url, { finishType: 'STUDENT_NO_SHOW', reason: 'x' }),
        'FORBIDDEN',
      );
  });
});

describe('calling in standby', () => {
  it("hands a booked class to the time's standby teacher and tells the student side, stamped now", async () => {
    const absent = await activatedTeacher(app());
    const standby = await activatedTeacher(app());
    const start = Date.UTC(2040, 0, 3, 11);
    const classId = await classAt(absent.userId, start, { status: 'BOOKED', students: 0 });
    const standbyId = await classAt(standby.userId, start, {
      status: 'STANDBY_BOOKED',
      students: 0,
    });
    const before = Date.now();
    const res = await post('OPERATIONS', `/ops/classes/${classId}/standby-call-in`, {});
    const after = Date.now();
    expectOk(res);
    expect(res.json().data).toEqual({ classId: standbyId, teacherId: standby.userId });
    const [notice] = await queryRows<{ body: string }>(
      app().database.db,
      sql`select body from student_side_notices where slot_id = ${classId}`,
    );
    const body = JSON.parse(notice?.body ?? '{}') as { event: string; occurredAt: number };
    expect(body.event).toBe('CLASS_HANDED_OVER');
    expect(body.occurredAt).toBeGreaterThanOrEqual(before);
    expect(body.occurredAt).toBeLessThanOrEqual(after);
  });

  it('is refused to other roles and answers no 5xx for an unknown class', async () => {
    for (const role of ['FINANCE', 'RECRUITER', 'INTERVIEWER'] as const)
      expectRefused(await post(role, '/ops/classes/1/standby-call-in'), 'FORBIDDEN');
    const res = await post('OPERATIONS', '/ops/classes/999999/standby-call-in');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

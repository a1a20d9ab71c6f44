import type { IntegrationClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { dataOf, serviceKey, studentSide } from '../../test/classes.js';
import { classWorld, CONTRACT, NOW, PEAK } from '../../test/class-world.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { activatedTeacher } from '../../test/teachers.js';

const { clock, app, students, teacherWithClass, book, classOf } = classWorld();

describe('the student side', () => {
  it('needs a live key with the right scope', async () => {
    const query = { startTime: NOW, endTime: NOW + 24 * 60 * MINUTE };
    expectRefused(
      await app().inject({ url: '/ops/integration/units', query: mapOf(query) }),
      'TOKEN_NULL',
    );
    expectRefused(
      await studentSide(app(), 'sk_not-a-key').get('/ops/integration/units', query),
      'TOKEN_ILLEGAL',
    );
    const reader = studentSide(app(), await serviceKey(app(), 'READ_OPERATE'));
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
      app(),
      await serviceKey(app(), 'READ_WRITE_OPERATE', 'TEACHER_OPERATOR'),
    );
    expectRefused(await teacherRole.get('/ops/integration/units', query), 'FORBIDDEN');
    // A teacher's session is no key.
    const teacher = await activatedTeacher(app(), { contract: CONTRACT });
    const asTeacher = await app().inject({
      url: '/ops/integration/units',
      query: mapOf(query),
      headers: { 'x-user-token': teacher.token },
    });
    expectRefused(asTeacher, 'TOKEN_NULL');
  });

  it('books up to the class capacity, each student once, and frees seats', async () => {
    const teacher = await teacherWithClass();
    const open = dataOf(
      await students().get('/ops/integration/units', {
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
        await students().post('/ops/integration/classes/cancel-student', {
          classId: booked.classId,
          studentId: id,
        }),
      );
    const last = dataOf(
      await students().post('/ops/integration/classes/cancel-student', {
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
      app().database.db,
      sql`select s.student_count as seats, (select count(*)::int from class_students c where c.slot_id = s.id and c.cancelled_at is null) as rows
        from class_slots s where s.teacher_id = ${teacher.userId}`,
    );
    expect(row).toEqual({ seats: 4, rows: 4 });
  });
});

function mapOf(query: Record<string, number>) {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

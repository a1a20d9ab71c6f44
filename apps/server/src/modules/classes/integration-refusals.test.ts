import type { IntegrationClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf } from '../../test/classes.js';
import { classWorld, NOW, PEAK } from '../../test/class-world.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';

// The student side's refusals (decision 039): a class that is not there, not any more, or
// already started; a student who is not in it. And where a class goes when its last child
// leaves: a grid class reopens, a workshop goes back to the teacher's intention.

const { clock, app, students, newTeacher, teacherWithClass, book } = classWorld();

const cancelStudent = (classId: number, studentId: string) =>
  students().post('/ops/integration/classes/cancel-student', { classId, studentId });
const classById = (classId: number) => students().get(`/ops/integration/classes/${classId}`);
const missingId = 2_000_000_000;

describe('the student side is refused', () => {
  it('a booking where the teacher has no class, and one from the moment the class starts', async () => {
    const teacher = await teacherWithClass();
    expectRefused(
      await book(teacher.userId, ['stu-x'], PEAK + 30 * MINUTE),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    clock.set(PEAK);
    expectRefused(await book(teacher.userId, ['stu-x']), 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    clock.set(PEAK - 1);
    expect(dataOf<IntegrationClass>(await book(teacher.userId, ['stu-x'])).status).toBe('BOOKED');
    const seats = dataOf<{ teacherId: number; seatsLeft: number }[]>(
      await students().get('/ops/integration/units', {
        courseType: 'MAIN',
        startTime: PEAK - MINUTE,
        endTime: PEAK + MINUTE,
      }),
    );
    expect(seats.find((unit) => unit.teacherId === teacher.userId)?.seatsLeft).toBe(3);
  });

  it('a class id that is not there or was given back, for reading, reporting and cancelling', async () => {
    const teacher = await teacherWithClass();
    const booked = dataOf<IntegrationClass>(await book(teacher.userId, ['stu-y']));
    expect(dataOf<IntegrationClass>(await classById(booked.classId)).students).toHaveLength(1);
    expectRefused(await classById(missingId), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(await cancelStudent(missingId, 'stu-y'), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(
      await students().post(`/ops/integration/classes/${missingId}/outcome`, {
        finishType: 'AS_SCHEDULED',
      }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    await app().database.db.execute(
      sql`update class_slots set status = 'CANCELLED' where id = ${booked.classId}`,
    );
    expectRefused(await classById(booked.classId), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(await cancelStudent(booked.classId, 'stu-y'), 'BIZ_TEACHER_COURSE_NOT_EXIST');
  });

  it('taking out a child who is not in the class, or once the class has started', async () => {
    const teacher = await teacherWithClass();
    const booked = dataOf<IntegrationClass>(await book(teacher.userId, ['stu-z', 'stu-w']));
    expectRefused(await cancelStudent(booked.classId, 'stu-q'), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    clock.set(PEAK);
    expectRefused(
      await cancelStudent(booked.classId, 'stu-z'),
      'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME',
    );
    clock.set(PEAK - 1);
    const left = dataOf<IntegrationClass>(await cancelStudent(booked.classId, 'stu-z'));
    expect(left).toMatchObject({ status: 'BOOKED', students: [{ studentId: 'stu-w' }] });
  });
});

describe('a class whose last child leaves', () => {
  it('goes back to an intention when it is a workshop', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const start = beijing(2026, 12, 2, 17);
    dataOf(
      await teacher.post('/t/tc/book/unfixed/add', {
        smartClassType: 'WORKSHOP_30',
        startTimes: [start],
        topic: 'Stories and drama',
        lesson: 'Goldilocks',
      }),
    );
    const booked = dataOf<IntegrationClass>(
      await students().post('/ops/integration/classes/book', {
        teacherId: teacher.userId,
        startTime: start,
        courseType: 'WORKSHOP',
        studentIds: ['stu-v'],
      }),
    );
    expect(booked.status).toBe('BOOKED');
    const left = dataOf<IntegrationClass>(await cancelStudent(booked.classId, 'stu-v'));
    expect(left).toMatchObject({ status: 'INTENTION', students: [] });
  });
});

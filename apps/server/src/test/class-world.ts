import type { Writable } from 'node:stream';
import type { SlotUnit, TeacherClass } from '@portal/contracts';
import { afterAll, beforeAll } from 'vitest';
import { beijing, dataOf, serviceKey, studentSide, teacherCalls } from './classes.js';
import { activatedTeacher } from './teachers.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testClock } from './test-clock.js';

/** Monday 2026-11-30 10:00 in Beijing: this week's Monday is the 30th. */
export const NOW = beijing(2026, 11, 30, 10);
export const WEEK = beijing(2026, 11, 30);
/** Tuesday 19:00 Beijing: a peak unit more than 24 hours ahead. */
export const PEAK = beijing(2026, 12, 1, 19);
export const CONTRACT = { effectiveOn: '2026-11-01', expiresOn: '2027-04-30' };

/**
 * A test file's world of classes: an app on a clock the file moves, the student side with a
 * key, teachers with a class opened, bookings, the class clock's tick. Registers its own
 * beforeAll and afterAll.
 */
/** What a world's app is made with: extra settings, and where its log lines go (to read them). */
export interface WorldOptions {
  env?: Record<string, string>;
  logStream?: Writable;
}

export function classWorld(options: WorldOptions = {}) {
  const clock = testClock(NOW);
  const world = {} as { t: TestApp; students: ReturnType<typeof studentSide> };
  beforeAll(async () => {
    world.t = await createTestApp({
      clock: clock.now,
      ...(options.env ? { env: options.env } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    world.students = studentSide(world.t.app, await serviceKey(world.t.app));
  });
  afterAll(async () => world.t?.close());

  const app = () => world.t.app;
  /** An activated teacher with a signed contract (pay $10, one carrot a peak class), and their calls. */
  async function newTeacher(timeZone?: string) {
    const teacher = await activatedTeacher(app(), {
      contract: CONTRACT,
      ...(timeZone ? { timeZone } : {}),
    });
    return { ...teacher, ...teacherCalls(app(), teacher.token) };
  }
  type Teacher = Awaited<ReturnType<typeof newTeacher>>;
  return {
    clock,
    app,
    secondServer: () => world.t.secondServer(),
    students: () => world.students,
    newTeacher,
    /** A grid type's week as the teacher sees it. */
    units: async (teacher: Teacher, weekStartTime = WEEK, courseType = 'MAIN') =>
      dataOf<SlotUnit[]>(await teacher.get('/t/tc/book/all/units', { courseType, weekStartTime })),
    open: (teacher: Teacher, startTimes: number[], courseType = 'MAIN') =>
      teacher.post('/t/tc/book/batch', { courseType, startTimes }),
    async teacherWithClass(start = PEAK) {
      clock.set(NOW);
      const teacher = await newTeacher();
      dataOf(await teacher.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [start] }));
      return teacher;
    },
    book: (teacherId: number, studentIds: string[], startTime = PEAK) =>
      world.students.post('/ops/integration/classes/book', {
        teacherId,
        startTime,
        courseType: 'MAIN',
        level: 'L2',
        unit: 'U3',
        lesson: 'Lesson 4',
        studentIds,
      }),
    tick: () => app().services.classLifecycle.run(),
    carrots: async (userId: number) =>
      (await app().services.teacherClasses.achievement(userId)).carrots,
    async classOf(teacher: { get: ReturnType<typeof teacherCalls>['get'] }, weekOf = PEAK) {
      const week = dataOf<{ classes: TeacherClass[] }>(
        await teacher.get('/t/tc/book/schedule', { weekStartTime: weekOf }),
      );
      return week.classes[0] as TeacherClass;
    },
  };
}

/** The unit of a list starting at `start`. */
export const unitAt = (list: SlotUnit[], start: number) => list.find((u) => u.startTime === start);

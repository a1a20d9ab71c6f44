import type { ClassTypeView, TeacherBasicInfo, TeacherClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf, teacherCalls } from '../../test/classes.js';
import { classWorld, NOW, PEAK } from '../../test/class-world.js';
import { DAY, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { activatedTeacher } from '../../test/teachers.js';
import { beijingMonth } from './teacher-classes.service.js';

// The teacher's own class list, the class types' descriptions and the panel's name and pay
// (decision 039), from classes run through the real lifecycle.

const { clock, app, newTeacher, open, book, tick } = classWorld();

type Page = { total: number; list: TeacherClass[] };

describe('beijingMonth', () => {
  it('spans the Beijing month of an instant, December into the next January', () => {
    expect(beijingMonth(beijing(2026, 12, 31, 23, 59))).toEqual({
      from: new Date(beijing(2026, 12, 1)),
      to: new Date(beijing(2027, 1, 1)),
      label: '2026/12',
    });
    // Midnight of the 1st in Beijing is still the last day of the month before in UTC.
    expect(beijingMonth(beijing(2027, 3, 1))).toEqual({
      from: new Date(beijing(2027, 3, 1)),
      to: new Date(beijing(2027, 4, 1)),
      label: '2027/03',
    });
  });
});

describe("a teacher's class list", () => {
  it('gives upcoming classes soonest first and past ones latest first, a page at a time, each with its children and outcome', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const starts = [PEAK, PEAK + 30 * MINUTE, PEAK + HOUR];
    dataOf(await open(teacher, starts));
    dataOf(await book(teacher.userId, ['stu-a', 'stu-b']));
    const page = async (startTime: number, pageIndex = 1, pageSize = 10) =>
      dataOf<Page>(
        await teacher.get('/t/tc/book/class/list', {
          startTime,
          endTime: PEAK + DAY,
          pageIndex,
          pageSize,
        }),
      );
    const startsOf = (p: Page) => p.list.map((c) => c.startTime);

    const first = await page(NOW, 1, 2);
    expect(first.total).toBe(3);
    expect(startsOf(first)).toEqual([PEAK, PEAK + 30 * MINUTE]);
    expect(startsOf(await page(NOW, 2, 2))).toEqual([PEAK + HOUR]);
    expect(first.list[0]?.students.map((s) => s.studentId)).toEqual(['stu-a', 'stu-b']);
    expect(first.list[0]).toMatchObject({
      label: 'Main Course',
      status: 'BOOKED',
      finishType: null,
    });
    expect(first.list[1]?.students).toEqual([]);

    // The booked class is taught (joined, started, finished); the others expire unbooked.
    clock.set(PEAK - 5 * MINUTE);
    dataOf(await teacher.post('/t/tc/book/class/join', { classId: first.list[0]?.classId }));
    clock.set(PEAK);
    await tick();
    clock.set(PEAK + 3 * HOUR);
    await tick();
    await tick();

    // A range from more than a day before now is history, latest first; from exactly a day
    // before, it still reads as what is coming, soonest first.
    clock.set(PEAK - HOUR + DAY);
    const history = await page(PEAK - HOUR - 1);
    expect(startsOf(history)).toEqual([PEAK + HOUR, PEAK + 30 * MINUTE, PEAK]);
    expect(history.list.map((c) => c.status)).toEqual(['EXPIRE', 'EXPIRE', 'FINISH']);
    expect(history.list[2]).toMatchObject({ finishType: 'AS_SCHEDULED', joinable: false });
    expect(history.list[2]?.students.map((s) => s.studentId)).toEqual(['stu-a', 'stu-b']);
    expect(startsOf(await page(PEAK - HOUR))).toEqual(starts);
  });
});

describe("a class type's description", () => {
  it('is the catalogue entry of a known type, and BIZ_TEACHER_COURSE_NOT_EXIST for another', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const main = dataOf<ClassTypeView>(
      await teacher.get('/t/tc/book/course/desc', { smartClassType: 'MAIN' }),
    );
    expect(main).toMatchObject({
      smartClassType: 'MAIN',
      label: 'Main Course',
      capacity: 4,
      time: 25,
    });
    expect(main.description).toMatch(/^The main course: 25 minutes/);
    const unknown = await teacher.get('/t/tc/book/course/desc', { smartClassType: 'NO_SUCH' });
    expect(unknown.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
  });
});

describe("the panel's teacher", () => {
  const info = async (token: string) =>
    dataOf<TeacherBasicInfo>(await teacherCalls(app(), token).get('/t/tc/book/teacher/info'));
  async function setNames(userId: number, profile: object, fields: object) {
    const { db } = app().database;
    await db.execute(
      sql`update teachers set profile = ${JSON.stringify(profile)}::jsonb where user_id = ${userId}`,
    );
    await db.execute(
      sql`update resumes set fields = ${JSON.stringify(fields)}::jsonb where user_id = ${userId}`,
    );
  }

  it("is named by the saved profile, part by part, else by the application's names", async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    expect((await info(teacher.token)).name).toBe('Ann Lee');
    await setNames(teacher.userId, { firstName: 'Annie' }, { firstName: 'Ann', lastName: 'Lee' });
    expect((await info(teacher.token)).name).toBe('Annie Lee');
    await setNames(teacher.userId, { lastName: 'Smith' }, { firstName: true, lastName: 'Lee' });
    expect((await info(teacher.token)).name).toBe('Smith');
    await setNames(teacher.userId, { firstName: '' }, {});
    expect((await info(teacher.token)).name).toBe('');
  });

  it('earns nothing per class and no peak carrots without signed terms', async () => {
    const teacher = await activatedTeacher(app());
    const panel = await info(teacher.token);
    expect(panel).toMatchObject({ payPerClassCents: 0, peakCarrots: 0, carrots: 0 });
    const week = dataOf<Record<string, number>>(
      await teacherCalls(app(), teacher.token).get('/t/tc/book/calculator', {
        weekStartTime: PEAK,
      }),
    );
    expect(week).toMatchObject({ payPerClassCents: 0, estimatedCents: 0, bookedCents: 0 });
  });
});

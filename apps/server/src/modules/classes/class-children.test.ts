import type { IntegrationClass, TeacherClass } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf } from '../../test/classes.js';
import { classWorld, NOW, PEAK } from '../../test/class-world.js';
import { DAY, expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';

// The children of a class as the student side books them and their teacher reads them
// (decision 061): a first name and an age in years beside the id, level, unit and lesson;
// optional, so an older student side still books; only ever to the class's own teacher.

const { clock, students, newTeacher, open } = classWorld();

type Teacher = Awaited<ReturnType<typeof newTeacher>>;

const bookChildren = (teacherId: number, body: object, startTime = PEAK) =>
  students().post('/ops/integration/classes/book', {
    teacherId,
    startTime,
    courseType: 'MAIN',
    level: 'Level 2',
    unit: 'Unit 3',
    lesson: 'Lesson 4',
    ...body,
  });
const nextOf = async (teacher: Teacher) =>
  dataOf<{ nextClass: TeacherClass | null }>(await teacher.get('/t/tc/book/class/next')).nextClass;
const listOf = async (teacher: Teacher) =>
  dataOf<{ total: number; list: TeacherClass[] }>(
    await teacher.get('/t/tc/book/class/list', { startTime: NOW, endTime: NOW + 7 * DAY }),
  );

const MIA = { studentId: 'stu-mia', firstName: 'Mia', age: 7 };
const LEO = { studentId: 'stu-leo', firstName: 'Leo', age: 9 };
const named = (child: typeof MIA) => ({
  ...child,
  level: 'Level 2',
  unit: 'Unit 3',
  lesson: 'Lesson 4',
});
const unnamed = (studentId: string) => ({
  studentId,
  firstName: null,
  age: null,
  level: 'Level 2',
  unit: 'Unit 3',
  lesson: 'Lesson 4',
});

describe("a class's children", () => {
  it('are booked with a first name and an age, each optional, and read back by the student side', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    dataOf(await open(teacher, [PEAK]));
    const booked = dataOf<IntegrationClass>(
      await bookChildren(teacher.userId, {
        studentIds: ['stu-mia', 'stu-leo', 'stu-ava'],
        // The age as a wire number in text, a name with blanks around it; stu-ava has none.
        children: [MIA, { ...LEO, firstName: ' Leo ', age: '9' }],
      }),
    );
    expect(booked.students).toEqual([named(MIA), named(LEO), unnamed('stu-ava')]);
    const read = dataOf<IntegrationClass>(
      await students().get(`/ops/integration/classes/${booked.classId}`),
    );
    expect(read.students).toEqual(booked.students);
    // A student side that knows nothing of names books as before.
    const older = dataOf<IntegrationClass>(
      await bookChildren(teacher.userId, { studentIds: ['stu-old'] }),
    );
    expect(older.students.at(-1)).toEqual(unnamed('stu-old'));
  });

  it('are refused, and nothing booked, when named wrong: not among the ids, an age out of range, a long name', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    dataOf(await open(teacher, [PEAK]));
    const refusals = [
      { studentIds: ['stu-a'], children: [{ studentId: 'stu-b', firstName: 'Bo', age: 6 }] },
      { studentIds: ['stu-a'], children: [{ studentId: 'stu-a', firstName: 'Bo', age: 1 }] },
      { studentIds: ['stu-a'], children: [{ studentId: 'stu-a', firstName: 'Bo', age: 19 }] },
      { studentIds: ['stu-a'], children: [{ studentId: 'stu-a', firstName: 'Bo', age: 6.5 }] },
      { studentIds: ['stu-a'], children: [{ studentId: 'stu-a', firstName: 'B'.repeat(41) }] },
      { studentIds: ['stu-a'], children: [{ studentId: 'stu-a', firstName: 'Bo\u0007' }] },
    ];
    for (const body of refusals)
      expectRefused(await bookChildren(teacher.userId, body), 'BIZ_PARAM_INVALID');
    expect((await listOf(teacher)).list[0]?.students).toEqual([]);
  });

  it("are read by the class's teacher: the next class, the lists and the week", async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    dataOf(await open(teacher, [PEAK, PEAK + HOUR]));
    dataOf(await bookChildren(teacher.userId, { studentIds: ['stu-mia'], children: [MIA] }));
    const next = await nextOf(teacher);
    expect(next).toMatchObject({ startTime: PEAK, status: 'BOOKED', joinable: false });
    expect(next?.students).toEqual([named(MIA)]);
    expect((await listOf(teacher)).list[0]?.students).toEqual([named(MIA)]);
    const week = dataOf<{ classes: TeacherClass[] }>(
      await teacher.get('/t/tc/book/schedule', { weekStartTime: PEAK }),
    );
    expect(week.classes.find((c) => c.startTime === PEAK)?.students).toEqual([named(MIA)]);
  });

  it('are never read by another teacher', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const other = await newTeacher();
    dataOf(await open(teacher, [PEAK]));
    const booked = dataOf<IntegrationClass>(
      await bookChildren(teacher.userId, { studentIds: ['stu-mia'], children: [MIA] }),
    );
    expect(await nextOf(other)).toBeNull();
    expect(await listOf(other)).toEqual({ total: 0, list: [] });
    const week = dataOf<{ classes: TeacherClass[] }>(
      await other.get('/t/tc/book/schedule', { weekStartTime: PEAK }),
    );
    expect(week.classes).toEqual([]);
    // Asking for the class by its id is refused as "not there", never "not yours".
    clock.set(PEAK - 5 * MINUTE);
    expectRefused(
      await other.post('/t/tc/book/class/join', { classId: booked.classId }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
  });
});

describe("the teacher's next class", () => {
  it('is the running class, else the earliest ahead, opened or booked; never a standby, an ended or a given-back one', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    expect(await nextOf(teacher)).toBeNull();
    // A standby tonight (within 24 hours), classes tomorrow at 19:00, 19:30 and 20:00.
    const standby = beijing(2026, 11, 30, 19);
    dataOf(await teacher.post('/t/tc/book/standby', { startTime: standby }));
    dataOf(await open(teacher, [PEAK, PEAK + 30 * MINUTE, PEAK + HOUR]));
    dataOf(await bookChildren(teacher.userId, { studentIds: ['stu-mia'], children: [MIA] }));
    dataOf(await teacher.post('/t/tc/book/cancel', { startTime: PEAK + 30 * MINUTE }));

    expect(await nextOf(teacher)).toMatchObject({ startTime: PEAK, status: 'BOOKED' });
    // Running: still the next, and joinable, until its teaching ends.
    clock.set(PEAK + 10 * MINUTE);
    expect(await nextOf(teacher)).toMatchObject({ startTime: PEAK, joinable: true });
    clock.set(PEAK + 25 * MINUTE - 1);
    expect((await nextOf(teacher))?.startTime).toBe(PEAK);
    // Ended: the next one ahead, opened with nobody booked (the given-back one is skipped).
    clock.set(PEAK + 25 * MINUTE);
    const after = await nextOf(teacher);
    expect(after).toMatchObject({ startTime: PEAK + HOUR, status: 'OPEN', students: [] });
  });
});

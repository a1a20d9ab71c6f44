import { MASCOT_NAME, WEEK_MS, type SlotUnit } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf, grantPermission } from '../../test/classes.js';
import { classWorld, NOW, unitAt, WEEK } from '../../test/class-world.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';

const { clock, app, newTeacher, units, open } = classWorld();
const NEXT_WEEK = WEEK + WEEK_MS;

describe('the week grid', () => {
  it('cuts the week into the teaching hours in Beijing time, with peak time and its carrots', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const list = await units(teacher);
    // Weekdays 17:00-21:00 (8 half hours), weekends 09:00-21:00 (24): 5 x 8 + 2 x 24.
    expect(list).toHaveLength(88);
    expect(list[0]?.startTime).toBe(beijing(2026, 11, 30, 17));
    expect(unitAt(list, beijing(2026, 11, 30, 19))).toMatchObject({
      peakTime: true,
      peakCoinCount: 1,
    });
    expect(unitAt(list, beijing(2026, 11, 30, 18))).toMatchObject({
      peakTime: false,
      peakCoinCount: 0,
    });
    expect(unitAt(list, beijing(2026, 12, 5, 9))).toMatchObject({ peakTime: true });
    // Within 24 hours only standby is offered; beyond, the unit may be opened.
    expect(unitAt(list, beijing(2026, 11, 30, 17))?.status).toBe('STANDBY_AVAILABLE');
    expect(unitAt(list, beijing(2026, 12, 1, 17))?.status).toBe('AVAILABLE');
    expect(list.some((u) => u.status === 'EMPTY')).toBe(false);
  });

  it('refuses a week beyond five with the mascot, and marks units gone by EMPTY', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const far = await teacher.get('/t/tc/book/all/units', { weekStartTime: WEEK + 5 * WEEK_MS });
    expectRefused(far, 'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT');
    expect(far.json().msg).toContain(MASCOT_NAME);
    const last = await units(teacher, WEEK + 4 * WEEK_MS);
    expect(unitAt(last, WEEK + 4 * WEEK_MS + 17 * HOUR)?.status).toBe('AVAILABLE');
    const lastWeek = await units(teacher, WEEK - WEEK_MS);
    expect(new Set(lastWeek.map((u) => u.status))).toEqual(new Set(['EMPTY']));
  });

  it('answers a permission error for a type the teacher was not granted', async () => {
    const teacher = await newTeacher();
    const res = await teacher.get('/t/tc/book/unfixed/intention/units', {
      smartClassType: 'CAMBRIDGE_KET_100',
      weekStartTime: NEXT_WEEK,
    });
    expectRefused(res, 'BIZ_TEACHER_PERMISSION');
    await grantPermission(app(), teacher.userId, 'CAMBRIDGE_MAIN_UNFIXED_BOOK');
    const granted = dataOf(
      await teacher.get('/t/tc/book/unfixed/intention/units', {
        smartClassType: 'CAMBRIDGE_KET_100',
        weekStartTime: NEXT_WEEK,
      }),
    ) as SlotUnit[];
    // A 100-minute class fits twice... its last start on a weekday is 19:00 (ends 21:00).
    expect(
      granted.filter((u) => u.startTime < NEXT_WEEK + 24 * HOUR).map((u) => u.startTime),
    ).toEqual([
      NEXT_WEEK + 17 * HOUR,
      NEXT_WEEK + 17.5 * HOUR,
      NEXT_WEEK + 18 * HOUR,
      NEXT_WEEK + 18.5 * HOUR,
      NEXT_WEEK + 19 * HOUR,
    ]);
  });
});

describe('opening units', () => {
  it('opens all units or none, with the spec error for each refused unit', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const good = beijing(2026, 12, 1, 18);
    const tooSoon = beijing(2026, 11, 30, 20);
    const mixed = await open(teacher, [good, tooSoon]);
    expectRefused(mixed, 'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR');
    expect(Object.keys(mixed.json().data.fields)).toEqual([String(tooSoon)]);
    expect(unitAt(await units(teacher), good)?.status).toBe('AVAILABLE');

    expect(dataOf(await open(teacher, [good, good + 30 * MINUTE]))).toEqual({
      opened: [good, good + 30 * MINUTE],
    });
    const after = await units(teacher);
    expect(unitAt(after, good)).toMatchObject({
      status: 'OPEN',
      lock: false,
      students: 0,
      fixed: false,
    });
    const again = await open(teacher, [good]);
    expectRefused(again, 'BIZ_TEACHER_SLOTS_ALREADY_OPENED');
    expect(again.json().data.fields).toEqual({ [String(good)]: 'Slot(s) already opened' });
  });

  it('refuses a start off the grid, one within 10 minutes, a past one and one beyond five weeks', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    expectRefused(await open(teacher, [beijing(2026, 12, 1, 12)]), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(
      await open(teacher, [beijing(2026, 12, 1, 17, 10)]),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    expectRefused(
      await open(teacher, [beijing(2026, 11, 29, 17)]),
      'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME',
    );
    expectRefused(
      await open(teacher, [NOW + 36 * 24 * HOUR - 10 * HOUR + 17 * HOUR]),
      'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT',
    );
    // Workshops are not "regular": they open up to 10 minutes ahead, never closer.
    clock.set(beijing(2026, 11, 30, 16, 55));
    const workshop = await teacher.post('/t/tc/book/unfixed/add', {
      smartClassType: 'WORKSHOP_30',
      startTimes: [beijing(2026, 11, 30, 17)],
      topic: 'Stories and drama',
      lesson: 'Goldilocks',
    });
    expectRefused(workshop, 'BIZ_TEACHER_BOOK_COURSE_WITHIN_10_MINUTE');
    clock.set(beijing(2026, 11, 30, 16, 45));
    const inTime = await teacher.post('/t/tc/book/unfixed/add', {
      smartClassType: 'WORKSHOP_30',
      startTimes: [beijing(2026, 11, 30, 17)],
      topic: 'Stories and drama',
      lesson: 'Goldilocks',
    });
    expect(dataOf(inTime)).toEqual({ opened: [beijing(2026, 11, 30, 17)] });
  });

  it('asks a workshop for a topic and a lesson of the theme list', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const topics = dataOf(await teacher.post('/t/tc/book/topic', { courseType: 'WORKSHOP' })) as {
      topic: string;
      lessons: string[];
    }[];
    expect(topics.length).toBeGreaterThan(0);
    const start = beijing(2026, 12, 2, 17);
    const noTopic = await teacher.post('/t/tc/book/unfixed/add', {
      smartClassType: 'WORKSHOP_30',
      startTimes: [start],
    });
    expectRefused(noTopic, 'BIZ_PARAM_ERR');
    const wrongLesson = await teacher.post('/t/tc/book/unfixed/add', {
      smartClassType: 'WORKSHOP_30',
      startTimes: [start],
      topic: topics[0]?.topic,
      lesson: 'Not a lesson',
    });
    expectRefused(wrongLesson, 'BIZ_PARAM_ERR');
    const list = dataOf(
      await teacher.get('/t/tc/book/unfixed/intention/units', {
        smartClassType: 'WORKSHOP_30',
        weekStartTime: WEEK,
      }),
    ) as SlotUnit[];
    expect(unitAt(list, start)?.status).toBe('AVAILABLE');
  });

  it('never lets two held times of one teacher overlap, whatever their types', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    await grantPermission(app(), teacher.userId, 'CAMBRIDGE_MAIN_UNFIXED_BOOK');
    const saturday = beijing(2026, 12, 5, 9);
    dataOf(
      await teacher.post('/t/tc/book/unfixed/add', {
        smartClassType: 'CAMBRIDGE_KET_100',
        startTimes: [saturday],
      }),
    );
    const clash = await open(teacher, [saturday + HOUR]);
    expectRefused(clash, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    const grid = await units(teacher);
    expect(unitAt(grid, saturday + 30 * MINUTE)?.status).toBe('UNAVAILABLE');
    expect(unitAt(grid, saturday + 2 * HOUR)?.status).toBe('AVAILABLE');
    const intentions = dataOf(
      await teacher.get('/t/tc/book/unfixed/intention/units', {
        smartClassType: 'CAMBRIDGE_KET_100',
        weekStartTime: WEEK,
      }),
    ) as SlotUnit[];
    expect(unitAt(intentions, saturday)?.status).toBe('INTENTION');
  });

  it('makes one opening of 20 parallel openings of the same units', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const starts = [beijing(2026, 12, 3, 17), beijing(2026, 12, 3, 17, 30)];
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(teacher, starts)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(['BIZ_TEACHER_SLOTS_ALREADY_OPENED', 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE']).toContain(
        res.json().code,
      );
    const held = (await units(teacher)).filter((u) => u.status === 'OPEN');
    expect(held.map((u) => u.startTime)).toEqual(starts);
  });

  it('repeats a week in the following weeks, leaving units held the same way alone', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const tuesday = beijing(2026, 12, 1, 19);
    dataOf(await open(teacher, [tuesday]));
    dataOf(await open(teacher, [tuesday + WEEK_MS]));
    const cycled = dataOf(
      await teacher.post('/t/tc/book/cycle', { courseType: 'MAIN', weekStartTime: WEEK, weeks: 3 }),
    ) as { opened: number[] };
    expect(cycled.opened).toEqual([tuesday + 2 * WEEK_MS, tuesday + 3 * WEEK_MS]);
    expect(unitAt(await units(teacher, WEEK + 3 * WEEK_MS), tuesday + 3 * WEEK_MS)?.status).toBe(
      'OPEN',
    );
  });
});

describe('giving times back', () => {
  it('cancels an unbooked unit for free and refuses what the teacher does not hold', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const other = await newTeacher();
    const start = beijing(2026, 12, 2, 18);
    dataOf(await open(teacher, [start]));
    // Another teacher cannot give back this teacher's time: for them it does not exist.
    expectRefused(
      await other.post('/t/tc/book/cancel', { startTime: start }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    expect(unitAt(await units(teacher), start)?.status).toBe('OPEN');
    expect(dataOf(await teacher.post('/t/tc/book/cancel', { startTime: start }))).toEqual({
      cancelled: [start],
    });
    expect(unitAt(await units(teacher), start)?.status).toBe('AVAILABLE');
    expectRefused(
      await teacher.post('/t/tc/book/cancel', { startTime: start }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    // Given back, the time can be opened again.
    dataOf(await open(teacher, [start]));
  });
});

import { describe, expect, it } from 'vitest';
import { beijing, dataOf } from '../../test/classes.js';
import { classWorld, NOW, unitAt } from '../../test/class-world.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { signedContract } from '../../test/teachers.js';

const { clock, app, newTeacher, units, open } = classWorld();
type Teacher = Awaited<ReturnType<typeof newTeacher>>;

describe('standby', () => {
  it('is held only within the next 24 hours, before the start, while seats last', async () => {
    clock.set(NOW);
    const start = beijing(2026, 11, 30, 19);
    const teachers = [
      await newTeacher(),
      await newTeacher(),
      await newTeacher(),
      await newTeacher(),
    ];
    const [first] = teachers as [Teacher];
    expectRefused(
      await first.post('/t/tc/book/standby', { startTime: beijing(2026, 12, 1, 19) }),
      'BIZ_TEACHER_STANDBY_OVER_24_HOUR',
    );
    expectRefused(
      await first.post('/t/tc/book/standby', { startTime: beijing(2026, 11, 29, 19) }),
      'BIZ_TEACHER_STANDBY_EXPIRE_BEGUN',
    );
    // Comma-joined starts, as the original client sends them.
    dataOf(
      await first.post('/t/tc/book/standby', { startTime: `${start},${start + 30 * MINUTE}` }),
    );
    for (const teacher of teachers.slice(1, 3))
      dataOf(await teacher.post('/t/tc/book/standby', { startTime: start }));
    const fourth = teachers[3] as Teacher;
    expect(unitAt(await units(fourth), start)?.status).toBe('UNAVAILABLE');
    expectRefused(
      await fourth.post('/t/tc/book/standby', { startTime: start }),
      'BIZ_TEACHER_STANDBY_BOOK_FULL',
    );
    expect(unitAt(await units(first), start)).toMatchObject({
      status: 'STANDBY_BOOKED',
      lock: false,
    });
    // Giving a standby back frees its seat.
    dataOf(await first.post('/t/tc/book/cancel', { startTime: start }));
    dataOf(await fourth.post('/t/tc/book/standby', { startTime: start }));
  });
});

describe('daylight saving in the teacher zone', () => {
  it('keeps every class at its Beijing time while the teacher clock moves', async () => {
    clock.set(beijing(2026, 10, 26, 10));
    const teacher = await newTeacher('America/New_York');
    // A contract from October, so both days may be opened.
    await signedContract(app(), teacher.userId, {
      effectiveOn: '2026-10-01',
      expiresOn: '2026-10-31',
    });
    const before = beijing(2026, 10, 31, 9);
    const after = beijing(2026, 11, 7, 9);
    dataOf(await open(teacher, [before, after]));
    const first = dataOf(
      await teacher.get('/t/tc/book/schedule', { weekStartTime: beijing(2026, 10, 26) }),
    ) as {
      classes: { startTime: number }[];
    };
    const second = dataOf(
      await teacher.get('/t/tc/book/schedule', { weekStartTime: beijing(2026, 11, 2) }),
    ) as {
      classes: { startTime: number }[];
    };
    expect(first.classes.map((c) => c.startTime)).toEqual([before]);
    expect(second.classes.map((c) => c.startTime)).toEqual([after]);
    // The web shows them in the zone the server answers (21:00 EDT, then 20:00 EST: the web's
    // dates.test.ts formats these two instants).
    expect(dataOf(await teacher.get('/t/tc/book/teacher/info'))).toMatchObject({
      timeZone: 'America/New_York',
    });
  });
});

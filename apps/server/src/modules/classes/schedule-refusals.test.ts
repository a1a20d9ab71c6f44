import type { SlotUnit } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf, grantPermission } from '../../test/classes.js';
import { classWorld, WEEK } from '../../test/class-world.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';

const { app, newTeacher } = classWorld();
const WORKSHOP = { topic: 'Stories and drama', lesson: 'Goldilocks' };
const intentions = (smartClassType: string, weekStartTime = WEEK) => ({
  smartClassType,
  weekStartTime,
});

describe('what the schedule refuses', () => {
  it('a type that is not in the catalogue, is standby, or is of the other kind', async () => {
    const teacher = await newTeacher();
    for (const smartClassType of ['NOT_A_TYPE', 'STANDBY'])
      expectRefused(
        await teacher.get('/t/tc/book/unfixed/intention/units', intentions(smartClassType)),
        'BIZ_TEACHER_COURSE_NOT_EXIST',
      );
    const start = beijing(2026, 12, 2, 17);
    expectRefused(
      await teacher.post('/t/tc/book/unfixed/add', { smartClassType: 'MAIN', startTimes: [start] }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
  });

  it('a type OPERATIONS turned off, until they turn it on again', async () => {
    const teacher = await newTeacher();
    const setWorkshop = async (active: boolean) => {
      await app().database.db.execute(
        sql`update class_types set active = ${active} where smart_class_type = 'WORKSHOP_30'`,
      );
      app().services.classSettings.invalidate();
    };
    await setWorkshop(false);
    expectRefused(
      await teacher.get('/t/tc/book/unfixed/intention/units', intentions('WORKSHOP_30')),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    await setWorkshop(true);
    dataOf(await teacher.get('/t/tc/book/unfixed/intention/units', intentions('WORKSHOP_30')));
  });

  it('standby off the grid, and standby on a grid that offers none (1v2)', async () => {
    const teacher = await newTeacher();
    const offGrid = beijing(2026, 11, 30, 12);
    const res = await teacher.post('/t/tc/book/standby', { startTime: offGrid });
    expectRefused(res, 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expect(Object.keys(res.json().data.fields)).toEqual([String(offGrid)]);
    const twos = dataOf<SlotUnit[]>(
      await teacher.get('/t/tc/book/all/units', { courseType: 'MAIN_1_V_2', weekStartTime: WEEK }),
    );
    const tonight = twos.find((u) => u.startTime === beijing(2026, 11, 30, 19));
    expect(tonight).toMatchObject({ status: 'UNAVAILABLE', peakTime: true, peakCoinCount: 1 });
  });

  it('two units of one call that overlap each other, and a unit over a held standby', async () => {
    const teacher = await newTeacher();
    await grantPermission(app(), teacher.userId, 'CAMBRIDGE_MAIN_UNFIXED_BOOK');
    const saturday = beijing(2026, 12, 5, 9);
    const both = await teacher.post('/t/tc/book/unfixed/add', {
      smartClassType: 'CAMBRIDGE_KET_100',
      startTimes: [saturday, saturday + 30 * MINUTE],
    });
    expectRefused(both, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    expect(Object.keys(both.json().data.fields)).toEqual([
      String(saturday),
      String(saturday + 30 * MINUTE),
    ]);
    const soon = beijing(2026, 11, 30, 17);
    dataOf(await teacher.post('/t/tc/book/standby', { startTime: soon }));
    const workshop = await teacher.post('/t/tc/book/unfixed/add', {
      smartClassType: 'WORKSHOP_30',
      startTimes: [soon],
      ...WORKSHOP,
    });
    expectRefused(workshop, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
  });

  it('a call with a unit already opened and a unit another type holds: each its reason', async () => {
    const teacher = await newTeacher();
    const seven = beijing(2026, 12, 1, 19);
    const eight = beijing(2026, 12, 1, 20);
    dataOf(await teacher.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [seven] }));
    dataOf(
      await teacher.post('/t/tc/book/batch', { courseType: 'MAIN_1_V_2', startTimes: [eight] }),
    );
    const both = await teacher.post('/t/tc/book/batch', {
      courseType: 'MAIN',
      startTimes: [eight, seven],
    });
    expectRefused(both, 'BIZ_TEACHER_SLOTS_ALREADY_OPENED');
    expect(both.json().data.fields).toEqual({
      [String(seven)]: 'Slot(s) already opened',
      [String(eight)]: 'Slot(s) not available',
    });
  });

  it('giving back an intention under another type, leaving it held', async () => {
    const teacher = await newTeacher();
    const start = beijing(2026, 12, 2, 17);
    dataOf(
      await teacher.post('/t/tc/book/unfixed/add', {
        smartClassType: 'WORKSHOP_30',
        startTimes: [start],
        ...WORKSHOP,
      }),
    );
    expectRefused(
      await teacher.post('/t/tc/book/unfixed/cancel', {
        smartClassType: 'CAMBRIDGE_KET_45',
        startTimes: [start],
      }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    const units = dataOf<SlotUnit[]>(
      await teacher.get('/t/tc/book/unfixed/intention/units', intentions('WORKSHOP_30')),
    );
    expect(units.find((u) => u.startTime === start)?.status).toBe('INTENTION');
    expect(
      dataOf(
        await teacher.post('/t/tc/book/unfixed/cancel', {
          smartClassType: 'WORKSHOP_30',
          startTimes: [start, start],
        }),
      ),
    ).toEqual({ cancelled: [start] });
  });

  it('repeating an empty week, and a week already repeated', async () => {
    const teacher = await newTeacher();
    const repeat = () =>
      teacher.post('/t/tc/book/cycle', { courseType: 'MAIN', weekStartTime: WEEK, weeks: 2 });
    expectRefused(await repeat(), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    const tuesday = beijing(2026, 12, 1, 20);
    dataOf(await teacher.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [tuesday] }));
    expect(dataOf(await repeat())).toEqual({
      opened: [tuesday + 7 * 24 * HOUR, tuesday + 14 * 24 * HOUR],
    });
    expect(dataOf(await repeat())).toEqual({ opened: [] });
  });
});

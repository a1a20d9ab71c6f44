import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DAY, expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { consoleWorld } from '../../test/console-world.js';
import { activatedTeacher } from '../../test/teachers.js';

const { app, get, expectOperationsOnly, classAt } = consoleWorld();

const BASE = Date.UTC(2031, 0, 6, 11); // a Monday, 19:00 in Beijing

describe('the class list', () => {
  it('lists classes of a date range with the teacher and the latest outcome, paged', async () => {
    const ann = await activatedTeacher(app(), {
      resume: { firstName: 'Ann', lastName: 'Classlist' },
    });
    const bob = await activatedTeacher(app());
    const first = await classAt(ann.userId, BASE, { finishType: 'AS_SCHEDULED' });
    await app().database.db.execute(
      sql`insert into class_outcomes (slot_id, finish_type, recorded_by, reason) values (${first}, 'STUDENT_NO_SHOW', 'STAFF', 'x')`,
    );
    const second = await classAt(bob.userId, BASE + DAY, { status: 'BOOKED', students: 3 });
    await classAt(ann.userId, BASE + 2 * DAY, { status: 'CANCELLED' });
    await classAt(ann.userId, BASE + 40 * DAY);

    const range = `startTime=${BASE - DAY}&endTime=${BASE + 10 * DAY}`;
    for (const role of ['OPERATIONS', 'ADMIN'] as const) {
      const res = await get(role, `/ops/classes?${range}`);
      expectOk(res);
      expect(res.json().data).toEqual({
        total: 2,
        list: [
          {
            classId: first,
            teacherId: ann.userId,
            teacherName: 'Ann Classlist',
            teacherEmail: ann.email,
            startTime: BASE,
            endTime: BASE + 25 * 60_000,
            courseType: 'MAIN',
            smartClassType: 'MAIN',
            label: 'Main Course',
            status: 'FINISH',
            studentCount: 2,
            capacity: 4,
            peakTime: true,
            fromStandby: false,
            finishType: 'STUDENT_NO_SHOW',
          },
          expect.objectContaining({ classId: second, status: 'BOOKED', finishType: null }),
        ],
      });
    }
    const byTeacher = await get('OPERATIONS', `/ops/classes?${range}&teacherId=${bob.userId}`);
    expect(byTeacher.json().data.list.map((r: { classId: number }) => r.classId)).toEqual([second]);
    const byOutcome = await get('OPERATIONS', `/ops/classes?${range}&finishType=STUDENT_NO_SHOW`);
    expect(byOutcome.json().data.list.map((r: { classId: number }) => r.classId)).toEqual([first]);
    const paged = await get('OPERATIONS', `/ops/classes?${range}&pageSize=50&pageIndex=2`);
    expect(paged.json().data).toEqual({ total: 2, list: [] });
  });

  it('checks the range and the filters, and is refused to other roles', async () => {
    expectRefused(
      await get('OPERATIONS', `/ops/classes?startTime=${BASE}&endTime=${BASE}`),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(
      await get('OPERATIONS', `/ops/classes?startTime=${BASE}&endTime=${BASE + 100 * DAY}`),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(
      await get(
        'OPERATIONS',
        `/ops/classes?startTime=${BASE}&endTime=${BASE + DAY}&finishType=NOPE`,
      ),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(
      await get('OPERATIONS', `/ops/classes?startTime=${BASE}&endTime=${BASE + DAY}&pageSize=7`),
      'BIZ_PARAM_INVALID',
    );
    await expectOperationsOnly((role) =>
      get(role, `/ops/classes?startTime=${BASE}&endTime=${BASE + DAY}`),
    );
  });
});

/**
 * The original client's short names on class and leave items (spec section 3: stm, etm, sts,
 * ets, tp; ifCross), decision 073: the class list, the leave course list and the history.
 */
import type { LeaveCourse, LeaveRecordRow, TeacherClass } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { DAY, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();

// PEAK is Tuesday 2026-12-01 19:00 in Beijing; a main class teaches 25 minutes.
const peakFields = {
  stm: PEAK,
  etm: PEAK + 25 * MINUTE,
  sts: '2026/12/01 19:00',
  ets: '2026/12/01 19:25',
  tp: 'MAIN',
  ifCross: false,
};

describe('class and leave items carry the short names', () => {
  it('on the class list and the leave course list', async () => {
    const teacher = await w.booked(PEAK, ['stu-w1']);
    const page = dataOf<{ list: TeacherClass[] }>(
      await teacher.get('/t/tc/book/class/list', { startTime: PEAK - DAY, endTime: PEAK + DAY }),
    );
    expect(page.list).toEqual([expect.objectContaining({ startTime: PEAK, ...peakFields })]);

    const courses = dataOf<LeaveCourse[]>(
      await teacher.get('/t/tc/leave/course/list', { startTime: PEAK - DAY, endTime: PEAK + DAY }),
    );
    expect(courses).toEqual([expect.objectContaining({ slotId: teacher.slotId, ...peakFields })]);
  });

  it("on the history's records: the first class's start to the last one's end", async () => {
    const teacher = await w.booked(PEAK, ['stu-w2']);
    dataOf(await w.open(teacher, [PEAK + HOUR]));
    dataOf(
      await w.apply(teacher, {
        slotIds: [teacher.slotId, await w.slotAt(teacher.userId, PEAK + HOUR)],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
        preview: false,
      }),
    );
    const history = dataOf<{ list: LeaveRecordRow[] }>(
      await teacher.get('/t/tc/leave/history', {}),
    );
    expect(history.list).toEqual([
      expect.objectContaining({
        firstStartTime: PEAK,
        classCount: 2,
        ...peakFields,
        etm: PEAK + HOUR + 25 * MINUTE,
        ets: '2026/12/01 20:25',
      }),
    ]);
  });
});

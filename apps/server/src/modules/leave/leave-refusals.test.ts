import type { LeaveCourse, LeaveRecordRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

async function records(teacher: Pick<Teacher, 'get'>, kind: string) {
  return dataOf<{ list: LeaveRecordRow[] }>(await teacher.get('/t/tc/leave/history', { kind }))
    .list;
}

/** A teacher who missed the class-world peak class: the clock records the no-show. */
async function missed() {
  const teacher = await w.booked(PEAK, ['stu-r1']);
  for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE]) {
    w.clock.set(at);
    await w.tick();
  }
  const [record] = await records(teacher, 'NO_SHOW');
  if (!record) throw new Error('no no-show recorded');
  return { teacher, leaveId: record.leaveId };
}

describe("another teacher's records", () => {
  it('are not found by any leave call, and stay as they are', async () => {
    const { teacher, leaveId } = await missed();
    w.clock.set(NOW);
    const stranger = await w.newTeacher();
    w.clock.set(PEAK + HOUR);
    for (const id of [leaveId, 987_654]) {
      expectRefused(await stranger.get('/t/tc/leave/detail', { leaveId: id }), 'NOT_FOUND');
      expectRefused(await stranger.get('/t/tc/leave/noshow/detail', { leaveId: id }), 'NOT_FOUND');
      expectRefused(
        await stranger.post('/t/tc/leave/appeal', { leaveId: id, message: 'It was me.' }),
        'NOT_FOUND',
      );
      expectRefused(
        await stranger.post('/t/tc/leave/noshow/free/remove', { leaveId: id }),
        'NOT_FOUND',
      );
    }
    expect(await records(teacher, 'NO_SHOW')).toEqual([
      expect.objectContaining({
        leaveId,
        status: 'RECORDED',
        appealable: true,
        freePassUsable: true,
      }),
    ]);
    expect(await w.deductions(teacher.userId)).toEqual([{ amount: 1000, kind: 'FINE' }]);
  });

  it("a cancellation is not a no-show's detail", async () => {
    const teacher = await w.booked(PEAK, ['stu-r2']);
    const { confirmed } = await w.previewThenConfirm(teacher, {
      slotIds: [teacher.slotId],
      type: 'REGULAR_CANCELLATION',
      reason: 'SICKNESS',
    });
    dataOf(confirmed);
    const [cancellation] = await records(teacher, 'CANCELLATION');
    const leaveId = cancellation?.leaveId ?? 0;
    expect(dataOf(await teacher.get('/t/tc/leave/detail', { leaveId }))).toMatchObject({
      kind: 'CANCELLATION',
    });
    expectRefused(await teacher.get('/t/tc/leave/noshow/detail', { leaveId }), 'NOT_FOUND');
  });
});

describe('the course list at the start of a class', () => {
  it('locks the class from its first minute and gives a tier only to a booked class ahead', async () => {
    const teacher = await w.booked(PEAK, ['stu-r3']);
    const open = PEAK + HOUR;
    dataOf(await w.open(teacher, [open]));
    const list = async () =>
      dataOf<LeaveCourse[]>(
        await teacher.get('/t/tc/leave/course/list', { startTime: NOW, endTime: open + HOUR }),
      ).map(({ startTime, status, lock, tier }) => ({ startTime, status, lock, tier }));
    w.clock.set(PEAK - 1);
    expect(await list()).toEqual([
      { startTime: PEAK, status: 'BOOKED', lock: false, tier: 'LAST_MINUTE' },
      { startTime: open, status: 'OPEN', lock: false, tier: null },
    ]);
    // The clock has not ticked yet: the row still says BOOKED, the time says it began.
    w.clock.set(PEAK);
    expect(await list()).toEqual([
      { startTime: PEAK, status: 'BOOKED', lock: true, tier: null },
      { startTime: open, status: 'OPEN', lock: false, tier: null },
    ]);
  });
});

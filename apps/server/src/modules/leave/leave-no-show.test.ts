import type { LeaveDetail, LeaveRecordRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

/** A booked class the teacher never joined: the clock finishes it as TEACHER_NO_SHOW. */
async function missed(start = PEAK): Promise<Teacher & { leaveId: number }> {
  const teacher = await w.booked(start, ['stu-m1']);
  w.clock.set(start + MINUTE);
  await w.tick();
  w.clock.set(start + 30 * MINUTE);
  await w.tick();
  const history = dataOf<{ list: LeaveRecordRow[] }>(
    await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
  );
  const leaveId = history.list[0]?.leaveId;
  if (!leaveId) throw new Error('no no-show recorded');
  return { ...teacher, leaveId };
}
const correct = (classId: number, finishType: string) =>
  w.ops().send('POST', `/ops/classes/${classId}/outcome`, {
    finishType,
    reason: 'The room log shows otherwise',
  });
const noShowOf = (teacher: Teacher & { leaveId: number }) =>
  teacher.get('/t/tc/leave/noshow/detail', { leaveId: teacher.leaveId });
const noShows = async (teacher: Teacher) =>
  dataOf<{ noShows: number }>(await teacher.get('/t/tc/leave/count')).noShows;

describe('a teacher no-show', () => {
  it('is recorded by the clock with its cost: the fine deducted, the pay and the carrots lost', async () => {
    const teacher = await missed();
    const detail = dataOf<LeaveDetail & { freePassesLeft: number }>(await noShowOf(teacher));
    expect(detail).toMatchObject({
      kind: 'NO_SHOW',
      type: null,
      recordedBy: 'CLOCK',
      status: 'RECORDED',
      fineCents: 1000,
      payLostCents: 1000,
      carrotsLost: 1,
      appealable: true,
      freePassUsable: true,
      freePassesLeft: 1,
      appeal: null,
    });
    expect(detail.classes).toEqual([
      expect.objectContaining({ slotId: teacher.slotId, tier: 'NO_SHOW', fineCents: 1000 }),
    ]);
    expect(await w.deductions(teacher.userId)).toEqual([{ amount: 1000, kind: 'FINE' }]);
    expect(await noShows(teacher)).toBe(1);
  });

  it('follows the outcome OPERATIONS correct: reversed by new rows, then charged again', async () => {
    const teacher = await missed();
    dataOf(await correct(teacher.slotId, 'AS_SCHEDULED'));
    expect(dataOf<LeaveDetail>(await noShowOf(teacher)).status).toBe('REVERSED');
    expect(await w.deductions(teacher.userId)).toEqual([
      { amount: 1000, kind: 'FINE' },
      { amount: -1000, kind: 'FINE_REVERSED' },
    ]);
    expect(await w.carrots(teacher.userId)).toBe(1);
    expect(await noShows(teacher)).toBe(0);
    // An outcome that is not a no-show either moves nothing.
    dataOf(await correct(teacher.slotId, 'STUDENT_NO_SHOW'));
    expect(await w.deductions(teacher.userId)).toHaveLength(2);
    dataOf(await correct(teacher.slotId, 'TEACHER_NO_SHOW'));
    expect(dataOf<LeaveDetail>(await noShowOf(teacher)).status).toBe('RECORDED');
    expect((await w.deductions(teacher.userId)).map((d) => d.amount)).toEqual([1000, -1000, 1000]);
    expect(await w.carrots(teacher.userId)).toBe(0);
    expect(await noShows(teacher)).toBe(1);
    const [records] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from leave_records where teacher_id = ${teacher.userId}`,
    );
    expect(records?.n).toBe(1);
  });

  it('is removed with the contract year’s one free pass, logged, its costs given back', async () => {
    const teacher = await w.booked(PEAK, ['stu-p1']);
    const second = PEAK + HOUR;
    dataOf(await w.open(teacher, [second]));
    dataOf(await w.book(teacher.userId, ['stu-p2'], second));
    for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE, second + MINUTE, second + 30 * MINUTE]) {
      w.clock.set(at);
      await w.tick();
    }
    const [later, first] = dataOf<{ list: LeaveRecordRow[] }>(
      await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
    ).list.map((r) => r.leaveId);
    const remove = (leaveId = 0) => teacher.post('/t/tc/leave/noshow/free/remove', { leaveId });
    const removed = dataOf<{
      record: LeaveDetail;
      counts: { freePassesLeft: number; noShows: number };
    }>(await remove(first));
    expect(removed.record).toMatchObject({
      status: 'REMOVED',
      freePassUsable: false,
      appealable: false,
    });
    expect(removed.counts).toMatchObject({ freePassesLeft: 0, noShows: 1 });
    expect((await w.deductions(teacher.userId)).map((d) => d.amount)).toEqual([1000, 1000, -1000]);
    // The pass lifts the fine and the count, never pays carrots for a class not taught.
    expect(await w.carrots(teacher.userId)).toBe(0);
    const passes = await w.rows<{ leaveId: number; year: number }>(
      sql`select leave_id::int as "leaveId", pass_year_index as year from free_pass_uses where teacher_id = ${teacher.userId}`,
    );
    expect(passes).toEqual([{ leaveId: first, year: 0 }]);
    expectRefused(await remove(first), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    const usedUp = await remove(later);
    expectRefused(usedUp, 'BIZ_TEACHER_FREE_PASS_USED_UP');
    expect(usedUp.json().msg).toContain('support@portal.test');
    expect(
      dataOf<LeaveRecordRow>(await teacher.get('/t/tc/leave/detail', { leaveId: later ?? 0 })),
    ).toMatchObject({ status: 'RECORDED', freePassUsable: false });
  });
});

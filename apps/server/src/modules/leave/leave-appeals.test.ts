import type {
  CancellationResult,
  LeaveDetail,
  LeaveRecordRow,
  OpsAppealRow,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

async function missed(): Promise<Teacher & { leaveId: number }> {
  const teacher = await w.booked(PEAK, ['stu-a1']);
  for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE]) {
    w.clock.set(at);
    await w.tick();
  }
  const [record] = dataOf<{ list: LeaveRecordRow[] }>(
    await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
  ).list;
  return { ...teacher, leaveId: record?.leaveId ?? 0 };
}
async function emergencyRecord(): Promise<Teacher & { leaveId: number }> {
  const teacher = await w.booked(PEAK, ['stu-a2']);
  w.clock.set(LATE);
  const done = dataOf<CancellationResult>(
    await w.emergency(teacher.userId, {
      slotIds: [teacher.slotId],
      reason: 'FAMILY_ISSUE',
      note: 'Phoned in at 13:50',
      preview: false,
    }),
  );
  return { ...teacher, leaveId: done.leaveId ?? 0 };
}
const appeal = (teacher: Teacher, leaveId: number) =>
  teacher.post('/t/tc/leave/appeal', {
    leaveId,
    message: 'My router died; the ticket is attached.',
  });
const pending = async (teacherId: number) =>
  dataOf<{ list: OpsAppealRow[] }>(
    await w.ops().get('/ops/leave/appeals', { status: 'PENDING', teacherId }),
  ).list;
const decide = (
  appealId: number,
  decision: 'ACCEPT' | 'REJECT',
  role: 'OPERATIONS' | 'FINANCE' = 'OPERATIONS',
) =>
  w.ops(role).send('POST', `/ops/leave/appeals/${appealId}/decision`, {
    decision,
    reason: 'Checked the room log',
  });

describe('an appeal', () => {
  it('of a no-show, accepted by OPERATIONS, reverses its costs by new rows; once only', async () => {
    const teacher = await missed();
    const appealed = dataOf<LeaveDetail>(await appeal(teacher, teacher.leaveId));
    expect(appealed).toMatchObject({ status: 'APPEALED', appealable: false });
    expect(appealed.appeal).toMatchObject({ status: 'PENDING', decidedAt: null });
    expectRefused(await appeal(teacher, teacher.leaveId), 'BIZ_TEACHER_APPEAL_NOT_ALLOWED');
    // While it waits it does not count.
    expect(dataOf<{ noShows: number }>(await teacher.get('/t/tc/leave/count')).noShows).toBe(0);

    const [row] = await pending(teacher.userId);
    expect(row).toMatchObject({
      teacherId: teacher.userId,
      teacherName: 'Ann Lee',
      message: 'My router died; the ticket is attached.',
      record: { leaveId: teacher.leaveId, kind: 'NO_SHOW', fineCents: 1000 },
      decidedBy: null,
    });
    expectRefused(await w.ops('FINANCE').get('/ops/leave/appeals'), 'FORBIDDEN');
    expectRefused(await decide(row?.appealId ?? 0, 'ACCEPT', 'FINANCE'), 'FORBIDDEN');
    const decided = dataOf<OpsAppealRow>(await decide(row?.appealId ?? 0, 'ACCEPT'));
    expect(decided).toMatchObject({
      status: 'ACCEPTED',
      decisionReason: 'Checked the room log',
      decidedBy: 'Test Staff',
      record: { status: 'REVERSED' },
    });
    expectRefused(await decide(row?.appealId ?? 0, 'REJECT'), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expect((await w.deductions(teacher.userId)).map((d) => d.amount)).toEqual([1000, -1000]);
    // The fine is lifted; the class was still not taught: no carrots for it (decision 052).
    expect(await w.carrots(teacher.userId)).toBe(0);
    expect(await pending(teacher.userId)).toEqual([]);
    const trail = (await w.audit('decideLeaveAppeal')).filter((r) => r.userId === teacher.userId);
    expect(trail.map((r) => r.detail)).toEqual([
      {
        appealId: row?.appealId,
        leaveId: teacher.leaveId,
        decision: 'ACCEPT',
        reason: 'Checked the room log',
      },
    ]);
    const detail = dataOf<LeaveDetail>(
      await teacher.get('/t/tc/leave/detail', { leaveId: teacher.leaveId }),
    );
    expect(detail.appeal).toMatchObject({
      status: 'ACCEPTED',
      decisionReason: 'Checked the room log',
    });
  });

  it('of an emergency cancellation, rejected, leaves the fine standing and counting', async () => {
    const teacher = await emergencyRecord();
    const detail = dataOf<LeaveDetail>(
      await teacher.get('/t/tc/leave/detail', { leaveId: teacher.leaveId }),
    );
    expect(detail).toMatchObject({
      recordedBy: 'STAFF',
      note: 'Phoned in at 13:50',
      appealable: true,
    });
    dataOf(await appeal(teacher, teacher.leaveId));
    const [row] = await pending(teacher.userId);
    const decided = dataOf<OpsAppealRow>(await decide(row?.appealId ?? 0, 'REJECT'));
    expect(decided).toMatchObject({ status: 'REJECTED', record: { status: 'UPHELD' } });
    expect(await w.deductions(teacher.userId)).toEqual([{ amount: 200, kind: 'FINE' }]);
    expect(
      dataOf<{ cancellations: number }>(await teacher.get('/t/tc/leave/count')).cancellations,
    ).toBe(1);
    expectRefused(await appeal(teacher, teacher.leaveId), 'BIZ_TEACHER_APPEAL_NOT_ALLOWED');
  });

  it('is not for a regular cancellation, nor for another teacher’s record', async () => {
    const teacher = await w.booked();
    const done = dataOf<CancellationResult>(
      await w.apply(teacher, {
        slotIds: [teacher.slotId],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
        preview: false,
      }),
    );
    expectRefused(await appeal(teacher, done.leaveId ?? 0), 'BIZ_TEACHER_APPEAL_NOT_ALLOWED');
    const owner = await emergencyRecord();
    const stranger = await w.newTeacher();
    for (const res of [
      await appeal({ ...stranger, slotId: 0 }, owner.leaveId),
      await stranger.get('/t/tc/leave/detail', { leaveId: owner.leaveId }),
      await stranger.post('/t/tc/leave/noshow/free/remove', { leaveId: owner.leaveId }),
    ])
      expectRefused(res, 'NOT_FOUND');
    expect(await pending(owner.userId)).toEqual([]);
  });

  it('waiting when OPERATIONS correct the no-show away is closed as accepted', async () => {
    const teacher = await missed();
    dataOf(await appeal(teacher, teacher.leaveId));
    dataOf(
      await w.ops().send('POST', `/ops/classes/${teacher.slotId}/outcome`, {
        finishType: 'SYSTEM_PROBLEM',
        reason: 'The platform was down',
      }),
    );
    const detail = dataOf<LeaveDetail>(
      await teacher.get('/t/tc/leave/detail', { leaveId: teacher.leaveId }),
    );
    expect(detail).toMatchObject({ status: 'REVERSED' });
    expect(detail.appeal).toMatchObject({
      status: 'ACCEPTED',
      decisionReason: 'The platform was down',
    });
    expect((await w.deductions(teacher.userId)).map((d) => d.amount)).toEqual([1000, -1000]);
    expect(await pending(teacher.userId)).toEqual([]);
  });
});

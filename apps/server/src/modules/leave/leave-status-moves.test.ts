import type { CancellationResult, LeaveRecordRow, OpsAppealRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';

// Every status write of leave records, appeals and student-side notices goes through its
// lifecycle's writer (the write scan refuses any other): a real flow leaves exactly the named
// moves in `status_moves`, with who took them.

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;
interface Move {
  move: string;
  from: string | null;
  to: string;
  actor: string;
  actorId: number | null;
}

const trail = (lifecycle: string, recordId: number) =>
  w.rows<Move>(
    sql`select move, from_status as "from", to_status as "to", actor, actor_id::int as "actorId"
      from status_moves where lifecycle = ${lifecycle} and record_id = ${recordId} order by id`,
  );
/** The trail of the notices of a class (the trail names a notice by its `seq`). */
const noticeTrail = (slotId: number) =>
  w.rows<Move>(
    sql`select m.move, m.from_status as "from", m.to_status as "to", m.actor,
        m.actor_id::int as "actorId"
      from status_moves m join student_side_notices n on n.seq = m.record_id
      where m.lifecycle = 'studentSideNotice' and n.slot_id = ${slotId} order by m.id`,
  );
/** The staff member who took the last action of this kind. */
const staffOf = async (action: string) =>
  (
    await w.rows<{ id: number }>(
      sql`select staff_id::int as id from staff_actions where action = ${action}
        order by id desc limit 1`,
    )
  )[0]?.id;

async function missed(): Promise<Teacher & { leaveId: number }> {
  const teacher = await w.booked(PEAK, ['stu-t1']);
  for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE]) {
    w.clock.set(at);
    await w.tick();
  }
  const [record] = dataOf<{ list: LeaveRecordRow[] }>(
    await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
  ).list;
  return { ...teacher, leaveId: record?.leaveId ?? 0 };
}
const appeal = (teacher: Teacher, leaveId: number) =>
  teacher.post('/t/tc/leave/appeal', { leaveId, message: 'The room never opened.' });
const appealOf = async (teacherId: number) =>
  dataOf<{ list: OpsAppealRow[] }>(await w.ops().get('/ops/leave/appeals', { teacherId })).list[0]
    ?.appealId ?? 0;

describe('the status trail of leave', () => {
  it('records a no-show by the clock, its appeal by the teacher, the decision by staff', async () => {
    const teacher = await missed();
    dataOf(await appeal(teacher, teacher.leaveId));
    const appealId = await appealOf(teacher.userId);
    dataOf(
      await w.ops().send('POST', `/ops/leave/appeals/${appealId}/decision`, {
        decision: 'ACCEPT',
        reason: 'Checked the room log',
      }),
    );
    const staffId = await staffOf('decideLeaveAppeal');
    expect(staffId).toEqual(expect.any(Number));
    expect(await trail('leaveRecord', teacher.leaveId)).toEqual([
      { move: 'recordNoShow', from: null, to: 'RECORDED', actor: 'clock', actorId: null },
      {
        move: 'appeal',
        from: 'RECORDED',
        to: 'APPEALED',
        actor: 'teacher',
        actorId: teacher.userId,
      },
      { move: 'acceptAppeal', from: 'APPEALED', to: 'REVERSED', actor: 'staff', actorId: staffId },
    ]);
    expect(await trail('leaveAppeal', appealId)).toEqual([
      { move: 'file', from: null, to: 'PENDING', actor: 'teacher', actorId: teacher.userId },
      { move: 'accept', from: 'PENDING', to: 'ACCEPTED', actor: 'staff', actorId: staffId },
    ]);
  });

  it('follows staff correcting the outcome away and back, and a free pass by the teacher', async () => {
    const teacher = await missed();
    dataOf(await appeal(teacher, teacher.leaveId));
    const appealId = await appealOf(teacher.userId);
    const correct = (finishType: string) =>
      w.ops().send('POST', `/ops/classes/${teacher.slotId}/outcome`, {
        finishType,
        reason: 'The room log shows otherwise',
      });
    dataOf(await correct('SYSTEM_PROBLEM'));
    dataOf(await correct('TEACHER_NO_SHOW'));
    const staffId = await staffOf('correctOutcome');
    expect(staffId).toEqual(expect.any(Number));
    dataOf(await teacher.post('/t/tc/leave/noshow/free/remove', { leaveId: teacher.leaveId }));
    const staff = { actor: 'staff', actorId: staffId };
    expect(await trail('leaveRecord', teacher.leaveId)).toEqual([
      { move: 'recordNoShow', from: null, to: 'RECORDED', actor: 'clock', actorId: null },
      {
        move: 'appeal',
        from: 'RECORDED',
        to: 'APPEALED',
        actor: 'teacher',
        actorId: teacher.userId,
      },
      { move: 'reverseNoShow', from: 'APPEALED', to: 'REVERSED', ...staff },
      { move: 'reinstateNoShow', from: 'REVERSED', to: 'RECORDED', ...staff },
      {
        move: 'removeWithPass',
        from: 'RECORDED',
        to: 'REMOVED',
        actor: 'teacher',
        actorId: teacher.userId,
      },
    ]);
    expect(await trail('leaveAppeal', appealId)).toEqual([
      { move: 'file', from: null, to: 'PENDING', actor: 'teacher', actorId: teacher.userId },
      { move: 'accept', from: 'PENDING', to: 'ACCEPTED', ...staff },
    ]);
  });

  it('records a teacher’s cancellation and its notice, kept unsent without an address', async () => {
    const teacher = await w.booked(PEAK, ['stu-t2']);
    const done = dataOf<CancellationResult>(
      await w.apply(teacher, {
        slotIds: [teacher.slotId],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
        preview: false,
      }),
    );
    const byTeacher = { actor: 'teacher', actorId: teacher.userId };
    expect(await trail('leaveRecord', done.leaveId ?? 0)).toEqual([
      { move: 'recordCancellation', from: null, to: 'RECORDED', ...byTeacher },
    ]);
    await vi.waitFor(
      async () =>
        expect(await noticeTrail(teacher.slotId)).toEqual([
          { move: 'queue', from: null, to: 'PENDING', ...byTeacher },
          { move: 'keepUnsent', from: 'PENDING', to: 'NOT_SENT', actor: 'clock', actorId: null },
        ]),
      { timeout: 15_000, interval: 200 },
    );
  });
});

import type { LeaveRecordRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { HOUR } from '../../test/demo-scheduling.js';
import { payWorld } from '../../test/pay-world.js';
import { followOutcome } from './no-show-records.js';

const w = payWorld();

/** A class the clock finished as a no-show, its record appealed by the teacher. */
async function appealedNoShow(start: number) {
  w.clock.set(NOW);
  const teacher = await w.booked(start, ['stu-r1']);
  await w.runClass(teacher, teacher.slotId, start, null);
  const [record] = dataOf<{ list: LeaveRecordRow[] }>(
    await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
  ).list;
  const leaveId = record?.leaveId ?? 0;
  dataOf(await teacher.post('/t/tc/leave/appeal', { leaveId, message: 'The room was closed.' }));
  return { slotId: teacher.slotId, leaveId };
}

/** The class's outcome corrected to AS_SCHEDULED, by the member `staffId` or by the clock. */
const correctAway = (slotId: number, staffId?: number) =>
  w.app().services.uow.run(async (tx) => {
    const row = await tx.classSlots.find(slotId);
    if (!row) throw new Error(`no class ${slotId}`);
    await followOutcome(tx, row, 'AS_SCHEDULED', {
      at: w.clock.now(),
      outcomeId: 1_000_000 + slotId,
      previous: 'TEACHER_NO_SHOW',
      staffId,
    });
  });

const appealOf = async (leaveId: number) =>
  (
    await w.rows<{ status: string; decidedBy: number | null; reason: string | null }>(
      sql`select status, decided_by::int as "decidedBy", decision_reason as reason
        from leave_appeals where leave_id = ${leaveId}`,
    )
  )[0];

describe('a no-show record corrected away while its appeal waits', () => {
  it('by staff without a reason: the appeal is accepted by them with an empty reason', async () => {
    const { slotId, leaveId } = await appealedNoShow(PEAK + 96 * HOUR);
    dataOf(await w.ops().get('/ops/leave/appeals', { status: 'PENDING' }));
    const [member] = await w.rows<{ id: number }>(sql`select id::int as id from staff limit 1`);
    await correctAway(slotId, member?.id);
    expect(await appealOf(leaveId)).toEqual({
      status: 'ACCEPTED',
      decidedBy: member?.id,
      reason: '',
    });
  });

  it('by the clock: the record is reversed and the appeal left to OPERATIONS', async () => {
    const { slotId, leaveId } = await appealedNoShow(PEAK + 120 * HOUR);
    await correctAway(slotId);
    expect(await appealOf(leaveId)).toEqual({ status: 'PENDING', decidedBy: null, reason: null });
    const [record] = await w.rows<{ status: string }>(
      sql`select status from leave_records where id = ${leaveId}`,
    );
    expect(record?.status).toBe('REVERSED');
  });
});

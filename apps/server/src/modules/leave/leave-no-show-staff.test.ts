import type { LeaveDetail, LeaveRecordRow, OpsAppealRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { HOUR } from '../../test/demo-scheduling.js';
import { payWorld } from '../../test/pay-world.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

const noShowsOf = async (teacher: Teacher) =>
  dataOf<{ list: LeaveRecordRow[] }>(await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }))
    .list;
const detailOf = async (teacher: Teacher, leaveId: number) =>
  dataOf<LeaveDetail>(await teacher.get('/t/tc/leave/noshow/detail', { leaveId }));

describe('a no-show OPERATIONS record by correcting a taught class', () => {
  it('is recorded by staff, with their reason as its note and the full cost', async () => {
    const teacher = await w.booked(PEAK, ['stu-s1']);
    await w.runClass(teacher, teacher.slotId, PEAK, 5);
    expect(await noShowsOf(teacher)).toEqual([]);
    expect(await w.carrots(teacher.userId)).toBe(1);

    dataOf(
      await w.ops().send('POST', `/ops/classes/${teacher.slotId}/outcome`, {
        finishType: 'TEACHER_NO_SHOW',
        reason: 'The room log shows nobody joined',
      }),
    );
    const [record] = await noShowsOf(teacher);
    const detail = await detailOf(teacher, record?.leaveId ?? 0);
    expect(detail).toMatchObject({
      kind: 'NO_SHOW',
      recordedBy: 'STAFF',
      note: 'The room log shows nobody joined',
      status: 'RECORDED',
      fineCents: 1000,
      payLostCents: 1000,
      carrotsLost: 1,
    });
    expect(await w.deductions(teacher.userId)).toEqual([{ amount: 1000, kind: 'FINE' }]);
    expect(await w.carrots(teacher.userId)).toBe(0);
    // The member who corrected it is on the record.
    const [row] = await w.rows<{ staffId: number | null }>(
      sql`select staff_id::int as "staffId" from leave_records where id = ${record?.leaveId ?? 0}`,
    );
    expect(row?.staffId).toEqual(expect.any(Number));
  });

  it('recorded by the clock has no staff member and no note', async () => {
    const start = PEAK + 24 * HOUR;
    w.clock.set(NOW);
    const teacher = await w.booked(start, ['stu-s2']);
    await w.runClass(teacher, teacher.slotId, start, null);
    const [record] = await noShowsOf(teacher);
    expect(await detailOf(teacher, record?.leaveId ?? 0)).toMatchObject({
      recordedBy: 'CLOCK',
      note: null,
      fineCents: 1000,
    });
    const [row] = await w.rows<{ staffId: number | null }>(
      sql`select staff_id::int as "staffId" from leave_records where id = ${record?.leaveId ?? 0}`,
    );
    expect(row).toEqual({ staffId: null });
  });

  it('reversed and charged again twice: every charge and every reversal is a row of its own', async () => {
    const start = PEAK + 48 * HOUR;
    w.clock.set(NOW);
    const teacher = await w.booked(start, ['stu-s3']);
    await w.runClass(teacher, teacher.slotId, start, null);
    const correct = async (finishType: string) =>
      dataOf(
        await w.ops().send('POST', `/ops/classes/${teacher.slotId}/outcome`, {
          finishType,
          reason: 'The room log, read again',
        }),
      );
    for (const finishType of ['AS_SCHEDULED', 'TEACHER_NO_SHOW', 'AS_SCHEDULED', 'TEACHER_NO_SHOW'])
      await correct(finishType);
    expect((await w.deductions(teacher.userId)).map((d) => d.amount)).toEqual([
      1000, -1000, 1000, -1000, 1000,
    ]);
    const [record] = await noShowsOf(teacher);
    expect(await noShowsOf(teacher)).toHaveLength(1);
    expect((await detailOf(teacher, record?.leaveId ?? 0)).status).toBe('RECORDED');
  });

  it('upheld on appeal, then corrected away by OPERATIONS: reversed all the same', async () => {
    const start = PEAK + 72 * HOUR;
    w.clock.set(NOW);
    const teacher = await w.booked(start, ['stu-s4']);
    await w.runClass(teacher, teacher.slotId, start, null);
    const [record] = await noShowsOf(teacher);
    const leaveId = record?.leaveId ?? 0;
    dataOf(
      await teacher.post('/t/tc/leave/appeal', { leaveId, message: 'The room would not open.' }),
    );
    const [appeal] = dataOf<{ list: OpsAppealRow[] }>(
      await w.ops().get('/ops/leave/appeals', { status: 'PENDING', teacherId: teacher.userId }),
    ).list;
    dataOf(
      await w.ops().send('POST', `/ops/leave/appeals/${appeal?.appealId ?? 0}/decision`, {
        decision: 'REJECT',
        reason: 'The room log shows it open',
      }),
    );
    expect((await detailOf(teacher, leaveId)).status).toBe('UPHELD');
    dataOf(
      await w.ops().send('POST', `/ops/classes/${teacher.slotId}/outcome`, {
        finishType: 'AS_SCHEDULED',
        reason: 'The platform log shows the teacher in the room',
      }),
    );
    expect((await detailOf(teacher, leaveId)).status).toBe('REVERSED');
    expect((await w.deductions(teacher.userId)).map((d) => d.amount)).toEqual([1000, -1000]);
  });
});

import type { LeaveDetail, LeaveRecordRow, OpsAppealRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';
import { createClassSlotsRepository } from './class-slots.repository.js';

/**
 * The class lifecycle's edges (decision 039): the clock's batches, and the staff actions the
 * console reaches (outcome corrections with their carrots) with their refusals and audit rows; the
 * standby call-in is in class-call-in.test.ts.
 */
const w = leaveWorld();

const correct = (classId: number, finishType: string, reason = 'Teacher sent a screenshot') =>
  w.ops().send('POST', `/ops/classes/${classId}/outcome`, { finishType, reason });

/** The teacher's carrot ledger, oldest first, and the kept balance and carrots owed. */
async function carrotsOf(userId: number) {
  const ledger = await w.rows<{
    amount: number;
    owed: number;
    reason: string;
    slotId: number | null;
  }>(
    sql`select amount, owed, reason, slot_id::int as "slotId" from carrot_ledger
      where user_id = ${userId} order by id`,
  );
  const [row] = await w.rows<{ balance: number; owed: number }>(
    sql`select balance, owed from carrot_balances where user_id = ${userId}`,
  );
  return { ledger, balance: row?.balance, owed: row?.owed };
}

/**
 * `count` classes of the teacher's past their end, a half hour apart in the week before NOW,
 * reported run by the teaching client: the first `booked` still BOOKED, the others IN_PROCESS.
 */
async function pastClasses(teacherId: number, count: number, booked = 0) {
  const first = new Date(NOW - 7 * 24 * HOUR);
  await w.rows(
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
        starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key,
        reported_finish_type)
      select ${teacherId}, t.id, 'MAIN', 'MAIN', ${first}::timestamptz + n * interval '30 minutes',
        ${first}::timestamptz + n * interval '30 minutes' + interval '25 minutes',
        ${first}::timestamptz + n * interval '30 minutes' + interval '25 minutes',
        case when n < ${booked} then 'BOOKED' else 'IN_PROCESS' end, 4, 1, md5(random()::text),
        'AS_SCHEDULED'
      from generate_series(0, ${count - 1}) as n,
        (select id from class_types where smart_class_type = 'MAIN' limit 1) as t`,
  );
}

describe('the class clock', () => {
  it('finishes more classes than one batch in one tick, and counts what it started and finished', async () => {
    w.clock.set(NOW);
    const teacher = await w.newTeacher();
    await pastClasses(teacher.userId, 203, 2);
    expect(await w.tick()).toEqual({ released: 0, started: 2, finished: 203 });
    const [done] = await w.rows<{ finished: number; outcomes: number }>(
      sql`select (select count(*)::int from class_slots where teacher_id = ${teacher.userId}
          and status = 'FINISH') as finished,
        (select count(*)::int from class_outcomes o join class_slots s on s.id = o.slot_id
          where s.teacher_id = ${teacher.userId} and o.finish_type = 'AS_SCHEDULED'
          and o.recorded_by = 'CLIENT') as outcomes`,
    );
    expect(done).toEqual({ finished: 203, outcomes: 203 });
    expect(await w.tick()).toEqual({ released: 0, started: 0, finished: 0 });
  });

  it('finishes at most one batch of classes at a time, the earliest first', async () => {
    w.clock.set(NOW);
    const teacher = await w.newTeacher();
    await pastClasses(teacher.userId, 203);
    const slots = createClassSlotsRepository(w.app().database.db);
    const first = await slots.finishDue(new Date(NOW), 200);
    expect(first).toHaveLength(200);
    const rest = await slots.finishDue(new Date(NOW), 200);
    expect(rest.map((row) => row.startsAt.getTime())).toEqual(
      [200, 201, 202].map((n) => NOW - 7 * 24 * HOUR + n * 30 * MINUTE),
    );
    expect(await slots.finishDue(new Date(NOW), 200)).toEqual([]);
  });
});

describe("OPERATIONS' outcome correction", () => {
  it('takes back what the balance holds from a peak class whose carrots were spent, owes the rest, and settles it when corrected back', async () => {
    const teacher = await w.booked(PEAK, ['stu-k']);
    // The contract of the class's opening gave three carrots a peak class.
    await w.rows(sql`update class_slots set peak_carrots = 3 where id = ${teacher.slotId}`);
    w.clock.set(PEAK - 5 * MINUTE);
    dataOf(await teacher.post('/t/tc/book/class/join', { classId: teacher.slotId }));
    w.clock.set(PEAK + 30 * MINUTE);
    await w.tick();
    expect(await carrotsOf(teacher.userId)).toEqual({
      ledger: [{ amount: 3, owed: 0, reason: 'PEAK_CLASS', slotId: teacher.slotId }],
      balance: 3,
      owed: 0,
    });
    // Two of them spent in the carrot shop (the pilot's shop is outside the portal).
    await w.rows(
      sql`insert into carrot_ledger (user_id, amount, reason, source_key)
        values (${teacher.userId}, -2, 'SHOP', ${`shop:${teacher.userId}`})`,
    );
    await w.rows(
      sql`update carrot_balances set balance = balance - 2 where user_id = ${teacher.userId}`,
    );

    dataOf(await correct(teacher.slotId, 'TEACHER_IT_PROBLEM'));
    // Three taken back: the one left, and two owed (decision 052), never silently capped.
    expect(await carrotsOf(teacher.userId)).toEqual({
      ledger: [
        { amount: 3, owed: 0, reason: 'PEAK_CLASS', slotId: teacher.slotId },
        { amount: -2, owed: 0, reason: 'SHOP', slotId: null },
        { amount: -1, owed: 2, reason: 'PEAK_CLASS_CORRECTED', slotId: teacher.slotId },
      ],
      balance: 0,
      owed: 2,
    });
    expect(await w.app().services.teacherClasses.teacherInfo(teacher.userId)).toMatchObject({
      carrots: 0,
      carrotsOwed: 2,
    });
    // Corrected back: the class earns its 3 again; two settle what is owed, one is held.
    dataOf(await correct(teacher.slotId, 'AS_SCHEDULED'));
    expect(await carrotsOf(teacher.userId)).toMatchObject({
      ledger: [{}, {}, {}, { amount: 1, owed: -2, reason: 'PEAK_CLASS', slotId: teacher.slotId }],
      balance: 1,
      owed: 0,
    });
    // A correction that changes nothing a class earns writes no carrot row.
    dataOf(await correct(teacher.slotId, 'STUDENT_NO_SHOW'));
    expect((await carrotsOf(teacher.userId)).ledger).toHaveLength(4);
  });

  it('writes a new STAFF row, follows the previous outcome, closes a waiting appeal and audits it exactly', async () => {
    // Nobody joined: the clock records a teacher no-show, with its leave record.
    const teacher = await w.booked(PEAK, ['stu-n']);
    for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE]) {
      w.clock.set(at);
      await w.tick();
    }
    const [record] = dataOf<{ list: LeaveRecordRow[] }>(
      await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
    ).list;
    const leaveId = record?.leaveId ?? 0;
    dataOf(
      await teacher.post('/t/tc/leave/appeal', { leaveId, message: 'The room would not open.' }),
    );
    const pending = dataOf<{ list: OpsAppealRow[] }>(
      await w.ops().get('/ops/leave/appeals', { status: 'PENDING', teacherId: teacher.userId }),
    ).list;
    expect(pending).toHaveLength(1);

    w.clock.set(PEAK + 2 * HOUR);
    dataOf(await correct(teacher.slotId, 'SYSTEM_PROBLEM', 'The platform was down'));
    const outcomes = await w.rows<{ finishType: string; recordedBy: string; reason: string }>(
      sql`select finish_type as "finishType", recorded_by as "recordedBy", reason
        from class_outcomes where slot_id = ${teacher.slotId} order by id`,
    );
    expect(outcomes).toEqual([
      { finishType: 'TEACHER_NO_SHOW', recordedBy: 'CLOCK', reason: null },
      { finishType: 'SYSTEM_PROBLEM', recordedBy: 'STAFF', reason: 'The platform was down' },
    ]);
    // The previous outcome was the no-show: its record is reversed, the waiting appeal
    // accepted with the correction's reason, decided by the member who corrected.
    const detail = dataOf<LeaveDetail>(await teacher.get('/t/tc/leave/detail', { leaveId }));
    expect(detail).toMatchObject({ status: 'REVERSED' });
    expect(detail.appeal).toMatchObject({
      status: 'ACCEPTED',
      decisionReason: 'The platform was down',
    });
    const [who] = await w.rows<{ outcome: number; audit: number; appeal: number }>(
      sql`select
        (select staff_id::int from class_outcomes where slot_id = ${teacher.slotId} and recorded_by = 'STAFF') as outcome,
        (select staff_id::int from staff_actions where action = 'correctOutcome' and user_id = ${teacher.userId}) as audit,
        (select decided_by::int from leave_appeals where id = ${pending[0]?.appealId ?? 0}) as appeal`,
    );
    expect(who?.outcome).toEqual(expect.any(Number));
    expect(who).toEqual({ outcome: who?.outcome, audit: who?.outcome, appeal: who?.outcome });
    expect(
      (await w.audit('correctOutcome')).filter((row) => row.userId === teacher.userId),
    ).toEqual([
      {
        userId: teacher.userId,
        detail: {
          classId: teacher.slotId,
          finishType: 'SYSTEM_PROBLEM',
          reason: 'The platform was down',
        },
      },
    ]);
  });

  it('is refused for an unknown class and for a class not finished, writing nothing', async () => {
    expectRefused(await correct(999_999, 'AS_SCHEDULED'), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    const teacher = await w.booked(PEAK, ['stu-r']);
    expectRefused(await correct(teacher.slotId, 'AS_SCHEDULED'), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    const [row] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from class_outcomes where slot_id = ${teacher.slotId}`,
    );
    expect(row?.n).toBe(0);
    expect(await w.status(teacher.slotId)).toBe('BOOKED');
  });
});

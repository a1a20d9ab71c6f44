import type { OpsTeacherLeave, TeacherClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { beijing, dataOf, teacherCalls } from '../../test/classes.js';
import { DAY, expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';
import { activatedTeacher, signedContract } from '../../test/teachers.js';

/**
 * Classes released from a teacher who may no longer teach them (decision 052): on suspension,
 * in the suspension's own unit of work; and for the days after a contract's end, by the class
 * clock. Offered to a standby of their time or handed back to the student side with its
 * notice, never a no-show and never a fine, each recorded with the reason.
 */
const w = leaveWorld();

const releasesOf = (teacherId: number) =>
  w.rows<{ slotId: number; reason: string; fromStatus: string; handOver: string }>(
    sql`select slot_id::int as "slotId", reason, from_status as "fromStatus", hand_over as "handOver"
      from class_releases where teacher_id = ${teacherId} order by slot_id`,
  );
const statusOf = async (slotId: number) =>
  (await w.rows<{ status: string }>(sql`select status from class_slots where id = ${slotId}`))[0]
    ?.status;
/** Nothing a leave would write: no record, no fine, no outcome. */
const noCosts = async (slotIds: number[]) => {
  const ids = `{${slotIds.join(',')}}`;
  expect(
    await w.rows(
      sql`select 'record' as kind from leave_record_classes where slot_id = any(${ids}::bigint[])
        union all select 'outcome' from class_outcomes where slot_id = any(${ids}::bigint[])`,
    ),
  ).toEqual([]);
};
const noticesOf = (slotId: number) =>
  w.rows<{ event: string }>(sql`select event from student_side_notices where slot_id = ${slotId}`);

/** A running class of the teacher's (started five minutes ago), joined or not, by hand. */
async function running(teacherId: number, joined: boolean): Promise<number> {
  const start = w.clock.now().getTime() - 5 * MINUTE;
  const [row] = await w.rows<{ id: number }>(
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
        ends_at, teaching_ends_at, status, capacity, student_count, room_key, joined_at)
      select ${teacherId}, t.id, 'MAIN', 'MAIN', ${new Date(start)}, ${new Date(start + 30 * MINUTE)},
        ${new Date(start + 25 * MINUTE)}, 'IN_PROCESS', 4, 1, md5(random()::text),
        ${joined ? new Date(start - 2 * MINUTE) : null}
      from class_types t where t.smart_class_type = 'MAIN' returning id::int as id`,
  );
  return row?.id ?? 0;
}

describe('a suspension', () => {
  it('releases every class not taught yet in its own unit of work, never as a no-show', async () => {
    const suspended = await w.booked(PEAK, ['stu-s1', 'stu-s2']);
    const second = PEAK + DAY;
    const third = PEAK + 2 * DAY;
    dataOf(await w.open(suspended, [second, third]));
    dataOf(await w.book(suspended.userId, ['stu-s3'], second));
    const secondSlot = await w.slotAt(suspended.userId, second);
    const thirdSlot = await w.slotAt(suspended.userId, third);
    // A standby holds the first class's time.
    w.clock.set(PEAK - 20 * HOUR);
    const standby = await activatedTeacher(w.app(), {
      contract: { effectiveOn: '2026-11-01', expiresOn: '2027-04-30' },
    });
    dataOf(
      await teacherCalls(w.app(), standby.token).post('/t/tc/book/standby', { startTime: PEAK }),
    );
    const missedRunning = await running(suspended.userId, false);

    dataOf(
      await w.ops().send('POST', `/ops/teachers/${suspended.userId}/suspend`, {
        reason: 'Under review',
      }),
    );
    expect(await releasesOf(suspended.userId)).toEqual([
      {
        slotId: suspended.slotId,
        reason: 'ACCOUNT_SUSPENDED',
        fromStatus: 'BOOKED',
        handOver: 'STANDBY',
      },
      {
        slotId: secondSlot,
        reason: 'ACCOUNT_SUSPENDED',
        fromStatus: 'BOOKED',
        handOver: 'STUDENT_SIDE',
      },
      { slotId: thirdSlot, reason: 'ACCOUNT_SUSPENDED', fromStatus: 'OPEN', handOver: 'NONE' },
      {
        slotId: missedRunning,
        reason: 'ACCOUNT_SUSPENDED',
        fromStatus: 'IN_PROCESS',
        handOver: 'STUDENT_SIDE',
      },
    ]);
    for (const slotId of [suspended.slotId, secondSlot, thirdSlot, missedRunning])
      expect(await statusOf(slotId)).toBe('CANCELLED');
    // The standby teacher now holds the first class with its students.
    const taken = dataOf<{ classes: TeacherClass[] }>(
      await teacherCalls(w.app(), standby.token).get('/t/tc/book/schedule', {
        weekStartTime: PEAK,
      }),
    ).classes;
    expect(taken).toMatchObject([{ status: 'BOOKED', fromStandby: true, startTime: PEAK }]);
    expect(taken[0]?.students.map((s) => s.studentId)).toEqual(['stu-s1', 'stu-s2']);
    expect(await noticesOf(suspended.slotId)).toEqual([{ event: 'CLASS_HANDED_OVER' }]);
    expect(await noticesOf(secondSlot)).toEqual([{ event: 'CLASS_CANCELLED' }]);
    expect(await noticesOf(thirdSlot)).toEqual([]);
    const [audit] = (await w.audit('suspendTeacher')).filter((r) => r.userId === suspended.userId);
    expect(audit?.detail).toEqual({ reason: 'Under review', releasedClasses: 4 });

    // Time passes: the released classes never become no-shows, the taught one finishes.
    for (const at of [w.clock.now().getTime() + 30 * MINUTE, third + 30 * MINUTE]) {
      w.clock.set(at);
      await w.tick();
    }
    await noCosts([suspended.slotId, secondSlot, thirdSlot, missedRunning]);
    const leave = dataOf<OpsTeacherLeave>(
      await w.ops().get(`/ops/teachers/${suspended.userId}/leave`),
    );
    expect(leave.releases.map((r) => [r.classId, r.reason, r.handOver]).sort()).toEqual(
      [
        [suspended.slotId, 'ACCOUNT_SUSPENDED', 'STANDBY'],
        [secondSlot, 'ACCOUNT_SUSPENDED', 'STUDENT_SIDE'],
        [thirdSlot, 'ACCOUNT_SUSPENDED', 'NONE'],
        [missedRunning, 'ACCOUNT_SUSPENDED', 'STUDENT_SIDE'],
      ].sort(),
    );
    expect(leave.releases.find((r) => r.classId === suspended.slotId)?.reasonLabel).toBe(
      'Released: the account was suspended',
    );
  });

  it('leaves a class being taught with its teacher, who finishes it', async () => {
    w.clock.set(NOW);
    const teacher = await w.newTeacher();
    const taught = await running(teacher.userId, true);
    dataOf(
      await w.ops().send('POST', `/ops/teachers/${teacher.userId}/suspend`, { reason: 'Review' }),
    );
    expect(await statusOf(taught)).toBe('IN_PROCESS');
    expect(await releasesOf(teacher.userId)).toEqual([]);
    w.clock.set(NOW + HOUR);
    await w.tick();
    expect(
      await w.rows(
        sql`select finish_type as "finishType" from class_outcomes where slot_id = ${taught}`,
      ),
    ).toEqual([{ finishType: 'AS_SCHEDULED' }]);
  });
});

describe("a contract's end", () => {
  /** A booked class of the teacher's on a day their contract does not hold, written as old data. */
  async function bookedBeyond(teacherId: number, start: number): Promise<number> {
    const [row] = await w.rows<{ id: number }>(
      sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
          starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
        select ${teacherId}, t.id, 'MAIN', 'MAIN', ${new Date(start)}, ${new Date(start + 30 * MINUTE)},
          ${new Date(start + 25 * MINUTE)}, 'BOOKED', 4, 1, md5(random()::text)
        from class_types t where t.smart_class_type = 'MAIN' returning id::int as id`,
    );
    await w.rows(
      sql`insert into class_students (slot_id, student_id) values (${row?.id ?? 0}, 'stu-beyond')`,
    );
    return row?.id ?? 0;
  }
  const ending = { effectiveOn: '2026-11-01', expiresOn: '2026-12-03' };
  const CLASS = beijing(2026, 12, 5, 19);

  it('waits for a renewal while the contract runs, then releases the class to the student side', async () => {
    w.clock.set(NOW);
    const lapsing = await activatedTeacher(w.app(), { contract: ending });
    const renewing = await activatedTeacher(w.app(), { contract: ending });
    const lapsingClass = await bookedBeyond(lapsing.userId, CLASS);
    const renewingClass = await bookedBeyond(renewing.userId, CLASS);
    await w.tick();
    expect(await statusOf(lapsingClass)).toBe('BOOKED');
    // The renewal is signed before the end, from the next day on.
    await signedContract(w.app(), renewing.userId, {
      effectiveOn: '2026-12-04',
      expiresOn: '2027-06-03',
    });
    // The day after the end: the lapsing teacher's class goes, the renewed one stays.
    w.clock.set(beijing(2026, 12, 4, 8));
    await w.tick();
    expect(await statusOf(lapsingClass)).toBe('CANCELLED');
    expect(await statusOf(renewingClass)).toBe('BOOKED');
    expect(await releasesOf(lapsing.userId)).toEqual([
      {
        slotId: lapsingClass,
        reason: 'NO_CONTRACT',
        fromStatus: 'BOOKED',
        handOver: 'STUDENT_SIDE',
      },
    ]);
    expect(await noticesOf(lapsingClass)).toEqual([{ event: 'CLASS_CANCELLED' }]);
    w.clock.set(CLASS + HOUR);
    await w.tick();
    await noCosts([lapsingClass]);
    // The account itself has lapsed: it reads, it no longer acts.
    expectRefused(
      await teacherCalls(w.app(), lapsing.token).post('/t/tc/book/batch', {
        courseType: 'MAIN',
        startTimes: [CLASS + 7 * DAY],
      }),
      'BIZ_TEACHER_CONTRACT_EXPIRED',
    );
  });

  it('releases a class no contract holds a day ahead, even while a contract runs', async () => {
    w.clock.set(NOW);
    const teacher = await activatedTeacher(w.app(), { contract: ending });
    const soon = await bookedBeyond(teacher.userId, beijing(2026, 12, 4, 19));
    w.clock.set(beijing(2026, 12, 3, 18));
    await w.tick();
    expect(await statusOf(soon)).toBe('BOOKED');
    w.clock.set(beijing(2026, 12, 3, 19, 1));
    await w.tick();
    expect(await statusOf(soon)).toBe('CANCELLED');
    expect((await releasesOf(teacher.userId)).map((r) => r.reason)).toEqual(['NO_CONTRACT']);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTRACT, PEAK } from '../../test/class-world.js';
import { beijing, dataOf, teacherCalls } from '../../test/classes.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';
import { activatedTeacher } from '../../test/teachers.js';

/**
 * OPERATIONS calls a standby teacher in for an absent one (decision 039): the absent teacher's
 * cancellation at the tier of the call-in's time, audited, and the refusals.
 */
const w = leaveWorld();

type Teacher = Awaited<ReturnType<typeof w.booked>>;

/** A booked class at PEAK that its teacher joined, finished by the clock (AS_SCHEDULED). */
async function taught(students: string[]): Promise<Teacher> {
  const teacher = await w.booked(PEAK, students);
  w.clock.set(PEAK - 5 * MINUTE);
  dataOf(await teacher.post('/t/tc/book/class/join', { classId: teacher.slotId }));
  w.clock.set(PEAK + 30 * MINUTE);
  await w.tick();
  return teacher;
}

const callIn = (classId: number) =>
  w.ops().send('POST', `/ops/classes/${classId}/standby-call-in`, {});

describe('calling in a standby teacher', () => {
  const START = beijing(2026, 12, 1, 20);

  async function standingBy(): Promise<number> {
    const standby = await activatedTeacher(w.app(), { contract: CONTRACT });
    dataOf(
      await teacherCalls(w.app(), standby.token).post('/t/tc/book/standby', { startTime: START }),
    );
    return standby.userId;
  }

  /** The absent teacher's cancellations of a class: type, recorder, tier, fine, standby. */
  const cancellationsOf = (slotId: number) =>
    w.rows<{ type: string; recordedBy: string; tier: string; fineCents: number; handOver: string }>(
      sql`select r.type, r.recorded_by as "recordedBy", c.tier, c.fine_cents as "fineCents",
          c.hand_over as "handOver"
        from leave_record_classes c join leave_records r on r.id = c.leave_id
        where c.slot_id = ${slotId} and c.kind = 'CANCELLATION'`,
    );

  it("records the absent teacher's cancellation at the tier of the call-in's time, audited", async () => {
    const absent = await w.booked(START, ['stu-c1']);
    w.clock.set(START - 3 * HOUR);
    const first = await standingBy();

    const taken = dataOf<{ classId: number; teacherId: number }>(await callIn(absent.slotId));
    expect(taken.teacherId).toBe(first);
    expect(await w.status(absent.slotId)).toBe('CANCELLED');
    // Three hours ahead: the late tier's $2, counted like the teacher's own cancellation.
    expect(await cancellationsOf(absent.slotId)).toEqual([
      {
        type: 'REGULAR_CANCELLATION',
        recordedBy: 'STAFF',
        tier: 'LATE',
        fineCents: 200,
        handOver: 'STANDBY',
      },
    ]);
    const [leave] = await w.rows<{ id: number }>(
      sql`select leave_id::int as id from leave_record_classes where slot_id = ${absent.slotId}`,
    );
    const audit = (await w.audit('callInStandby')).filter((row) => row.userId === absent.userId);
    expect(audit).toEqual([
      {
        userId: absent.userId,
        detail: {
          classId: absent.slotId,
          leaveId: leave?.id,
          emergency: 0,
          standbyClassId: taken.classId,
          standbyTeacherId: first,
        },
      },
    ]);
    // Not audited twice as an emergency cancellation.
    expect(
      (await w.audit('recordEmergencyCancellation')).filter((row) => row.userId === absent.userId),
    ).toEqual([]);
  });

  it('records it as an emergency when staff say so, at the tier of the time (appealable)', async () => {
    const absent = await w.booked(START, ['stu-c2']);
    w.clock.set(START - HOUR);
    await standingBy();
    dataOf(
      await w.ops().send('POST', `/ops/classes/${absent.slotId}/standby-call-in`, {
        emergency: true,
        note: 'Power cut at home',
      }),
    );
    expect(await cancellationsOf(absent.slotId)).toEqual([
      {
        type: 'EMERGENCY_CANCELLATION',
        recordedBy: 'STAFF',
        tier: 'LAST_MINUTE',
        fineCents: 1000,
        handOver: 'STANDBY',
      },
    ]);
  });

  it('is refused for an unknown class, a class not booked, and when nobody stands by', async () => {
    expectRefused(await callIn(999_999), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    const finished = await taught(['stu-f']);
    expectRefused(await callIn(finished.slotId), 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(await w.status(finished.slotId)).toBe('FINISH');
    // Booked at 19:00, where nobody stands by: nothing is written.
    const alone = await w.booked(PEAK, ['stu-x']);
    expectRefused(await callIn(alone.slotId), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expect(await w.status(alone.slotId)).toBe('BOOKED');
    expect(await cancellationsOf(alone.slotId)).toEqual([]);
    const [notice] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from student_side_notices where slot_id = ${alone.slotId}`,
    );
    expect(notice?.n).toBe(0);
  });
});

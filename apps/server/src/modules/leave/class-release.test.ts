import { expandFixedRule, fixedPeriodRange, fixedPeriodRule, WEEK_MS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { DAY, MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher, signedContract } from '../../test/teachers.js';
import { releaseClasses, releaseOutOfContract } from './class-release.js';

/**
 * The release writer itself (decision 052), called as suspension and the class clock call it:
 * who each move is by, where a booked class goes, the standby seat and the fixed week a
 * release gives back, and which classes the contract rule lets go.
 */
const w = leaveWorld();

/** Releases the classes (read now) as staff member `staffId` suspending, or as the clock. */
const release = (slotIds: number[], staffId?: number) =>
  w.app().services.uow.run(async (tx) => {
    const rows = await Promise.all(slotIds.map((id) => tx.classSlots.find(id)));
    return releaseClasses(
      tx,
      rows.flatMap((row) => (row ? [row] : [])),
      staffId === undefined ? 'NO_CONTRACT' : 'ACCOUNT_SUSPENDED',
      w.clock.now(),
      staffId ?? null,
    );
  });

const releasesOf = (teacherId: number) =>
  w.rows<{
    slotId: number;
    fromStatus: string;
    handOver: string;
    standbySlotId: number | null;
    staffId: number | null;
  }>(
    sql`select slot_id::int as "slotId", from_status as "fromStatus", hand_over as "handOver",
        standby_slot_id::int as "standbySlotId", staff_id::int as "staffId"
      from class_releases where teacher_id = ${teacherId} order by slot_id`,
  );

const lastMove = async () =>
  (await w.rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from status_moves`))[0]
    ?.id ?? 0;
/** The class rows' status moves written after the move `since`, in order. */
const movesSince = (since: number) =>
  w.rows<{ recordId: number; move: string; actor: string; actorId: number | null }>(
    sql`select record_id::int as "recordId", move, actor, actor_id::int as "actorId"
      from status_moves where lifecycle = 'classSlot' and id > ${since} order by id`,
  );

const seatsHeld = async (start: number) =>
  (
    await w.rows<{ held: number }>(
      sql`select held from standby_times where starts_at = ${new Date(start)}`,
    )
  )[0]?.held;

async function staffMember(): Promise<number> {
  await staffSession(w.app(), ['OPERATIONS']);
  const [row] = await w.rows<{ id: number }>(
    sql`select id::int as id from staff order by id desc limit 1`,
  );
  return row?.id ?? 0;
}

/** A class of the teacher's at `start`, written in `status` (a running one: nobody joined). */
async function classAt(teacherId: number, start: number, status: string): Promise<number> {
  const [row] = await w.rows<{ id: number }>(
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
        ends_at, teaching_ends_at, status, capacity, student_count, room_key)
      select ${teacherId}, t.id, 'MAIN', 'MAIN', ${new Date(start)}, ${new Date(start + 30 * MINUTE)},
        ${new Date(start + 25 * MINUTE)}, ${status}, 4, 1, md5(random()::text)
      from class_types t where t.smart_class_type = 'MAIN' returning id::int as id`,
  );
  const id = row?.id ?? 0;
  await w.rows(sql`insert into class_students (slot_id, student_id) values (${id}, 'stu-rel')`);
  return id;
}

describe('releasing classes', () => {
  it("by staff: every move is the member's, a booked class goes to the standby it names", async () => {
    const start = PEAK + 30 * MINUTE;
    const teacher = await w.booked(start, ['stu-r1']);
    dataOf(await w.open(teacher, [start + DAY]));
    const openSlot = await w.slotAt(teacher.userId, start + DAY);
    w.clock.set(LATE);
    const standby = await w.newTeacher();
    dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
    const standbySlot = await w.slotAt(standby.userId, start);
    const staffId = await staffMember();
    const since = await lastMove();

    expect(await release([teacher.slotId, openSlot], staffId)).toBe(2);
    expect(await releasesOf(teacher.userId)).toEqual([
      {
        slotId: teacher.slotId,
        fromStatus: 'BOOKED',
        handOver: 'STANDBY',
        standbySlotId: standbySlot,
        staffId,
      },
      { slotId: openSlot, fromStatus: 'OPEN', handOver: 'NONE', standbySlotId: null, staffId },
    ]);
    expect(await movesSince(since)).toEqual([
      { recordId: teacher.slotId, move: 'handOver', actor: 'staff', actorId: staffId },
      { recordId: standbySlot, move: 'callIn', actor: 'staff', actorId: staffId },
      { recordId: openSlot, move: 'release', actor: 'staff', actorId: staffId },
    ]);
    expect(await w.status(standbySlot)).toBe('BOOKED');
  });

  it('by the clock: a class already running goes to the student side, past a standby of its time', async () => {
    const start = PEAK + 60 * MINUTE;
    w.clock.set(LATE);
    const standby = await w.newTeacher();
    dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
    const standbySlot = await w.slotAt(standby.userId, start);
    const teacher = await w.newTeacher();
    const runningSlot = await classAt(teacher.userId, start, 'IN_PROCESS');
    w.clock.set(start + 5 * MINUTE);
    const since = await lastMove();

    expect(await release([runningSlot])).toBe(1);
    expect(await releasesOf(teacher.userId)).toEqual([
      {
        slotId: runningSlot,
        fromStatus: 'IN_PROCESS',
        handOver: 'STUDENT_SIDE',
        standbySlotId: null,
        staffId: null,
      },
    ]);
    expect(await movesSince(since)).toEqual([
      { recordId: runningSlot, move: 'release', actor: 'clock', actorId: null },
    ]);
    expect(await w.status(standbySlot)).toBe('STANDBY_BOOKED');
  });

  it("gives back a released standby's seat, and no seat for an open class of its time", async () => {
    const start = PEAK + 90 * MINUTE;
    const open = await w.teacherWithClass(start);
    const openSlot = await w.slotAt(open.userId, start);
    w.clock.set(LATE);
    const standby = await w.newTeacher();
    dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
    const standbySlot = await w.slotAt(standby.userId, start);
    expect(await seatsHeld(start)).toBe(1);

    expect(await release([openSlot])).toBe(1);
    expect(await seatsHeld(start)).toBe(1);
    expect(await release([standbySlot])).toBe(1);
    expect(await seatsHeld(start)).toBe(0);
    expect(await releasesOf(standby.userId)).toEqual([
      {
        slotId: standbySlot,
        fromStatus: 'STANDBY_BOOKED',
        handOver: 'NONE',
        standbySlotId: null,
        staffId: null,
      },
    ]);
    expect(await w.status(standbySlot)).toBe('CANCELLED');
  });

  it("takes a fixed period's week out of the period's rule", async () => {
    const weeks = [PEAK, PEAK + WEEK_MS, PEAK + 2 * WEEK_MS];
    const plan = {
      weeklyTimes: [{ isoDay: 2, startMinute: 19 * 60 }],
      firstDate: '2026/12/01',
      lastDate: '2026/12/15',
    };
    const teacher = await w.booked(PEAK, ['stu-f1']);
    dataOf(await w.open(teacher, weeks.slice(1)));
    for (const start of weeks.slice(1)) dataOf(await w.book(teacher.userId, ['stu-f1'], start));
    const [period] = await w.rows<{ id: number }>(
      sql`insert into fixed_periods (teacher_id, class_type_id, course_type, smart_class_type,
          weekly_times, first_date, last_date, rule, first_starts_at, ends_at, status)
        select ${teacher.userId}, id, 'MAIN', 'MAIN', ${JSON.stringify(plan.weeklyTimes)}::jsonb,
          ${plan.firstDate}, ${plan.lastDate}, ${fixedPeriodRule(plan)}, ${new Date(PEAK)},
          ${new Date(fixedPeriodRange(plan).end)}, 'ACTIVE'
        from class_types where smart_class_type = 'MAIN' returning id::int as id`,
    );
    await w.rows(
      sql`update class_slots set fixed_period_id = ${period?.id ?? 0}
        where teacher_id = ${teacher.userId} and status = 'BOOKED' returning id`,
    );
    const second = await w.slotAt(teacher.userId, weeks[1] ?? 0);

    expect(await release([second])).toBe(1);
    const [after] = await w.rows<{ rule: string; status: string; excluded: unknown }>(
      sql`select rule, status, (select json_agg(json_build_object('cause', e.cause,
          'startsAt', (extract(epoch from e.starts_at) * 1000)::bigint)) from fixed_period_exclusions e
          where e.period_id = p.id) as excluded
        from fixed_periods p where id = ${period?.id ?? 0}`,
    );
    expect(after?.excluded).toEqual([{ cause: 'RELEASED', startsAt: weeks[1] }]);
    expect(expandFixedRule(after?.rule ?? '')).toEqual([weeks[0], weeks[2]]);
    expect(after?.status).toBe('ACTIVE');
    expect((await releasesOf(teacher.userId)).map((r) => r.handOver)).toEqual(['STUDENT_SIDE']);
  });
});

describe('the classes no contract holds', () => {
  it('lets a class go in the gap before a renewal, and keeps the one the renewal holds', async () => {
    const teacher = await activatedTeacher(w.app(), {
      contract: { effectiveOn: '2026-11-01', expiresOn: '2026-12-03' },
    });
    await signedContract(w.app(), teacher.userId, {
      effectiveOn: '2026-12-10',
      expiresOn: '2027-06-09',
    });
    const inGap = await classAt(teacher.userId, beijing(2026, 12, 5, 19), 'BOOKED');
    const renewed = await classAt(teacher.userId, beijing(2026, 12, 12, 19), 'BOOKED');
    w.clock.set(beijing(2026, 12, 4, 8));

    const released = await w
      .app()
      .services.uow.run((tx) => releaseOutOfContract(tx, w.clock.now(), 'all'));
    expect(released).toBe(1);
    expect(await w.status(inGap)).toBe('CANCELLED');
    expect(await w.status(renewed)).toBe('BOOKED');
  });
});

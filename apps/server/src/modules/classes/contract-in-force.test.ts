import type { CancellationResult, SlotUnit } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, unitAt } from '../../test/class-world.js';
import { beijing, dataOf, teacherCalls } from '../../test/classes.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';
import { activatedTeacher, signedContract } from '../../test/teachers.js';

/**
 * One contract in force (decision 052): a teacher opens, stands by and joins only on days a
 * contract holds; the peak carrots and the cancellation preview's pay are those of the contract
 * holding the class's day. Here a contract ends on Saturday 5 December and its renewal (two
 * carrots a peak class, $10.25) begins on Tuesday the 8th: Sunday and Monday are a gap.
 */
const w = leaveWorld();
const UNITS_WEEK_1 = beijing(2026, 11, 30);
const UNITS_WEEK_2 = beijing(2026, 12, 7);
const TUESDAY = beijing(2026, 12, 1, 19);
const SUNDAY = beijing(2026, 12, 6, 10);
const MONDAY = beijing(2026, 12, 7, 19);
const RENEWED = beijing(2026, 12, 8, 19);

async function gapTeacher() {
  w.clock.set(NOW);
  const teacher = await activatedTeacher(w.app(), {
    contract: { effectiveOn: '2026-11-01', expiresOn: '2026-12-05' },
  });
  const [first] = await w.rows<{ id: number }>(
    sql`select id::int as id from contracts where user_id = ${teacher.userId}`,
  );
  await signedContract(w.app(), teacher.userId, {
    effectiveOn: '2026-12-08',
    expiresOn: '2027-06-07',
    payPerClassCents: 1025,
    basicIncreaseCents: 25,
    peakCarrots: 2,
    renews: first?.id,
  });
  return { ...teacher, ...teacherCalls(w.app(), teacher.token) };
}
type Teacher = Awaited<ReturnType<typeof gapTeacher>>;
const units = async (teacher: Teacher, weekStartTime: number) =>
  dataOf<SlotUnit[]>(
    await teacher.get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime }),
  );

describe('a day no contract holds', () => {
  it('cannot be opened: the call is refused as a whole, naming that unit', async () => {
    const teacher = await gapTeacher();
    const refused = await w.open(teacher, [TUESDAY, SUNDAY, RENEWED]);
    expectRefused(refused, 'BIZ_TEACHER_DATE_OUT_OF_CONTRACT');
    expect(Object.keys(refused.json().data.fields)).toEqual([String(SUNDAY)]);
    expect(refused.json().msg).toContain('No contract of yours covers this date');
    dataOf(await w.open(teacher, [TUESDAY, RENEWED]));
  });

  it('shows as unavailable on the grid; opened days carry their own contract’s peak carrots', async () => {
    const teacher = await gapTeacher();
    dataOf(await w.open(teacher, [TUESDAY, RENEWED]));
    const first = await units(teacher, UNITS_WEEK_1);
    expect(unitAt(first, SUNDAY)?.status).toBe('UNAVAILABLE');
    expect(unitAt(first, beijing(2026, 12, 5, 10))?.status).toBe('AVAILABLE');
    expect(unitAt(first, TUESDAY)).toMatchObject({ status: 'OPEN', peakCoinCount: 1 });
    const second = await units(teacher, UNITS_WEEK_2);
    expect(unitAt(second, MONDAY)?.status).toBe('UNAVAILABLE');
    expect(unitAt(second, RENEWED)).toMatchObject({ status: 'OPEN', peakCoinCount: 2 });
    expect(unitAt(second, RENEWED + 30 * MINUTE)).toMatchObject({
      status: 'AVAILABLE',
      peakCoinCount: 2,
    });
  });

  it('cannot be held for standby', async () => {
    const teacher = await gapTeacher();
    w.clock.set(SUNDAY - 20 * HOUR);
    expectRefused(
      await teacher.post('/t/tc/book/standby', { startTime: SUNDAY }),
      'BIZ_TEACHER_DATE_OUT_OF_CONTRACT',
    );
  });

  it('refuses the join of a class of old data on such a day; the clock releases it before it starts', async () => {
    const teacher = await gapTeacher();
    const [row] = await w.rows<{ id: number }>(
      sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
          starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
        select ${teacher.userId}, t.id, 'MAIN', 'MAIN', ${new Date(MONDAY)},
          ${new Date(MONDAY + 30 * MINUTE)}, ${new Date(MONDAY + 25 * MINUTE)}, 'BOOKED', 4, 1,
          md5(random()::text)
        from class_types t where t.smart_class_type = 'MAIN' returning id::int as id`,
    );
    const classId = row?.id ?? 0;
    w.clock.set(MONDAY - 5 * MINUTE);
    expectRefused(
      await teacher.post('/t/tc/book/class/join', { classId }),
      'BIZ_TEACHER_DATE_OUT_OF_CONTRACT',
    );
    await w.tick();
    w.clock.set(MONDAY + HOUR);
    await w.tick();
    expect(
      await w.rows(
        sql`select s.status, r.reason, (select count(*)::int from class_outcomes o where o.slot_id = s.id) as outcomes
          from class_slots s join class_releases r on r.slot_id = s.id where s.id = ${classId}`,
      ),
    ).toEqual([{ status: 'CANCELLED', reason: 'NO_CONTRACT', outcomes: 0 }]);
  });
});

describe("a cancellation's preview", () => {
  it("prices the pay lost as the payslip would: the contract holding the class's day", async () => {
    const teacher = await gapTeacher();
    dataOf(await w.open(teacher, [TUESDAY, RENEWED]));
    for (const start of [TUESDAY, RENEWED]) dataOf(await w.book(teacher.userId, ['stu-p'], start));
    const preview = dataOf<CancellationResult>(
      await w.apply(teacher, {
        slotIds: [await w.slotAt(teacher.userId, TUESDAY), await w.slotAt(teacher.userId, RENEWED)],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
      }),
    );
    expect(preview.classes.map((c) => [c.startTime, c.payLostCents, c.carrotsLost])).toEqual([
      [TUESDAY, 1000, 1],
      [RENEWED, 1025, 2],
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { DAY } from '../../test/demo-scheduling.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';
import { signedContract } from '../../test/teachers.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

/**
 * `opened` more peak slots of the teacher's in December, never booked (opened is what counts,
 * booked or not), half an hour apart from the 10th on, as the grid would hold them.
 */
async function peakSlotsOpened(teacherId: number, opened: number) {
  const first = new Date(DECEMBER + 9 * DAY).toISOString();
  await w.rows(
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
        ends_at, teaching_ends_at, status, capacity, peak, room_key)
      select ${teacherId}, t.id, 'MAIN', 'MAIN', ${first}::timestamptz + i * interval '30 minutes',
        ${first}::timestamptz + (i + 1) * interval '30 minutes',
        ${first}::timestamptz + i * interval '30 minutes' + interval '25 minutes',
        'OPEN', 4, true, md5(random()::text)
      from class_types t, generate_series(0, ${opened - 1}) i where t.smart_class_type = 'MAIN'`,
  );
}

const linesOf = async (teacher: Teacher) =>
  (await w.opsPayslip((await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0)).lines;

let peak: Teacher;
let belowPeak: Teacher;
let renewed: Teacher & { second: number };
let secondary: Teacher;
let corrected: Teacher;

/** Each teacher teaches the peak class of Tuesday the 1st, through the lifecycle, 3 minutes early. */
beforeAll(async () => {
  peak = await w.booked(PEAK, ['stu-p']);
  belowPeak = await w.booked(PEAK, ['stu-q']);
  const r = await w.booked(PEAK, ['stu-r']);
  dataOf(await w.open(r, [PEAK + DAY]));
  dataOf(await w.book(r.userId, ['stu-r'], PEAK + DAY));
  renewed = { ...r, second: await w.slotAt(r.userId, PEAK + DAY) };
  secondary = await w.booked(PEAK, ['stu-s']);
  corrected = await w.booked(PEAK, ['stu-c']);
  // The renewal: a second signed contract in force from Wednesday the 2nd, its raise (the
  // Junior +$0.25) written into its pay when it was offered.
  const first = await w.rows<{ id: number }>(
    sql`select id::int as id from contracts where user_id = ${renewed.userId}`,
  );
  await signedContract(w.app(), renewed.userId, {
    effectiveOn: '2026-12-02',
    expiresOn: '2027-06-01',
    payPerClassCents: 1025,
    basicIncreaseCents: 25,
    renews: first[0]?.id,
  });
  await w.rows(
    sql`update contracts set contract_type = 'SECONDARY_POSITION' where user_id = ${secondary.userId}`,
  );
  // A second secondary-position contract with its own pay: never a renewal's raise on top.
  await signedContract(w.app(), secondary.userId, {
    effectiveOn: '2026-11-15',
    expiresOn: '2027-05-14',
    contractType: 'SECONDARY_POSITION',
    payPerClassCents: 1100,
    basicIncreaseCents: 25,
  });
  await peakSlotsOpened(peak.userId, 59);
  await peakSlotsOpened(belowPeak.userId, 58);
  for (const teacher of [peak, belowPeak, renewed, secondary, corrected]) {
    w.clock.set(PEAK - 3 * 60_000);
    dataOf(await teacher.post('/t/tc/book/class/join', { classId: teacher.slotId }));
  }
  w.clock.set(PEAK + 60_000);
  await w.tick();
  w.clock.set(PEAK + 31 * 60_000);
  await w.tick();
  await w.runClass(renewed, renewed.second, PEAK + DAY, 3);
  dataOf(
    await w.ops('OPERATIONS').send('POST', `/ops/classes/${corrected.slotId}/outcome`, {
      finishType: 'TEACHER_IT_PROBLEM',
      reason: 'The teacher lost the connection for 15 minutes',
    }),
  );
  const run = await w.generate(DECEMBER);
  expect(run).toMatchObject({ status: 'DONE', teachersTotal: 5 });
});

const items = (lines: { payItem: string; amountCents: number }[]) =>
  lines.map((l) => [l.payItem, l.amountCents]);

describe('the pay rules on generated payslips', () => {
  it('pays the peak incentive on every taught class of a month with 60 peak slots opened', async () => {
    expect(items(await linesOf(peak))).toEqual([
      ['MAIN_CLASS', 1000],
      ['PEAK_INCENTIVE', 100],
    ]);
    // 59 opened (the class and 58 more): no incentive.
    expect(items(await linesOf(belowPeak))).toEqual([['MAIN_CLASS', 1000]]);
  });

  it("pays each class by the contract in force on its day, a renewal's pay as written (its raise already in it)", async () => {
    const lines = await linesOf(renewed);
    expect(lines.map((l) => [l.classId, l.amountCents])).toEqual([
      [renewed.slotId, 1000],
      [renewed.second, 1025],
    ]);
  });

  it('groups the classes of a secondary-position contract apart, paid its own pay (no raise added)', async () => {
    const lines = await linesOf(secondary);
    expect(lines.map((l) => [l.customGroup, l.payItem, l.amountCents])).toEqual([
      ['SECONDARY_POSITION', 'MAIN_CLASS', 1100],
    ]);
  });

  it("follows a class's latest outcome: the teacher's IT problem pays nothing", async () => {
    const lines = await linesOf(corrected);
    expect(lines.map((l) => [l.payItem, l.finishType, l.amountCents])).toEqual([
      ['MAIN_CLASS', 'TEACHER_IT_PROBLEM', 0],
    ]);
  });
});

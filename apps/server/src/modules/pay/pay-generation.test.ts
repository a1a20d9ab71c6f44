import {
  payTotals,
  type CancellationResult,
  type OpsPayslipDetail,
  type PayRunView,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { DAY, HOUR } from '../../test/demo-scheduling.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
/** Tuesday 19:00, 20:00; Wednesday 19:00; Thursday 19:00 (Beijing, December 2026). */
const A = PEAK;
const B = PEAK + HOUR;
const C = PEAK + DAY;
const D = PEAK + 2 * DAY;

interface Month {
  teacher: Awaited<ReturnType<typeof w.booked>>;
  standby: Awaited<ReturnType<typeof w.newTeacher>>;
  slots: { a: number; b: number; c: number; d: number; standbyD: number };
  fines: { id: number; amount: number; slotId: number }[];
}
let month: Month;

/**
 * December through the real lifecycle: the teacher joins A 9 minutes early and B 2 minutes
 * early (same evening: both earn the participation incentive), never joins C (the clock's
 * TEACHER_NO_SHOW, with its fine), and gives D back 5 hours ahead (a late fine); a standby
 * teacher takes D over and teaches it.
 */
beforeAll(async () => {
  const teacher = await w.booked(A, ['stu-a']);
  dataOf(await w.open(teacher, [B, C, D]));
  for (const start of [B, C, D]) dataOf(await w.book(teacher.userId, ['stu-b'], start));
  const slots = {
    a: teacher.slotId,
    b: await w.slotAt(teacher.userId, B),
    c: await w.slotAt(teacher.userId, C),
    d: await w.slotAt(teacher.userId, D),
    standbyD: 0,
  };
  await w.runClass(teacher, slots.a, A, 9);
  await w.runClass(teacher, slots.b, B, 2);
  await w.runClass(teacher, slots.c, C, null);

  w.clock.set(D - 5 * HOUR);
  const standby = await w.newTeacher();
  dataOf(await standby.post('/t/tc/book/standby', { startTime: D }));
  // Within 24 hours the teacher phones in: OPERATIONS record it (the leave console's call).
  const body = { slotIds: [slots.d], reason: 'SICKNESS' };
  const preview = dataOf<CancellationResult>(await w.emergency(teacher.userId, body));
  const confirmed = dataOf<CancellationResult>(
    await w.emergency(teacher.userId, {
      ...body,
      preview: false,
      fingerprint: preview.fingerprint,
    }),
  );
  expect(confirmed.classes[0]?.handOver).toBe('STANDBY');
  slots.standbyD = await w.slotAt(standby.userId, D);
  await w.runClass(standby, slots.standbyD, D, 3);

  const fines = await w.rows<{ id: number; amount: number; slotId: number }>(
    sql`select d.id::int as id, d.amount_cents as amount, c.slot_id::int as "slotId"
      from pay_deductions d join leave_record_classes c on c.id = d.leave_class_id
      where d.user_id = ${teacher.userId} order by d.created_at, d.id`,
  );
  month = { teacher, standby, slots, fines };
});

const classLine = (slotId: number, payItem: string, amountCents: number, finishType: string) => ({
  customGroup: payItem === 'MAIN_CLASS' ? 'CLASS_PAYMENT' : 'INCENTIVE',
  payItem,
  source: 'CLASS',
  sourceId: slotId,
  classId: slotId,
  finishType,
  amountCents,
});

function expectReconciled(payslip: OpsPayslipDetail) {
  const totals = payTotals(
    payslip.lines.map((l) => ({ group: l.customGroup, amountCents: l.amountCents })),
  );
  expect(payslip.sumCents).toBe(totals.totalCents);
  expect(payslip.customGroupList.reduce((sum, g) => sum + g.sumCents, 0)).toBe(payslip.sumCents);
  for (const group of payslip.customGroupList)
    expect(group.sum).toBe((group.sumCents / 100).toFixed(2));
}

describe("a month's generation", () => {
  let run: PayRunView;
  it('writes a DRAFT per teacher, each line from its source, the groups summing to the total', async () => {
    run = await w.generate(DECEMBER);
    expect(run).toMatchObject({
      status: 'DONE',
      teachersTotal: 2,
      teachersDone: 2,
      teachersKept: 0,
    });
    const { teacher, slots, fines } = month;
    // Two fines: the no-show's (C) and the late cancellation's (D), in the order written.
    expect(fines.map((f) => f.slotId)).toEqual([slots.c, slots.d]);
    const payslip = await w.opsPayslip((await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0);
    expect(payslip.status).toBe('DRAFT');
    expect(w.shape(payslip.lines)).toEqual([
      classLine(slots.a, 'MAIN_CLASS', 1000, 'AS_SCHEDULED'),
      classLine(slots.a, 'PARTICIPATION_INCENTIVE', 100, 'AS_SCHEDULED'),
      classLine(slots.b, 'MAIN_CLASS', 1000, 'AS_SCHEDULED'),
      classLine(slots.b, 'PARTICIPATION_INCENTIVE', 100, 'AS_SCHEDULED'),
      classLine(slots.c, 'MAIN_CLASS', 0, 'TEACHER_NO_SHOW'),
      ...fines.map((f) => ({
        customGroup: 'DEDUCTION',
        payItem: 'CANCELLATION_FINE',
        source: 'DEDUCTION',
        sourceId: f.id,
        classId: f.slotId,
        finishType: null,
        amountCents: -f.amount,
      })),
    ]);
    expect(fines.every((f) => f.amount > 0)).toBe(true);
    expect(payslip.sumCents).toBe(2200 - fines.reduce((sum, f) => sum + f.amount, 0));
    expectReconciled(payslip);

    const standby = await w.opsPayslip((await w.payslipIdOf(month.standby.userId, DECEMBER)) ?? 0);
    expect(w.shape(standby.lines)).toEqual([
      classLine(slots.standbyD, 'MAIN_CLASS', 1000, 'AS_SCHEDULED'),
      classLine(slots.standbyD, 'STANDBY_BONUS', 200, 'AS_SCHEDULED'),
    ]);
    expect(standby.sumCents).toBe(1200);
    expectReconciled(standby);
  });

  it('replaces a DRAFT exactly when generated again: same payslip, a new adjustment, no duplicates', async () => {
    const { teacher } = month;
    const payslipId = (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0;
    const before = await w.opsPayslip(payslipId);
    const again = await w.generate(DECEMBER);
    expect(again.id).not.toBe(run.id);
    const same = await w.opsPayslip(payslipId);
    expect(w.shape(same.lines)).toEqual(w.shape(before.lines));
    expect(same).toMatchObject({ sumCents: before.sumCents, version: before.version + 1 });

    dataOf(await w.adjust(teacher.userId, DECEMBER, 550, 'Training session'));
    await w.generate(DECEMBER);
    const adjusted = await w.opsPayslip(payslipId);
    expect(adjusted.lines).toHaveLength(before.lines.length + 1);
    expect(adjusted.lines.at(-1)).toMatchObject({
      customGroup: 'ADJUSTMENT',
      payItem: 'ADJUSTMENT',
      source: 'ADJUSTMENT',
      label: 'Training session',
      amountCents: 550,
    });
    expect(adjusted.sumCents).toBe(before.sumCents + 550);
    expectReconciled(adjusted);
    const counts = await w.rows<{ payslips: number; lines: number }>(
      sql`select (select count(*)::int from payslips where teacher_id = ${teacher.userId}) as payslips,
        (select count(*)::int from payslip_lines where payslip_id = ${payslipId}) as lines`,
    );
    expect(counts).toEqual([{ payslips: 1, lines: before.lines.length + 1 }]);
  });

  it('keeps a released payslip as it is, and counts it', async () => {
    const { teacher, standby } = month;
    const released = (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0;
    expect(dataOf(await w.release(DECEMBER, [released]))).toEqual({ released: 1, held: 0 });
    const before = await w.opsPayslip(released);
    // A correction now goes to a later month: this month's is refused.
    expect((await w.adjust(teacher.userId, DECEMBER, 100)).json().code).toBe(
      'BIZ_PAY_MONTH_RELEASED',
    );
    // FINANCE's stored rules (the console's editor comes later): standby pays $3.
    await w.rows(
      sql`insert into pay_policy (id, policy) values (1, '{"standbyCents": 300}'::jsonb)
        on conflict (id) do update set policy = excluded.policy`,
    );
    const third = await w.generate(DECEMBER);
    expect(third).toMatchObject({
      status: 'DONE',
      teachersTotal: 2,
      teachersDone: 2,
      teachersKept: 1,
    });
    const kept = await w.opsPayslip(released);
    expect(kept).toEqual(before);
    // The DRAFT beside it follows the stored policy: FINANCE's standby pay.
    const draft = await w.opsPayslip((await w.payslipIdOf(standby.userId, DECEMBER)) ?? 0);
    expect(draft.lines.find((l) => l.payItem === 'STANDBY_BONUS')?.amountCents).toBe(300);
  });

  it('runs one generation per month at a time: a second start is refused', async () => {
    const [first, second] = await Promise.all([w.startRun(DECEMBER), w.startRun(DECEMBER)]);
    const answers = [first, second].map((res) => res.json().code).sort();
    expect(answers).toEqual(['BIZ_STATUS_TYPE_NOT_MATCHING', 'OK']);
    const started = [first, second].find((res) => res.statusCode === 200);
    await w.settled(started?.json().data.id);
    const running = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from pay_runs where status = 'RUNNING'`,
    );
    expect(running).toEqual([{ n: 0 }]);
  });

  it('refuses a month that does not start at Beijing midnight on the 1st', async () => {
    const res = await w.startRun(DECEMBER + HOUR);
    expect(res.json()).toMatchObject({ code: 'BIZ_PARAM_ERR' });
    expect(res.json().data.fields).toHaveProperty('monthStartTime');
  });
});

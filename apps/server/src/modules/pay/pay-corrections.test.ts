import {
  payMonthOf,
  type LeaveRecordRow,
  type OpsAppealRow,
  type PayReconciliation,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { DECEMBER, JANUARY, payWorld, type LineShape } from '../../test/pay-world.js';

/**
 * Corrections after release (decision 052), on one timeline: December's payslips are released
 * while one class still runs; afterwards an outcome is corrected, an appeal decided and the
 * running class finishes. January's payslips carry the differences, naming the class and the
 * payslip they correct; February's carry the correction back; nothing is carried twice.
 */
const w = payWorld();
const FEBRUARY = beijing(2027, 2, 1);
const MARCH = beijing(2027, 3, 1);
/** Thursday 31 December, 20:00 Beijing: the month's last evening. */
const LAST_CLASS = beijing(2026, 12, 31, 20);
type Teacher = Awaited<ReturnType<typeof w.booked>>;
let taught: Teacher;
let late: Teacher;
let missed: Teacher;
let payslips: { taught: number; missed: number };

const correct = (classId: number, finishType: string) =>
  w.ops('OPERATIONS').send('POST', `/ops/classes/${classId}/outcome`, {
    finishType,
    reason: 'The room log says otherwise',
  });
const reconciliation = async (monthStartTime: number) =>
  dataOf<PayReconciliation>(await w.finance().get('/ops/pay/reconciliation', { monthStartTime }));
/** A teacher's payslip of a month, as FINANCE read it: its lines' shapes and months corrected. */
async function linesOf(teacherId: number, month: number) {
  const detail = await w.opsPayslip((await w.payslipIdOf(teacherId, month)) ?? 0);
  return detail.lines.map((l) => ({
    ...w.shape([l as LineShape])[0],
    correctsMonthTime: l.correctsMonthTime,
    correctsPayslipId: l.correctsPayslipId,
  }));
}
const releasedTotals = async (teacherId: number) =>
  w.rows<{ total: number }>(
    sql`select coalesce(sum(total_cents), 0)::int as total from payslips
      where teacher_id = ${teacherId} and status <> 'DRAFT'`,
  );

beforeAll(async () => {
  taught = await w.booked(PEAK, ['stu-t']);
  missed = await w.booked(PEAK + 24 * 60 * MINUTE, ['stu-m']);
  late = await w.booked(LAST_CLASS, ['stu-l']);
  // Taught as scheduled, entered 9 minutes early: its pay and the participation incentive.
  await w.runClass(taught, taught.slotId, PEAK, 9);
  // Nobody came: the clock's teacher no-show, fined $10.
  await w.runClass(missed, missed.slotId, PEAK + 24 * 60 * MINUTE, null);
  // The year's last class: entered early, started, still running when December is released.
  w.clock.set(LAST_CLASS - 10 * MINUTE);
  dataOf(await late.post('/t/tc/book/class/join', { classId: late.slotId }));
  w.clock.set(LAST_CLASS + MINUTE);
  await w.tick();
  expect(await w.generate(DECEMBER)).toMatchObject({ status: 'DONE', teachersTotal: 2 });
  dataOf(await w.release(DECEMBER));
  payslips = {
    taught: (await w.payslipIdOf(taught.userId, DECEMBER)) ?? 0,
    missed: (await w.payslipIdOf(missed.userId, DECEMBER)) ?? 0,
  };
  // After the release: the clock finishes the running class.
  await w.tick();
});

describe('corrections after release', () => {
  it('leaves a class finished after the release unpaid in its month, and says so', async () => {
    expect(await w.payslipIdOf(late.userId, DECEMBER)).toBeUndefined();
    const december = await reconciliation(DECEMBER);
    expect(december).toMatchObject({
      classesFinished: 3,
      payslips: { released: 2, drafts: 0 },
      releasedTotal: { count: 2, sumCents: 1100 - 1000 },
      totalsMatch: true,
      classesUnpaid: { count: 1, classIds: [late.slotId] },
    });
    expect(december.releasedAt).not.toBeNull();
  });

  it('carries what changed to the next payslip: class pay, incentives, the fine and its reversal', async () => {
    dataOf(await correct(taught.slotId, 'TEACHER_NO_SHOW'));
    const [record] = dataOf<{ list: LeaveRecordRow[] }>(
      await missed.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
    ).list;
    dataOf(
      await missed.post('/t/tc/leave/appeal', {
        leaveId: record?.leaveId ?? 0,
        message: 'The classroom never opened for me.',
      }),
    );
    const [appeal] = dataOf<{ list: OpsAppealRow[] }>(
      await w.ops().get('/ops/leave/appeals', { status: 'PENDING', teacherId: missed.userId }),
    ).list;
    dataOf(
      await w.ops().send('POST', `/ops/leave/appeals/${appeal?.appealId ?? 0}/decision`, {
        decision: 'ACCEPT',
        reason: 'The room log agrees',
      }),
    );
    expect(await w.generate(JANUARY)).toMatchObject({ status: 'DONE' });
    const correction = (
      payItem: string,
      source: string,
      amountCents: number,
      payslip: number | null,
    ) =>
      expect.objectContaining({
        customGroup: 'CORRECTION',
        payItem,
        source,
        amountCents,
        correctsMonthTime: DECEMBER,
        correctsPayslipId: payslip,
      });
    const taughtLines = await linesOf(taught.userId, JANUARY);
    // The class's lines first (by its start), then the fine written when it was corrected.
    expect(taughtLines).toEqual([
      correction('MAIN_CLASS', 'CLASS', -1000, payslips.taught),
      correction('PARTICIPATION_INCENTIVE', 'CLASS', -100, payslips.taught),
      correction('CANCELLATION_FINE', 'DEDUCTION', -1000, payslips.taught),
    ]);
    expect(taughtLines.every((l) => l.classId === taught.slotId)).toBe(true);
    expect(await linesOf(late.userId, JANUARY)).toEqual([
      correction('MAIN_CLASS', 'CLASS', 1000, null),
      correction('PARTICIPATION_INCENTIVE', 'CLASS', 100, null),
    ]);
    expect(await linesOf(missed.userId, JANUARY)).toEqual([
      correction('FINE_REVERSED', 'DEDUCTION', 1000, payslips.missed),
    ]);
    // Generated again, the same lines: nothing is carried twice.
    expect(await w.generate(JANUARY)).toMatchObject({ status: 'DONE' });
    expect(await linesOf(taught.userId, JANUARY)).toEqual(taughtLines);
    // While January waits, December's corrections wait with it.
    expect((await reconciliation(DECEMBER)).correctionsWaiting).toEqual({
      count: 6,
      sumCents: -2100 + 1100 + 1000,
    });

    dataOf(await w.release(JANUARY));
    const list = await w.linesOf(taught, '/t/tc/pay/payslip/detail/click/correction', {
      payslipId: (await w.payslipIdOf(taught.userId, JANUARY)) ?? 0,
      pageIndex: 1,
      pageSize: 50,
    });
    expect(list.records.map((r) => [r.payItem, r.amountCents, r.correctsMonth])).toEqual([
      ['MAIN_CLASS', -1000, '2026/12'],
      ['PARTICIPATION_INCENTIVE', -100, '2026/12'],
      ['CANCELLATION_FINE', -1000, '2026/12'],
    ]);
    // A correction is not one of the month's own classes.
    const own = await w.linesOf(taught, '/t/tc/pay/payslip/detail/click', {
      payslipId: (await w.payslipIdOf(taught.userId, JANUARY)) ?? 0,
      pageIndex: 1,
      pageSize: 50,
    });
    expect(own.total).toBe(0);
    expect(await reconciliation(DECEMBER)).toMatchObject({
      correctedLater: { count: 6, sumCents: 0 },
      correctionsWaiting: { count: 0, sumCents: 0 },
      classesUnpaid: { count: 0, classIds: [] },
      paidForMonthCents: 100,
    });
    expect(await reconciliation(JANUARY)).toMatchObject({
      carriedIn: { count: 6, sumCents: 0 },
      releasedTotal: { count: 3, sumCents: 0 },
      totalsMatch: true,
    });
  });

  it('carries nothing once carried, and a correction back returns what was taken', async () => {
    expect(await w.generate(FEBRUARY)).toMatchObject({ status: 'DONE' });
    for (const teacher of [taught, late, missed])
      expect(await w.payslipIdOf(teacher.userId, FEBRUARY)).toBeUndefined();
    dataOf(await correct(taught.slotId, 'AS_SCHEDULED'));
    expect(await w.generate(FEBRUARY)).toMatchObject({ status: 'DONE' });
    expect((await linesOf(taught.userId, FEBRUARY)).map((l) => [l.payItem, l.amountCents])).toEqual(
      [
        ['MAIN_CLASS', 1000],
        ['PARTICIPATION_INCENTIVE', 100],
        ['FINE_REVERSED', 1000],
      ],
    );
    dataOf(await w.release(FEBRUARY));
    // Over every released payslip, what December's class earns in the end: $11.
    expect(await releasedTotals(taught.userId)).toEqual([{ total: 1100 }]);
    expect(await releasedTotals(late.userId)).toEqual([{ total: 1100 }]);
    expect(await releasedTotals(missed.userId)).toEqual([{ total: 0 }]);
  });

  it('releases a month only once it has ended; its drafts may be generated any time', async () => {
    expect(w.clock.now().getTime()).toBeLessThan(payMonthOf(MARCH).end);
    dataOf(await w.adjust(taught.userId, MARCH, 500, 'Training'));
    expect(await w.generate(MARCH)).toMatchObject({ status: 'DONE' });
    expectRefused(
      await w.finance().send('POST', '/ops/pay/release', { monthStartTime: MARCH }),
      'BIZ_PAY_MONTH_NOT_ENDED',
    );
    expect((await w.opsPayslip((await w.payslipIdOf(taught.userId, MARCH)) ?? 0)).status).toBe(
      'DRAFT',
    );
  });

  it('exports December class by class: paid, corrected, net', async () => {
    const res = await w.finance().get('/ops/pay/reconciliation/export', {
      monthStartTime: DECEMBER,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toContain('Net (USD)');
    const row = (classId: number) => rows.find((cells) => cells[0] === String(classId));
    // Class, teacher, e-mail, start, type, finish, paid on, paid, later on, later, waiting, net, standing.
    expect(row(taught.slotId)?.slice(5)).toEqual([
      'AS_SCHEDULED',
      String(payslips.taught),
      '11.00',
      expect.any(String),
      '0.00',
      '0.00',
      '11.00',
      'CORRECTED',
    ]);
    expect(row(late.slotId)?.slice(6)).toEqual([
      '',
      '0.00',
      expect.any(String),
      '11.00',
      '0.00',
      '11.00',
      'CORRECTED',
    ]);
    expect(row(missed.slotId)?.slice(7)).toEqual([
      '-10.00',
      expect.any(String),
      '10.00',
      '0.00',
      '0.00',
      'CORRECTED',
    ]);
  });
});

describe('ledgers that cannot drift (decision 052)', () => {
  const refused = (statement: ReturnType<typeof sql>) =>
    expect(w.rows(statement)).rejects.toThrow();

  it("refuse to change or delete a released payslip's lines, total or row", async () => {
    await refused(
      sql`update payslip_lines set amount_cents = 1 where payslip_id = ${payslips.taught}`,
    );
    await refused(sql`delete from payslip_lines where payslip_id = ${payslips.taught}`);
    await refused(
      sql`insert into payslip_lines (payslip_id, position, custom_group, pay_item, source, source_id,
          label, amount_cents)
        values (${payslips.taught}, 99, 'ADJUSTMENT', 'ADJUSTMENT', 'ADJUSTMENT', 999, 'x', 1)`,
    );
    await refused(sql`update payslips set total_cents = 1 where id = ${payslips.taught}`);
    await refused(sql`update payslips set status = 'DRAFT' where id = ${payslips.taught}`);
    await refused(sql`delete from payslips where id = ${payslips.taught}`);
    // Its status still moves.
    await w.rows(sql`update payslips set updated_at = updated_at where id = ${payslips.taught}`);
  });

  it('refuse to change or delete ledger and audit rows, and keep them when an account would go', async () => {
    dataOf(
      await w.ops().send('POST', `/ops/teachers/${taught.userId}/cancellation-credits`, {
        credits: 1,
        reason: 'A credit to spend',
      }),
    );
    for (const table of [
      'carrot_ledger',
      'cancellation_credit_ledger',
      'pay_deductions',
      'class_outcomes',
      'staff_actions',
    ]) {
      const [rows] = await w.rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      expect(rows?.n).toBeGreaterThan(0);
      await refused(sql`update ${sql.identifier(table)} set created_at = created_at`);
      await refused(sql`delete from ${sql.identifier(table)}`);
    }
    await refused(sql`delete from users where id = ${taught.userId}`);
  });

  it('keep every balance equal to its ledger', async () => {
    const drift = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from carrot_balances b
        left join (select user_id, sum(amount) as amount, sum(owed) as owed from carrot_ledger
          group by user_id) l on l.user_id = b.user_id
        where b.balance <> coalesce(l.amount, 0) or b.owed <> coalesce(l.owed, 0)`,
    );
    expect(drift).toEqual([{ n: 0 }]);
  });
});

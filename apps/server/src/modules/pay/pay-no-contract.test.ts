import type { OpsPayslipRow, PayLinePage } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { DECEMBER, JANUARY, payWorld } from '../../test/pay-world.js';

/**
 * A class taught on a day no contract held (old data, a gap between contracts; decision 052):
 * not paid "$0 base plus incentives" but flagged for FINANCE, who settle it with an adjustment
 * naming the class before the payslip can be released.
 */
const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;
let gap: Teacher;
let clean: Teacher;

const listed = async () =>
  dataOf<{ list: OpsPayslipRow[] }>(
    await w.finance().get('/ops/pay/payslips', { monthStartTime: DECEMBER }),
  ).list;
const settle = (teacherId: number, amountCents: number, classId?: number) =>
  w.finance().send('POST', '/ops/pay/adjustments', {
    teacherId,
    monthStartTime: DECEMBER,
    amountCents,
    reason: 'Taught between contracts: paid at the old rate',
    ...(classId ? { classId } : {}),
  });

beforeAll(async () => {
  gap = await w.booked(PEAK, ['stu-g']);
  clean = await w.booked(PEAK, ['stu-c']);
  w.clock.set(PEAK - 9 * MINUTE);
  for (const teacher of [gap, clean])
    dataOf(await teacher.post('/t/tc/book/class/join', { classId: teacher.slotId }));
  for (const at of [PEAK + MINUTE, PEAK + 26 * MINUTE]) {
    w.clock.set(at);
    await w.tick();
  }
  // Old data: the contract it was taught under turns out to begin the day after.
  await w.rows(sql`update contracts set effective_on = '2026-12-02' where user_id = ${gap.userId}`);
  expect(await w.generate(DECEMBER)).toMatchObject({ status: 'DONE' });
});

describe('a class taught on a day no contract held', () => {
  it('is paid nothing by the rules, earns no incentive, and is flagged for FINANCE', async () => {
    const detail = await w.opsPayslip((await w.payslipIdOf(gap.userId, DECEMBER)) ?? 0);
    expect(detail.lines.map((l) => [l.payItem, l.amountCents, l.issue])).toEqual([
      ['MAIN_CLASS', 0, 'NO_CONTRACT'],
    ]);
    expect(detail.toSettle).toEqual([gap.slotId]);
    const rows = await listed();
    expect(rows.find((r) => r.teacherId === gap.userId)?.toSettle).toBe(1);
    expect(rows.find((r) => r.teacherId === clean.userId)?.toSettle).toBe(0);
  });

  it('holds its payslip at release while releasing the others', async () => {
    expect(dataOf(await w.release(DECEMBER))).toEqual({ released: 1, held: 1 });
    expect((await w.opsPayslip((await w.payslipIdOf(gap.userId, DECEMBER)) ?? 0)).status).toBe(
      'DRAFT',
    );
  });

  it("is settled by FINANCE's adjustment naming the class, of the teacher's own class only", async () => {
    expectRefused(await settle(gap.userId, 1000, clean.slotId), 'BIZ_PARAM_ERR');
    // $0 says the class is settled unpaid; without a class it is no adjustment at all.
    expectRefused(await settle(gap.userId, 0), 'BIZ_PARAM_INVALID');
    const added = dataOf<{ classId: number | null; amountCents: number }>(
      await settle(gap.userId, 1000, gap.slotId),
    );
    expect(added).toMatchObject({ classId: gap.slotId, amountCents: 1000 });
    expect(dataOf(await w.release(DECEMBER))).toEqual({ released: 1, held: 0 });
    const payslipId = (await w.payslipIdOf(gap.userId, DECEMBER)) ?? 0;
    const detail = await w.opsPayslip(payslipId);
    expect(detail).toMatchObject({ status: 'OFFICIAL_CONFIRMED', sumCents: 1000, toSettle: [] });
    const adjustments = await w.linesOf(gap, '/t/tc/pay/payslip/nonMain/other/detail/click', {
      payslipId,
      pageIndex: 1,
      pageSize: 20,
      payItem: 'ADJUSTMENT',
    });
    expect(adjustments.records.map((r) => [r.amountCents, r.classId])).toEqual([
      [1000, gap.slotId],
    ]);
  });

  it('refuses an adjustment of a released month, pointing to the next open one', async () => {
    expectRefused(await settle(gap.userId, 100), 'BIZ_PAY_MONTH_RELEASED');
    // A teacher with no payslip in the released month is refused too: nothing would pay it.
    const newcomer = await w.newTeacher();
    expectRefused(await settle(newcomer.userId, 100), 'BIZ_PAY_MONTH_RELEASED');
    const january = await w.finance().send('POST', '/ops/pay/adjustments', {
      teacherId: newcomer.userId,
      monthStartTime: JANUARY,
      amountCents: 100,
      reason: 'Welcome bonus',
    });
    expect(dataOf<PayLinePage | { amountCents: number }>(january)).toMatchObject({
      amountCents: 100,
    });
  });
});

import {
  addBeijingMonths,
  payMonthLabel,
  payMonthOf,
  STAFF_TOKEN_HEADER,
  type PayBatchDetail,
  type PayLinePage,
  type PayslipDetail,
  type PayslipSummary,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { dataOf } from '../test/classes.js';
import { demoWorld } from '../test/demo-world.js';
import { staffSession } from '../test/sessions-for-tests.js';

const { app, post } = demoWorld();

describe("the demo teacher's payslips (README)", () => {
  it('are the three last months: paid, held with a problem, and released waiting for a receipt', async () => {
    const page = dataOf<{ total: number; list: PayslipSummary[] }>(
      await post('/t/tc/pay/payslip/list', {}),
    );
    const thisMonth = payMonthOf(Date.now()).start;
    expect(page.total).toBe(3);
    expect(page.list.map((p) => [p.payslipTime, p.status])).toEqual([
      [addBeijingMonths(thisMonth, -1), 'OFFICIAL_CONFIRMED'],
      [addBeijingMonths(thisMonth, -2), 'PROBLEM'],
      [addBeijingMonths(thisMonth, -3), 'PAID'],
    ]);
    for (const payslip of page.list) {
      // Each month has classes, and its groups add up to its total.
      expect(payslip.sumCents).toBeGreaterThan(0);
      expect(payslip.customGroupList.reduce((sum, g) => sum + g.sumCents, 0)).toBe(
        payslip.sumCents,
      );
    }
    const [released, held] = page.list;
    const detail = dataOf<PayslipDetail>(
      await post('/t/tc/pay/payslip/detail', { payslipId: released?.id ?? 0 }),
    );
    expect(detail).toMatchObject({ receiptDue: true, receipt: null, problem: null });
    expect(
      dataOf<PayslipDetail>(await post('/t/tc/pay/payslip/detail', { payslipId: held?.id ?? 0 }))
        .problem,
    ).toContain('account number');
    const classes = dataOf<PayLinePage>(
      await post('/t/tc/pay/payslip/detail/click', { payslipId: released?.id ?? 0 }),
    );
    const finishes = new Set(classes.records.map((r) => r.finishType));
    expect(finishes).toEqual(new Set(['AS_SCHEDULED', 'STUDENT_NO_SHOW', 'TEACHER_IT_PROBLEM']));
    expect(classes.records.find((r) => r.finishType === 'TEACHER_IT_PROBLEM')?.amountCents).toBe(0);
    expect(classes.records.find((r) => r.finishType === 'AS_SCHEDULED')?.amountCents).toBe(1000);
  });

  it("leave last month's PayPal payslip of james.carter sent for payment, for FINANCE's batches", async () => {
    const lastMonth = addBeijingMonths(payMonthOf(Date.now()).start, -1);
    const headers = { [STAFF_TOKEN_HEADER]: await staffSession(app(), ['FINANCE']) };
    const made = await app().inject({
      method: 'POST',
      url: '/ops/pay/batches',
      payload: { monthStartTime: lastMonth, paymentMethod: 'PAYPAL' },
      headers,
    });
    const batch = dataOf<PayBatchDetail>(
      await app().inject({ url: `/ops/pay/batches/${dataOf<{ id: number }>(made).id}`, headers }),
    );
    expect(batch.payslips.map((p) => [p.teacherName, p.email, p.status])).toEqual([
      ['James Carter', 'james.carter@portal.demo', 'SUBMIT_FINANCIAL'],
    ]);
    expect(batch.payslips[0]?.sumCents).toBeGreaterThan(0);
    const csv = await app().inject({ url: `/ops/pay/batches/${batch.id}/export`, headers });
    expect(csv.body.split('\r\n')[1]).toBe(
      `james.carter@portal.demo,${batch.total},USD,Payslip ${batch.payslips[0]?.payslipId} ${payMonthLabel(lastMonth)}`,
    );
  });

  it('leave the carrot balance equal to its ledger', async () => {
    const [row] = await queryRows<{ balance: number; sum: number }>(
      app().database.db,
      sql`select b.balance, (select sum(amount)::int from carrot_ledger l where l.user_id = b.user_id) as sum
        from carrot_balances b join users u on u.id = b.user_id where u.email = 'teacher@portal.demo'`,
    );
    expect(row?.balance).toBe(row?.sum);
  });
});

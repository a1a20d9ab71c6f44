import {
  addBeijingMonths,
  payMonthLabel,
  payMonthOf,
  STAFF_TOKEN_HEADER,
  type OpsPayslipDetail,
  type OpsPayslipRow,
  type PayBatchDetail,
  type PayLinePage,
  type PayMonthTotals,
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

  it("leave last month's drafts for FINANCE to check, every anomaly flagged (decision 060)", async () => {
    const lastMonth = addBeijingMonths(payMonthOf(Date.now()).start, -1);
    const headers = { [STAFF_TOKEN_HEADER]: await staffSession(app(), ['FINANCE']) };
    const query = { monthStartTime: String(lastMonth) };
    const rows = dataOf<{ list: OpsPayslipRow[] }>(
      await app().inject({ url: '/ops/pay/payslips', query, headers }),
    ).list;
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('olivia.brooks@portal.demo')).toMatchObject({
      status: 'DRAFT',
      sumCents: -3_000,
      anomalies: ['NEGATIVE', 'NO_BANK_DETAILS'],
    });
    const nina = byEmail.get('nina.patel@portal.demo');
    expect(nina).toMatchObject({ status: 'DRAFT', anomalies: ['LARGE_CHANGE', 'NO_BANK_DETAILS'] });
    expect(nina?.sumCents).toBeGreaterThan(0);
    expect(byEmail.get('teacher@portal.demo')?.anomalies).toEqual([]);
    // The month before held nina.patel's payslip for the missing bank details.
    const before = dataOf<OpsPayslipDetail>(
      await app().inject({ url: `/ops/pay/payslips/${nina?.id ?? 0}`, headers }),
    );
    expect(before.previousSumCents).toBe(nina?.previousSumCents);
    const totals = dataOf<PayMonthTotals>(
      await app().inject({ url: '/ops/pay/totals', query, headers }),
    );
    expect(totals.statuses.filter((s) => s.count > 0).map((s) => [s.status, s.count])).toEqual([
      ['DRAFT', 2],
      ['OFFICIAL_CONFIRMED', 1],
      ['SUBMIT_FINANCIAL', 1],
    ]);
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

import type { OpsPayslipDetail, OpsPayslipRow, PayMonthTotals } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { DECEMBER, NOVEMBER, payWorld } from '../../test/pay-world.js';

// Issue 36, item 10 (decision 060): an adjustment shows on the teacher's draft at once, the
// month's payslips counted by status, and each payslip's anomaly flags.
const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

let busy: Teacher;
let owing: Teacher;
let covering: Teacher;

const listOf = async (monthStartTime: number) =>
  dataOf<{ total: number; list: OpsPayslipRow[] }>(
    await w.finance().get('/ops/pay/payslips', { monthStartTime, pageSize: 50 }),
  ).list;
const rowOf = async (teacher: Teacher, monthStartTime = DECEMBER) =>
  (await listOf(monthStartTime)).find((row) => row.teacherId === teacher.userId);
const totalsOf = async (monthStartTime: number) =>
  dataOf<PayMonthTotals>(await w.finance().get('/ops/pay/totals', { monthStartTime }));

/**
 * December DRAFTs from adjustments: `busy` earned $300 in November and $100 in December (a
 * large change), `owing` owes $30 (negative) and has bank details, `covering` earned $25.
 */
beforeAll(async () => {
  busy = await w.newTeacher();
  owing = await w.newTeacher();
  covering = await w.newTeacher();
  await w.saveBank(owing.userId, {
    method: 'PAYPAL',
    holderFirstName: 'Ann',
    holderMiddleName: '',
    holderLastName: 'Lee',
    paypalEmail: owing.email,
  });
  dataOf(await w.adjust(busy.userId, NOVEMBER, 30_000, 'Summer camp'));
  dataOf(await w.adjust(busy.userId, DECEMBER, 10_000, 'Workshops'));
  dataOf(await w.adjust(owing.userId, DECEMBER, -3_000, 'Headset not returned'));
  dataOf(await w.adjust(covering.userId, DECEMBER, 2_500, 'Cover classes'));
  await w.generate(NOVEMBER);
  await w.generate(DECEMBER);
});

describe('an adjustment of a month with a DRAFT', () => {
  it('writes the draft again at once: its line and its new total, no generation needed', async () => {
    const id = (await w.payslipIdOf(covering.userId, DECEMBER)) ?? 0;
    const before = await w.opsPayslip(id);
    expect(before).toMatchObject({ status: 'DRAFT', sumCents: 2_500 });

    dataOf(await w.adjust(covering.userId, DECEMBER, 1_200, 'Training session'));

    const after = await w.opsPayslip(id);
    expect(after).toMatchObject({ id, status: 'DRAFT', sumCents: 3_700 });
    expect(after.version).toBe(before.version + 1);
    expect(after.lines.map((line) => [line.payItem, line.label, line.amountCents])).toEqual([
      ['ADJUSTMENT', 'Cover classes', 2_500],
      ['ADJUSTMENT', 'Training session', 1_200],
    ]);
    expect(after.customGroupList).toEqual([
      { customGroup: 'ADJUSTMENT', count: 2, sum: '37.00', sumCents: 3_700 },
    ]);
    expect((await rowOf(covering))?.sumCents).toBe(3_700);
    // Written by the member who adjusted, as the release writes afresh.
    const moves = await w.rows<{ move: string; actor: string }>(
      sql`select move, actor from status_moves
        where lifecycle = 'payslip' and record_id = ${id} order by id`,
    );
    expect(moves).toEqual([
      { move: 'generate', actor: 'clock' },
      { move: 'regenerate', actor: 'staff' },
    ]);
  });

  it('leaves a teacher without a payslip of the month for the next generation', async () => {
    const late = await w.newTeacher();
    dataOf(await w.adjust(late.userId, DECEMBER, 900, 'Late claim'));
    expect(await w.payslipIdOf(late.userId, DECEMBER)).toBeUndefined();
  });
});

describe("the month's payslips", () => {
  it('carry the anomaly flags: negative, a large change from last month, no bank details', async () => {
    expect(await rowOf(busy)).toMatchObject({
      sumCents: 10_000,
      previousSumCents: 30_000,
      anomalies: ['LARGE_CHANGE', 'NO_BANK_DETAILS'],
    });
    expect(await rowOf(owing)).toMatchObject({
      sumCents: -3_000,
      previousSumCents: null,
      anomalies: ['NEGATIVE'],
    });
    expect(await rowOf(covering)).toMatchObject({
      previousSumCents: null,
      anomalies: ['NO_BANK_DETAILS'],
    });
    // November's payslip has no month before it: no comparison.
    expect((await rowOf(busy, NOVEMBER))?.anomalies).toEqual(['NO_BANK_DETAILS']);
  });

  it('flag the payslip page as the list does', async () => {
    const detail = dataOf<OpsPayslipDetail>(
      await w
        .finance()
        .get(`/ops/pay/payslips/${(await w.payslipIdOf(busy.userId, DECEMBER)) ?? 0}`),
    );
    expect(detail).toMatchObject({
      previousSumCents: 30_000,
      anomalies: ['LARGE_CHANGE', 'NO_BANK_DETAILS'],
    });
  });

  it('are counted and summed by status, every status answered', async () => {
    const owingId = (await w.payslipIdOf(owing.userId, DECEMBER)) ?? 0;
    expect(dataOf(await w.release(DECEMBER, [owingId]))).toEqual({ released: 1, held: 0 });
    const totals = await totalsOf(DECEMBER);
    expect(totals.monthStartTime).toBe(DECEMBER);
    expect(totals.statuses).toEqual([
      { status: 'DRAFT', count: 2, sumCents: 13_700 },
      { status: 'OFFICIAL_CONFIRMED', count: 1, sumCents: -3_000 },
      { status: 'TEACHER_CONFIRMED', count: 0, sumCents: 0 },
      { status: 'SUBMIT_FINANCIAL', count: 0, sumCents: 0 },
      { status: 'PAID', count: 0, sumCents: 0 },
      { status: 'PROBLEM', count: 0, sumCents: 0 },
    ]);
    expect(totals.total).toEqual({ count: 3, sumCents: 10_700 });
    expect((await totalsOf(NOVEMBER)).total).toEqual({ count: 1, sumCents: 30_000 });
  });

  it("are FINANCE's to read: the totals refuse other roles and a month's wrong start", async () => {
    for (const role of ['OPERATIONS', 'RECRUITER'] as const) {
      const res = await w.finance(role).get('/ops/pay/totals', { monthStartTime: DECEMBER });
      expect(res.statusCode, role).toBe(403);
    }
    const wrong = await w.finance().get('/ops/pay/totals', { monthStartTime: DECEMBER + 1 });
    expect(wrong.json().code).toBe('BIZ_PARAM_ERR');
    expect(
      (await w.finance('ADMIN').get('/ops/pay/totals', { monthStartTime: DECEMBER })).statusCode,
    ).toBe(200);
  });
});

import {
  beijingDate,
  holderFullName,
  maskedAccount,
  type PayBatchView,
  type PayYearTotals,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANN } from '../../test/bank-details.js';
import { beijing, dataOf } from '../../test/classes.js';
import { pdfPageTexts } from '../../test/pdf-text.js';
import { DECEMBER, JANUARY, NOVEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
const OCTOBER = beijing(2026, 10, 1);
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

let teacher: Teacher;
let other: Teacher;
let ids: { october: number; december: number; january: number };
let teacherName: string;
let releasedOn: string;

const pdfText = async (res: LightMyRequestResponse) =>
  (await pdfPageTexts(res.rawPayload)).join('\n');
const payslipPdf = (who: Teacher, payslipId: number) =>
  who.get(`/t/tc/pay/payslip/pdf/${payslipId}`);
const statement = (who: Teacher, year: number) =>
  who.get(`/t/tc/pay/payslip/year/statement/${year}`);
const totals = (who: Teacher, query: Record<string, number> = {}) =>
  who.get('/t/tc/pay/payslip/year/totals', query);

/**
 * A teacher (paid by ABA) with released payslips for October, November and December 2026,
 * adjustments only; December is paid through a batch; January 2027 stays a DRAFT. Another
 * teacher has a released December payslip of their own.
 */
beforeAll(async () => {
  teacher = await w.newTeacher();
  other = await w.newTeacher();
  await w.saveBank(teacher.userId, ANN);
  await w.rows(
    sql`update bank_details set masked = ${maskedAccount(ANN)} where user_id = ${teacher.userId}`,
  );
  for (const [month, cents, reason] of [
    [OCTOBER, 1200, 'Cover classes in October'],
    [NOVEMBER, 3400, 'Training week'],
    [DECEMBER, 500, 'Holiday bonus'],
    [JANUARY, 700, 'Not released yet'],
  ] as const) {
    dataOf(await w.adjust(teacher.userId, month, cents, reason));
    if (month === DECEMBER) dataOf(await w.adjust(teacher.userId, month, -150, 'Late report'));
    if (month === DECEMBER) dataOf(await w.adjust(other.userId, month, 900, 'Other pay'));
    expect(await w.generate(month)).toMatchObject({ status: 'DONE' });
  }
  for (const month of [OCTOBER, NOVEMBER, DECEMBER]) dataOf(await w.release(month));
  ids = {
    october: (await w.payslipIdOf(teacher.userId, OCTOBER)) ?? 0,
    december: (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0,
    january: (await w.payslipIdOf(teacher.userId, JANUARY)) ?? 0,
  };
  const december = await w.opsPayslip(ids.december);
  teacherName = december.teacherName;
  releasedOn = beijingDate(december.releasedAt ?? 0);
  // December is paid: sent for payment, then paid in the month's ABA batch.
  const url = `/ops/pay/payslips/${ids.december}`;
  const finance = w.finance();
  dataOf(await finance.send('POST', `${url}/problem`, { message: 'Receipt by mail' }));
  dataOf(await finance.send('POST', `${url}/resolve`, { resumeAt: 'SUBMIT_FINANCIAL' }));
  const batch = dataOf<PayBatchView>(
    await finance.send('POST', '/ops/pay/batches', {
      monthStartTime: DECEMBER,
      paymentMethod: 'ABA_BANK',
    }),
  );
  dataOf(await finance.send('POST', `/ops/pay/batches/${batch.id}/paid`, {}));
});

describe("a payslip's PDF", () => {
  it('is a download of the released payslip: facts, groups with their lines, total, bank hint', async () => {
    const res = await payslipPdf(teacher, ids.december);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''payslip-2026-12.pdf",
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res);
    const paidOn = beijingDate(w.clock.now().getTime());
    for (const expected of [
      'Payslip 2026/12',
      teacherName,
      'Paid',
      releasedOn,
      'Released on',
      'Paid on',
      paidOn,
      'Adjustments',
      'Adjustment · Holiday bonus',
      '$5.00',
      'Adjustment · Late report',
      '-$1.50',
      '$3.50',
      'Account holder',
      holderFullName(ANN),
      maskedAccount(ANN),
      'ABA Bank',
    ])
      expect(text).toContain(expected);
    // The account number itself never leaves the vault.
    expect(text).not.toContain(ANN.accountNumber);
  });

  it('says when no bank details are kept', async () => {
    const otherDecember = (await w.payslipIdOf(other.userId, DECEMBER)) ?? 0;
    const text = await pdfText(await payslipPdf(other, otherDecember));
    expect(text).toContain('No bank details are kept yet');
    expect(text).toContain('$9.00');
  });

  it("is refused for a DRAFT, another teacher's payslip and an unknown one alike", async () => {
    for (const res of [
      await payslipPdf(teacher, ids.january),
      await payslipPdf(other, ids.december),
      await payslipPdf(teacher, 987_654),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('BIZ_TEACHER_PAYSLIP_NOT_EXIT');
    }
  });
});

describe('the year-to-date totals', () => {
  it("sum the year's released payslips by group, and the paid ones, in one answer", async () => {
    expect(dataOf<PayYearTotals>(await totals(teacher, { year: 2026 }))).toEqual({
      year: 2026,
      years: [2026],
      released: { sumCents: 4950, groups: [{ customGroup: 'ADJUSTMENT', sumCents: 4950 }] },
      paid: { sumCents: 350, groups: [{ customGroup: 'ADJUSTMENT', sumCents: 350 }] },
    });
  });

  it("are this Beijing year's by default, where a DRAFT counts for nothing", async () => {
    // The releases moved the clock into January 2027, whose payslip is still a draft.
    expect(dataOf<PayYearTotals>(await totals(teacher))).toEqual({
      year: 2027,
      years: [2026],
      released: { sumCents: 0, groups: [] },
      paid: { sumCents: 0, groups: [] },
    });
  });

  it("are each teacher's own", async () => {
    expect(dataOf<PayYearTotals>(await totals(other, { year: 2026 })).released.sumCents).toBe(900);
  });

  it('refuse a year out of range', async () => {
    expect((await totals(teacher, { year: 1999 })).json().code).toBe('BIZ_PARAM_INVALID');
  });
});

describe("a year's statement", () => {
  it("lists each month's released payslip by group and the year's total", async () => {
    const res = await statement(teacher, 2026);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''pay-statement-2026.pdf",
    );
    const lines = (await pdfText(res)).split('\n');
    // Each month's bold line, then its amount, oldest first.
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(lines).toContain('Pay statement 2026');
    expect(lines).toContain(teacherName);
    expect(after('2026/10')).toBe('$12.00');
    expect(after('2026/11')).toBe('$34.00');
    expect(after('2026/12')).toBe('$3.50');
    expect(lines.indexOf('2026/10')).toBeLessThan(lines.indexOf('2026/12'));
    expect(after('Total for 2026')).toBe('$49.50');
    expect(lines.join(' ')).toContain('lists your released payslips of 2026');
    expect(lines).not.toContain('2027/01');
  });

  it('is not found for a year without a released payslip, nor for another teacher', async () => {
    for (const res of [await statement(teacher, 2027), await statement(other, 2025)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const others = (await pdfText(await statement(other, 2026))).split('\n');
    expect(others[others.indexOf('Total for 2026') + 1]).toBe('$9.00');
  });
});

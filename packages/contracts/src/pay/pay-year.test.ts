import { describe, expect, it } from 'vitest';
import { payslipFileName, yearStatementFileName } from './payslip-document.js';
import {
  groupSumsOf,
  payYearOf,
  payYearRange,
  yearStatementOf,
  yearTotalsOf,
  type PayYearSum,
} from './pay-year.js';

/** A Beijing wall time as epoch ms (Beijing is UTC+8 all year). */
const bj = (year: number, month: number, day: number, hour = 0) =>
  Date.UTC(year, month - 1, day, hour - 8);

const OCT = bj(2026, 10, 1);
const NOV = bj(2026, 11, 1);

/** October paid, November released and not yet paid. */
const ROWS: PayYearSum[] = [
  { monthStart: NOV, group: 'INCENTIVE', paid: false, sumCents: 300 },
  { monthStart: OCT, group: 'CLASS_PAYMENT', paid: true, sumCents: 10_000 },
  { monthStart: OCT, group: 'DEDUCTION', paid: true, sumCents: -500 },
  { monthStart: NOV, group: 'CLASS_PAYMENT', paid: false, sumCents: 12_050 },
  { monthStart: NOV, group: 'CORRECTION', paid: false, sumCents: 0 },
];

describe('pay years', () => {
  it('are Beijing calendar years', () => {
    // 2026-12-31 17:00 UTC is 2027-01-01 01:00 in Beijing.
    expect(payYearOf(Date.UTC(2026, 11, 31, 17))).toBe(2027);
    expect(payYearOf(Date.UTC(2026, 11, 31, 15))).toBe(2026);
    expect(payYearRange(2026)).toEqual({ start: bj(2026, 1, 1), end: bj(2027, 1, 1) });
  });

  it('name their files by month and year', () => {
    expect(payslipFileName('2026/10')).toBe('payslip-2026-10.pdf');
    expect(yearStatementFileName(2026)).toBe('pay-statement-2026.pdf');
  });
});

describe('the year-to-date totals', () => {
  it('sum every released payslip by group, in the groups’ order, with the total', () => {
    expect(yearTotalsOf(ROWS).released).toEqual({
      sumCents: 21_850,
      groups: [
        { customGroup: 'CLASS_PAYMENT', sumCents: 22_050 },
        { customGroup: 'INCENTIVE', sumCents: 300 },
        { customGroup: 'DEDUCTION', sumCents: -500 },
        { customGroup: 'CORRECTION', sumCents: 0 },
      ],
    });
  });

  it('count only the paid payslips as paid', () => {
    expect(yearTotalsOf(ROWS).paid).toEqual({
      sumCents: 9_500,
      groups: [
        { customGroup: 'CLASS_PAYMENT', sumCents: 10_000 },
        { customGroup: 'DEDUCTION', sumCents: -500 },
      ],
    });
  });

  it('are zero with no groups for a year without payslips', () => {
    expect(yearTotalsOf([])).toEqual({
      released: { sumCents: 0, groups: [] },
      paid: { sumCents: 0, groups: [] },
    });
    expect(groupSumsOf([])).toEqual({ sumCents: 0, groups: [] });
  });
});

describe('the yearly statement', () => {
  it('lists each month oldest first with its groups, and the year’s sums', () => {
    const statement = yearStatementOf(ROWS);
    expect(statement.months).toEqual([
      {
        monthStart: OCT,
        month: '2026/10',
        sumCents: 9_500,
        groups: [
          { customGroup: 'CLASS_PAYMENT', sumCents: 10_000 },
          { customGroup: 'DEDUCTION', sumCents: -500 },
        ],
      },
      {
        monthStart: NOV,
        month: '2026/11',
        sumCents: 12_350,
        groups: [
          { customGroup: 'CLASS_PAYMENT', sumCents: 12_050 },
          { customGroup: 'INCENTIVE', sumCents: 300 },
          { customGroup: 'CORRECTION', sumCents: 0 },
        ],
      },
    ]);
    expect(statement.total).toEqual(yearTotalsOf(ROWS).released);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LARGE_CHANGE_MIN_CENTS,
  largeChange,
  payslipAnomalies,
  type PayslipAnomalyInput,
} from './payslip-anomalies.js';

const usual: PayslipAnomalyInput = {
  totalCents: 21_000,
  previousTotalCents: 20_000,
  hasBankDetails: true,
};

describe('payslipAnomalies', () => {
  it('flags nothing on an ordinary payslip', () => {
    expect(payslipAnomalies(usual)).toEqual([]);
  });

  it('flags a negative total, not a zero one', () => {
    expect(payslipAnomalies({ ...usual, totalCents: -3_000 })).toContain('NEGATIVE');
    expect(payslipAnomalies({ ...usual, totalCents: -1, previousTotalCents: 0 })).toEqual([
      'NEGATIVE',
    ]);
    expect(payslipAnomalies({ ...usual, totalCents: 0, previousTotalCents: 0 })).toEqual([]);
  });

  it('flags a teacher without bank details', () => {
    expect(payslipAnomalies({ ...usual, hasBankDetails: false })).toEqual(['NO_BANK_DETAILS']);
  });

  it('answers every anomaly in one order', () => {
    expect(
      payslipAnomalies({ totalCents: -3_000, previousTotalCents: 20_000, hasBankDetails: false }),
    ).toEqual(['NEGATIVE', 'LARGE_CHANGE', 'NO_BANK_DETAILS']);
  });
});

describe('largeChange', () => {
  it('needs both more than 50 % and more than $100, either way', () => {
    // +60 % and +$120.
    expect(largeChange(32_000, 20_000)).toBe(true);
    expect(largeChange(8_000, 20_000)).toBe(true);
    // Exactly 50 % ($100 of $200) is not more than 50 %.
    expect(largeChange(30_001, 20_000)).toBe(true);
    expect(largeChange(30_000, 20_000)).toBe(false);
    expect(largeChange(10_000, 20_000)).toBe(false);
    // 100 % but only $60: a small payslip doubling is not flagged.
    expect(largeChange(12_000, 6_000)).toBe(false);
    // $150 but 15 %: a busy month's ordinary swing.
    expect(largeChange(115_000, 100_000)).toBe(false);
  });

  it('reads the amount as more than $100, not $100 itself', () => {
    expect(largeChange(LARGE_CHANGE_MIN_CENTS, 0)).toBe(false);
    expect(largeChange(LARGE_CHANGE_MIN_CENTS + 1, 0)).toBe(true);
    expect(largeChange(-LARGE_CHANGE_MIN_CENTS - 1, 0)).toBe(true);
  });

  it('compares with the size of a negative previous month', () => {
    // From -$300 to $0: $300 and 100 %.
    expect(largeChange(0, -30_000)).toBe(true);
    // From -$300 to -$190: $110 but 37 %.
    expect(largeChange(-19_000, -30_000)).toBe(false);
  });

  it('compares nothing without a previous payslip', () => {
    expect(largeChange(500_000, null)).toBe(false);
    expect(payslipAnomalies({ ...usual, totalCents: 500_000, previousTotalCents: null })).toEqual(
      [],
    );
  });
});

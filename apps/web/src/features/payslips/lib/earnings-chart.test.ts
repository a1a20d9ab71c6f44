import type { PayEarnings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { barTotalCents, earningsChart } from './earnings-chart';

const month = (index: number, groups: PayEarnings[number]['groups']): PayEarnings[number] => ({
  payslipTime: Date.UTC(2026, index, 1) - 8 * 3_600_000,
  month: `2026/${String(index + 1).padStart(2, '0')}`,
  groups,
});

describe('earningsChart', () => {
  it('puts the months oldest first, whatever order they came in', () => {
    const chart = earningsChart([
      month(2, [{ customGroup: 'CLASS_PAYMENT', sumCents: 300 }]),
      month(0, [{ customGroup: 'CLASS_PAYMENT', sumCents: 100 }]),
      month(1, [{ customGroup: 'CLASS_PAYMENT', sumCents: 200 }]),
    ]);
    expect(chart.bars.map((bar) => bar.month)).toEqual(['2026/01', '2026/02', '2026/03']);
    expect(chart.bars.map((bar) => bar.CLASS_PAYMENT)).toEqual([100, 200, 300]);
  });

  it('keeps the last twelve months only', () => {
    const months = Array.from({ length: 14 }, (_, i) =>
      month(i, [{ customGroup: 'CLASS_PAYMENT', sumCents: i }]),
    );
    const chart = earningsChart(months);
    expect(chart.bars).toHaveLength(12);
    expect(chart.bars[0]?.CLASS_PAYMENT).toBe(2);
    expect(earningsChart(months, 3).bars.map((bar) => bar.CLASS_PAYMENT)).toEqual([11, 12, 13]);
  });

  it('names the groups with money in PAY_GROUPS order and fills the gaps with zero', () => {
    const chart = earningsChart([
      month(0, [
        { customGroup: 'DEDUCTION', sumCents: -500 },
        { customGroup: 'CLASS_PAYMENT', sumCents: 10_000 },
      ]),
      month(1, [
        { customGroup: 'INCENTIVE', sumCents: 250 },
        { customGroup: 'REFERRAL', sumCents: 0 },
      ]),
    ]);
    expect(chart.groups).toEqual(['CLASS_PAYMENT', 'INCENTIVE', 'DEDUCTION']);
    expect(chart.bars[0]).toEqual({
      month: '2026/01',
      CLASS_PAYMENT: 10_000,
      INCENTIVE: 0,
      DEDUCTION: -500,
    });
    expect(chart.bars[1]).toMatchObject({ CLASS_PAYMENT: 0, INCENTIVE: 250, DEDUCTION: 0 });
  });

  it('adds up a group named twice in a month, in whole cents', () => {
    const chart = earningsChart([
      month(0, [
        { customGroup: 'ADJUSTMENT', sumCents: 1 },
        { customGroup: 'ADJUSTMENT', sumCents: 2 },
      ]),
    ]);
    expect(chart.bars[0]?.ADJUSTMENT).toBe(3);
  });

  it('has no bars and no series without earnings', () => {
    expect(earningsChart([])).toEqual({ bars: [], groups: [] });
  });
});

describe('barTotalCents', () => {
  it("sums a month's groups to the cent, deductions taken off", () => {
    const { bars, groups } = earningsChart([
      month(0, [
        { customGroup: 'CLASS_PAYMENT', sumCents: 192_500 },
        { customGroup: 'INCENTIVE', sumCents: 1_201 },
        { customGroup: 'DEDUCTION', sumCents: -1_000 },
      ]),
    ]);
    expect(barTotalCents(bars[0] ?? { month: '' }, groups)).toBe(192_701);
    expect(barTotalCents({ month: 'x' }, groups)).toBe(0);
  });
});

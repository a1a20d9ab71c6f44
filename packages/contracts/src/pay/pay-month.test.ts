import { describe, expect, it } from 'vitest';
import { isPayMonthStart, payMonthLabel, payMonthOf, paydayOf } from './pay-month.js';

const bj = (month: number, day: number, hour = 0) => Date.UTC(2026, month - 1, day, hour - 8);

describe('pay months', () => {
  it('are Beijing calendar months', () => {
    // Nov 30 20:00 UTC is Dec 1 04:00 in Beijing.
    expect(payMonthOf(Date.UTC(2026, 10, 30, 20))).toEqual({ start: bj(12, 1), end: bj(13, 1) });
    expect(isPayMonthStart(bj(11, 1))).toBe(true);
    expect(isPayMonthStart(bj(11, 1) + 1)).toBe(false);
    expect(payMonthLabel(bj(11, 1))).toBe('2026/11');
    expect(payMonthLabel(bj(13, 1))).toBe('2027/01');
  });

  it('are paid on the 10th business day of the month after', () => {
    // December 2026 begins on a Tuesday: its 10th weekday is Monday the 14th.
    expect(paydayOf(bj(11, 1), 10)).toBe(bj(12, 14));
    expect(paydayOf(bj(11, 17, 15), 10)).toBe(bj(12, 14));
    // January 2027 begins on a Friday: the 1st is the first business day.
    expect(paydayOf(bj(12, 1), 1)).toBe(bj(13, 1));
    expect(paydayOf(bj(12, 1), 2)).toBe(bj(13, 4));
  });
});

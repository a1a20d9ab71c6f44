import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(1234)).toBe('$12.34');
  });

  it('writes thousands without separators', () => {
    expect(formatMoney(1234567)).toBe('$12345.67');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-1234)).toBe('-$12.34');
    expect(formatMoney(-5)).toBe('-$0.05');
  });

  it('rounds fractional cents and never shows a negative zero', () => {
    expect(formatMoney(100.5)).toBe('$1.01');
    expect(formatMoney(-0.4)).toBe('$0.00');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatMoney: edges', () => {
  it('pads single-digit cents and keeps two-digit ones', () => {
    expect(formatMoney(10)).toBe('$0.10');
    expect(formatMoney(99)).toBe('$0.99');
    expect(formatMoney(199)).toBe('$1.99');
  });

  it('rounds half a cent as Math.round does, on both sides of zero', () => {
    expect(formatMoney(-100.5)).toBe('-$1.00');
    expect(formatMoney(-100.6)).toBe('-$1.01');
    expect(formatMoney(0.4)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-1)).toBe('-$0.01');
  });

  it('shows a dash for an infinite amount', () => {
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('—');
  });
});

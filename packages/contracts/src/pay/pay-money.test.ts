import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatMoney } from './pay-money.js';

describe('money from cents', () => {
  it('is an exact decimal string on the wire', () => {
    expect(centsToDecimal(1925)).toBe('19.25');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-50)).toBe('-0.50');
    expect(centsToDecimal(-123_456)).toBe('-1234.56');
    // Where floating point would drift: 0.1 + 0.2 dollars.
    expect(centsToDecimal(10 + 20)).toBe('0.30');
  });
});

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

import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInput, parseMoney } from './money';

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

describe('parseMoney', () => {
  it('reads dollars and cents as integer cents', () => {
    expect(parseMoney('2')).toBe(200);
    expect(parseMoney('2.5')).toBe(250);
    expect(parseMoney('10.05')).toBe(1005);
    expect(parseMoney(' $0.99 ')).toBe(99);
    expect(parseMoney('0')).toBe(0);
  });

  it('reads 1.005-style amounts without float artefacts', () => {
    expect(parseMoney('1.10')).toBe(110);
    expect(parseMoney('19.99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-1', '1.234', 'ten', '1,5', '$', '.5', '12345678'])
      expect(parseMoney(text), text).toBeNull();
  });
});

describe('moneyInput', () => {
  it('writes cents as the dollars a form shows, back to the same cents', () => {
    expect(moneyInput(200)).toBe('2.00');
    expect(moneyInput(1005)).toBe('10.05');
    expect(parseMoney(moneyInput(1999))).toBe(1999);
  });
});

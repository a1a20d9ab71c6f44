import { describe, expect, it } from 'vitest';
import { adjustmentCents } from './adjustment-amount';

describe('an adjustment typed in dollars', () => {
  it('reads dollars and cents as integer cents, either way', () => {
    expect(adjustmentCents('12.5')).toBe(1250);
    expect(adjustmentCents('-3.07')).toBe(-307);
    expect(adjustmentCents('42')).toBe(4200);
    expect(adjustmentCents(' +$0.10 ')).toBe(10);
    expect(adjustmentCents('-$1000.99')).toBe(-100_099);
    expect(adjustmentCents('0.29')).toBe(29);
  });

  it('reads a decimal comma as a point (issue 36: "15,5" was refused)', () => {
    expect(adjustmentCents('15,5')).toBe(1550);
    expect(adjustmentCents('-3,07')).toBe(-307);
    expect(adjustmentCents('+$0,10')).toBe(10);
  });

  it('refuses more than two decimals, words, blanks and a lone sign', () => {
    expect(adjustmentCents('1.234')).toBeNull();
    expect(adjustmentCents('-3.075')).toBeNull();
    expect(adjustmentCents('ten')).toBeNull();
    expect(adjustmentCents('')).toBeNull();
    expect(adjustmentCents('-')).toBeNull();
    expect(adjustmentCents('--3')).toBeNull();
    expect(adjustmentCents('3,500')).toBeNull();
    expect(adjustmentCents('1e3')).toBeNull();
  });

  it('answers zero as zero, never -0 (the schema allows it only with a class)', () => {
    expect(Object.is(adjustmentCents('-0.00'), 0)).toBe(true);
    expect(Object.is(adjustmentCents('0'), 0)).toBe(true);
  });
});

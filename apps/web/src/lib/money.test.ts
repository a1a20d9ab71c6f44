import { describe, expect, it } from 'vitest';
import { moneyInput, parseMoney } from './money';

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

  it('reads a decimal comma as a decimal point (issue 36: "15,5")', () => {
    expect(parseMoney('15,5')).toBe(1550);
    expect(parseMoney('0,99')).toBe(99);
    expect(parseMoney('$10,05')).toBe(1005);
  });

  it('refuses what is not an amount', () => {
    const refused = ['', '-1', '1.234', 'ten', '$', '.5', ',5', '12345678', '1 5'];
    // A comma before three digits separates thousands: not read as $1.50.
    for (const text of [...refused, '1,500', '1,5,0', '1.5,0'])
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

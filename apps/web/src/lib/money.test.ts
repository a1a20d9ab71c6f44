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

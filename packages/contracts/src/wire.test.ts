import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { epochMs, optionalField, wireDate, wireInt } from './wire.js';

describe('wire tolerance', () => {
  it('reads numbers given as numbers or numeric strings', () => {
    expect(wireInt.parse(42)).toBe(42);
    expect(wireInt.parse(' 42 ')).toBe(42);
    expect(epochMs.parse('1700000000000')).toBe(1_700_000_000_000);
    for (const bad of ['', '4.2', '1e3', 'abc', null, 4.5, '99999999999999999']) {
      expect(wireInt.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(epochMs.safeParse(-1).success).toBe(false);
  });

  it('reads null optional fields as absent', () => {
    const schema = z.object({ note: optionalField(z.string()) });
    expect(schema.parse({ note: null })).toEqual({ note: undefined });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ note: 'x', extra: 1 })).toEqual({ note: 'x' });
    expect(schema.safeParse({ note: 5 }).success).toBe(false);
  });

  it('reads dates as YYYY/MM/DD only', () => {
    expect(wireDate.safeParse('2026/11/22').success).toBe(true);
    for (const bad of ['2026-11-22', '2026/13/01', '2026/1/2', '22/11/2026']) {
      expect(wireDate.safeParse(bad).success, bad).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { classWireNames, crossesBeijingMidnight } from './class-wire-fields.js';

const MINUTE = 60_000;

describe('classWireNames (decision 073)', () => {
  it('gives the times in ms and as Beijing text, the type code, and the crossing', () => {
    // 2026-12-08 15:35 UTC is 23:35 in Beijing; a 25-minute class ends at midnight there.
    const start = Date.UTC(2026, 11, 8, 15, 35);
    expect(classWireNames(start, start + 25 * MINUTE, 'MAIN')).toEqual({
      stm: start,
      etm: start + 25 * MINUTE,
      sts: '2026/12/08 23:35',
      ets: '2026/12/09 00:00',
      tp: 'MAIN',
      ifCross: false,
    });
  });

  it('pads single digits', () => {
    const start = Date.UTC(2027, 0, 1, 1, 5);
    expect(classWireNames(start, start + MINUTE, 'WORKSHOP')).toMatchObject({
      sts: '2027/01/01 09:05',
      ets: '2027/01/01 09:06',
      ifCross: false,
    });
  });
});

describe('crossesBeijingMidnight', () => {
  const midnight = Date.UTC(2026, 11, 8, 16, 0); // 2026-12-09 00:00 in Beijing
  it('is true when the time holds instants of two Beijing days', () => {
    expect(crossesBeijingMidnight(midnight - MINUTE, midnight + MINUTE)).toBe(true);
    expect(crossesBeijingMidnight(midnight - 100 * MINUTE, midnight + 1)).toBe(true);
  });
  it('is false for an end at midnight sharp, a start at midnight, or no length', () => {
    expect(crossesBeijingMidnight(midnight - 25 * MINUTE, midnight)).toBe(false);
    expect(crossesBeijingMidnight(midnight, midnight + 100 * MINUTE)).toBe(false);
    expect(crossesBeijingMidnight(midnight, midnight)).toBe(false);
    expect(crossesBeijingMidnight(midnight + MINUTE, midnight - MINUTE)).toBe(false);
  });
  it('reads Beijing days, not UTC ones', () => {
    // 23:30 to 00:30 UTC is 07:30 to 08:30 in Beijing: one day there.
    const utcMidnight = Date.UTC(2026, 11, 9, 0, 0);
    expect(crossesBeijingMidnight(utcMidnight - 30 * MINUTE, utcMidnight + 30 * MINUTE)).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { leaveWireNames } from './leave-wire-names.js';

describe('leaveWireNames', () => {
  it('gives the Beijing date and time of the start and the end, and the type code', () => {
    // 2026-12-08 15:35 UTC is 23:35 in Beijing; a 25-minute class ends after midnight there.
    const start = Date.UTC(2026, 11, 8, 15, 35);
    expect(leaveWireNames(start, start + 25 * 60_000, 'MAIN')).toEqual({
      sts: '2026/12/08',
      stm: '23:35',
      ets: '2026/12/09',
      etm: '00:00',
      tp: 'MAIN',
    });
  });

  it('pads single digits', () => {
    const start = Date.UTC(2027, 0, 1, 1, 5);
    expect(leaveWireNames(start, start + 60_000, 'WORKSHOP')).toMatchObject({
      sts: '2027/01/01',
      stm: '09:05',
      etm: '09:06',
    });
  });
});

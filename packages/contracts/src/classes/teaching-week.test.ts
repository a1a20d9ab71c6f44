import { describe, expect, it } from 'vitest';
import { BEIJING_OFFSET_MS, DAY_MS, HOUR_MS, WEEK_MS } from '../calendar/index.js';
import {
  DEFAULT_WINDOWS,
  isPeakTime,
  isUnitStart,
  weekUnitStarts,
  type TeachingWindow,
} from './teaching-week.js';

const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;
const MONDAY = beijing(2026, 11, 30);

describe('units', () => {
  it('are the half hours of the teaching windows where the class fits', () => {
    const week = weekUnitStarts(MONDAY, 25, DEFAULT_WINDOWS);
    expect(week).toHaveLength(5 * 8 + 2 * 24);
    expect(week[0]).toBe(beijing(2026, 11, 30, 17));
    expect(week[7]).toBe(beijing(2026, 11, 30, 20, 30));
    expect(week.at(-1)).toBe(beijing(2026, 12, 6, 20, 30));
    expect([...week].sort((a, b) => a - b)).toEqual(week);
  });

  it('keep a long class inside one window', () => {
    const monday = weekUnitStarts(MONDAY, 100, DEFAULT_WINDOWS).filter((s) => s < MONDAY + DAY_MS);
    expect(monday.map((s) => (s - MONDAY) / HOUR_MS)).toEqual([17, 17.5, 18, 18.5, 19]);
    const fortyFive = weekUnitStarts(MONDAY, 45, DEFAULT_WINDOWS).filter(
      (s) => s < MONDAY + DAY_MS,
    );
    expect(fortyFive.at(-1)).toBe(MONDAY + 20 * HOUR_MS);
  });

  it('add holiday windows on their dates only, without duplicates', () => {
    const holiday: TeachingWindow[] = [
      ...DEFAULT_WINDOWS,
      {
        kind: 'SPECIAL',
        isoDay: 2,
        startMinute: 9 * 60,
        endMinute: 10 * 60,
        validFrom: '2026/12/01',
        validTo: '2026/12/01',
      },
      {
        kind: 'SPECIAL',
        isoDay: 3,
        startMinute: 17 * 60,
        endMinute: 18 * 60,
        validFrom: '2026/12/02',
        validTo: '2026/12/31',
      },
      {
        kind: 'SPECIAL',
        isoDay: 4,
        startMinute: 9 * 60,
        endMinute: 10 * 60,
        validFrom: '2027/01/01',
      },
      {
        kind: 'SPECIAL',
        isoDay: 5,
        startMinute: 9 * 60,
        endMinute: 10 * 60,
        validTo: '2026/11/01',
      },
    ];
    const week = weekUnitStarts(MONDAY, 25, holiday);
    expect(week).toHaveLength(88 + 2);
    expect(week).toContain(beijing(2026, 12, 1, 9, 30));
    expect(weekUnitStarts(MONDAY + WEEK_MS, 25, holiday)).toHaveLength(88);
    expect(isUnitStart(beijing(2026, 12, 1, 9), 25, holiday)).toBe(true);
    expect(isUnitStart(beijing(2026, 12, 8, 9), 25, holiday)).toBe(false);
  });

  it('start on the grid only, even when a window does not', () => {
    const odd: TeachingWindow[] = [
      { kind: 'TEACHING', isoDay: 1, startMinute: 17 * 60 + 10, endMinute: 18 * 60 + 30 },
    ];
    expect(weekUnitStarts(MONDAY, 25, odd).map((s) => (s - MONDAY) / HOUR_MS)).toEqual([17.5, 18]);
    expect(isUnitStart(MONDAY + 17 * HOUR_MS + 10 * 60_000, 25, odd)).toBe(false);
  });
});

describe('peak time', () => {
  it('is 19:00-21:00 every day and 09:00-11:00 at weekends, by the start', () => {
    expect(isPeakTime(beijing(2026, 11, 30, 19), DEFAULT_WINDOWS)).toBe(true);
    expect(isPeakTime(beijing(2026, 11, 30, 20, 30), DEFAULT_WINDOWS)).toBe(true);
    expect(isPeakTime(beijing(2026, 11, 30, 18, 30), DEFAULT_WINDOWS)).toBe(false);
    expect(isPeakTime(beijing(2026, 11, 30, 21), DEFAULT_WINDOWS)).toBe(false);
    expect(isPeakTime(beijing(2026, 12, 5, 9), DEFAULT_WINDOWS)).toBe(true);
    expect(isPeakTime(beijing(2026, 12, 5, 11), DEFAULT_WINDOWS)).toBe(false);
    expect(isPeakTime(beijing(2026, 12, 4, 9), DEFAULT_WINDOWS)).toBe(false);
    const dated: TeachingWindow[] = [
      { kind: 'PEAK', isoDay: 1, startMinute: 0, endMinute: 1440, validFrom: '2026/12/07' },
    ];
    expect(isPeakTime(beijing(2026, 11, 30, 12), dated)).toBe(false);
    expect(isPeakTime(beijing(2026, 12, 7, 12), dated)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addBeijingMonths,
  beijingDate,
  beijingDayMinute,
  beijingDayOf,
  beijingDayStartOf,
  beijingMonthOf,
  beijingWeekStart,
  isBeijingWeekStart,
} from './beijing.js';
import { BEIJING_OFFSET_MS } from './calendars.js';
import { DAY_MS, HOUR_MS, WEEK_MS } from './durations.js';

const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;
const MONDAY = beijing(2026, 11, 30);

describe('Beijing weeks', () => {
  it('start on the ISO Monday at midnight in Beijing, whatever instant of the week is given', () => {
    expect(beijingWeekStart(MONDAY)).toBe(MONDAY);
    expect(beijingWeekStart(MONDAY + WEEK_MS - 1)).toBe(MONDAY);
    expect(beijingWeekStart(MONDAY - 1)).toBe(MONDAY - WEEK_MS);
    // Sunday 20:00 UTC is already Monday 04:00 in Beijing.
    expect(beijingWeekStart(Date.UTC(2026, 10, 29, 20))).toBe(MONDAY);
    expect(beijingWeekStart(Date.UTC(2026, 10, 29, 15, 59))).toBe(MONDAY - WEEK_MS);
    expect(isBeijingWeekStart(MONDAY)).toBe(true);
    expect(isBeijingWeekStart(MONDAY + DAY_MS)).toBe(false);
  });

  it('read dates, days and minutes in Beijing', () => {
    expect(beijingDate(MONDAY)).toBe('2026/11/30');
    expect(beijingDate(MONDAY - 1)).toBe('2026/11/29');
    expect(beijingDate(beijing(2027, 1, 9, 23, 59))).toBe('2027/01/09');
    expect(beijingDayMinute(beijing(2026, 11, 30, 17, 30))).toEqual({ isoDay: 1, minute: 1050 });
    expect(beijingDayMinute(beijing(2026, 12, 6, 9))).toEqual({ isoDay: 7, minute: 540 });
  });
});

describe('months on the Beijing calendar', () => {
  it('keep the wall time and clamp a day the month lacks', () => {
    expect(addBeijingMonths(beijing(2026, 8, 31), 6)).toBe(beijing(2027, 2, 28));
    expect(addBeijingMonths(beijing(2026, 8, 31), 12)).toBe(beijing(2027, 8, 31));
    expect(addBeijingMonths(beijing(2028, 1, 31), 1)).toBe(beijing(2028, 2, 29));
    expect(addBeijingMonths(beijing(2026, 11, 30, 19, 30), 2)).toBe(beijing(2027, 1, 30, 19, 30));
    expect(addBeijingMonths(beijing(2027, 1, 15, 8), -2)).toBe(beijing(2026, 11, 15, 8));
    expect(addBeijingMonths(beijing(2026, 5, 10), 0)).toBe(beijing(2026, 5, 10));
  });
});

describe('history months', () => {
  it('are Beijing calendar months', () => {
    expect(beijingMonthOf(beijing(2026, 12, 1))).toEqual({
      start: beijing(2026, 12, 1),
      end: beijing(2027, 1, 1),
    });
    expect(beijingMonthOf(beijing(2026, 12, 1) - 1)).toEqual({
      start: beijing(2026, 11, 1),
      end: beijing(2026, 12, 1),
    });
    expect(beijingMonthOf(beijing(2028, 2, 29, 23, 59)).end).toBe(beijing(2028, 3, 1));
  });
});

describe('Beijing days as the database writes them', () => {
  it('are YYYY-MM-DD there, and start at Beijing midnight', () => {
    expect(beijingDayOf(MONDAY)).toBe('2026-11-30');
    expect(beijingDayOf(MONDAY - 1)).toBe('2026-11-29');
    expect(beijingDayStartOf('2026-11-30')).toBe(MONDAY);
    expect(beijingDayStartOf(beijingDayOf(MONDAY + 13 * HOUR_MS))).toBe(MONDAY);
    expect(beijingDayStartOf('2028-02-29')).toBe(beijing(2028, 2, 29));
    expect(beijingDayStartOf('not a day')).toBeNaN();
  });
});

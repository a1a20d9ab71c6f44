import { beijingWeekStart, DAY_MS, FIXED_PERIOD_MAX_WEEKS, WEEK_MS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  classRange,
  coinLogRange,
  HELD_AHEAD_MS,
  inList,
  progressPercent,
  weekEnd,
} from './class-ranges';

/** Wednesday 2026-11-25 18:00 in Beijing. */
const NOW = Date.UTC(2026, 10, 25, 10);
/** Monday 2026-11-30 00:00 in Beijing: the end of NOW's school week. */
const NEXT_MONDAY = Date.UTC(2026, 10, 29, 16);

describe('class ranges', () => {
  it("end this week at Monday 00:00 Beijing, the schedule's weeks", () => {
    expect(weekEnd(NOW)).toBe(NEXT_MONDAY);
    expect(weekEnd(NEXT_MONDAY - 1)).toBe(NEXT_MONDAY);
    expect(weekEnd(NEXT_MONDAY)).toBe(NEXT_MONDAY + WEEK_MS);
    expect(weekEnd(NOW)).toBe(beijingWeekStart(NOW) + WEEK_MS);
  });

  it('ask for everything held after this week, and for the last 30 days', () => {
    // Beyond five weeks of openings and then a fixed period's 26 weeks.
    expect(HELD_AHEAD_MS).toBeGreaterThan((5 + FIXED_PERIOD_MAX_WEEKS) * WEEK_MS);
    expect(classRange('later', NOW)).toEqual({
      startTime: NEXT_MONDAY,
      endTime: NEXT_MONDAY + 365 * DAY_MS,
    });
    expect(classRange('past', NOW)).toEqual({ startTime: NOW - 30 * DAY_MS, endTime: NOW });
    expect(coinLogRange(NOW)).toEqual({ startTime: NOW - 365 * DAY_MS, endTime: NOW + 1 });
  });
});

describe('progressPercent', () => {
  it('is a whole percent held within 0..100', () => {
    expect(progressPercent(15, 60)).toBe(25);
    expect(progressPercent(90, 60)).toBe(100);
    expect(progressPercent(-3, 60)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
  });
});

describe('which list a class is in', () => {
  it('keeps a running class out of the past until it ends', () => {
    expect(inList('past', { endTime: NOW + 1 }, NOW)).toBe(false);
    expect(inList('past', { endTime: NOW }, NOW)).toBe(true);
    expect(inList('later', { endTime: NOW + 1 }, NOW)).toBe(true);
  });
});

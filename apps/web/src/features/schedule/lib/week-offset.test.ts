import { beijingWeekStart, DAY_MS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isBeyondLimit, moveWeek, weekStartFor, weeksAhead } from './week-offset';

// 2026-11-25 (a Wednesday) 10:00 UTC = 18:00 Beijing.
const NOW = Date.UTC(2026, 10, 25, 10);
// Monday 2026-11-23 00:00 Beijing = Sunday 2026-11-22 16:00 UTC.
const THIS_MONDAY = Date.UTC(2026, 10, 22, 16);

describe('week offset', () => {
  it('starts the week on the Beijing Monday 00:00', () => {
    expect(weekStartFor(NOW, 0)).toBe(THIS_MONDAY);
    expect(weekStartFor(NOW, 7)).toBe(THIS_MONDAY + 7 * DAY_MS);
    expect(weekStartFor(NOW, 28)).toBe(THIS_MONDAY + 28 * DAY_MS);
  });

  it('takes the Beijing week even when the UTC date is still the Sunday before', () => {
    const sundayUtcMondayBeijing = Date.UTC(2026, 10, 29, 17); // Mon 01:00 Beijing
    expect(weekStartFor(sundayUtcMondayBeijing, 0)).toBe(THIS_MONDAY + 7 * DAY_MS);
    expect(weekStartFor(sundayUtcMondayBeijing, 0)).toBe(beijingWeekStart(sundayUtcMondayBeijing));
  });

  it('moves by a week and never below this week', () => {
    expect(moveWeek(0, 1)).toEqual({ offset: 7, tooFar: false });
    expect(moveWeek(7, -1)).toEqual({ offset: 0, tooFar: false });
    expect(moveWeek(0, -1)).toEqual({ offset: 0, tooFar: false });
  });

  it('allows four weeks ahead, clamps beyond to 35 and says it went too far', () => {
    expect(moveWeek(21, 1)).toEqual({ offset: 28, tooFar: false });
    expect(moveWeek(28, 1)).toEqual({ offset: 35, tooFar: true });
    expect(moveWeek(35, 1)).toEqual({ offset: 35, tooFar: true });
    expect(moveWeek(35, -1)).toEqual({ offset: 28, tooFar: false });
  });

  it('knows the clamped offset lists nothing', () => {
    expect(isBeyondLimit(28)).toBe(false);
    expect(isBeyondLimit(35)).toBe(true);
  });

  it('counts weeks ahead', () => {
    expect(weeksAhead(0)).toBe(0);
    expect(weeksAhead(14)).toBe(2);
    expect(weeksAhead(35)).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@portal/contracts';
import {
  beijingMidnight,
  firstStartOf,
  inputFromWire,
  ISO_DAYS,
  minuteLabel,
  periodWeeks,
  timeLeft,
  weekState,
  wireFromInput,
} from './weekly-times';

describe('weekly times', () => {
  it('names the ISO days Monday to Sunday and writes minutes as a clock', () => {
    expect(ISO_DAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(minuteLabel(0)).toBe('00:00');
    expect(minuteLabel(570)).toBe('09:30');
    expect(minuteLabel(19 * 60)).toBe('19:00');
    expect(minuteLabel(23 * 60 + 30)).toBe('23:30');
  });

  it('reads a Beijing date as its midnight, and refuses what is not a date', () => {
    // 2026/11/30 00:00 Beijing is 2026/11/29 16:00 UTC.
    expect(beijingMidnight('2026/11/30')).toBe(Date.UTC(2026, 10, 29, 16));
    for (const wrong of ['2026-11-30', '2026/11/31', '2026/02/29', '', '2026/13/01'])
      expect(beijingMidnight(wrong), wrong).toBeNull();
    expect(beijingMidnight('2028/02/29')).toBe(Date.UTC(2028, 1, 28, 16));
  });

  it('finds a weekly time’s first class on or after the first date', () => {
    // 2026/11/30 is a Monday.
    expect(firstStartOf('2026/11/30', 1, 19 * 60)).toBe(Date.UTC(2026, 10, 30, 11));
    expect(firstStartOf('2026/11/30', 3, 19 * 60)).toBe(Date.UTC(2026, 11, 2, 11));
    expect(firstStartOf('2026/11/30', 7, 9 * 60)).toBe(Date.UTC(2026, 11, 6, 1));
    // From a Wednesday, Monday comes the next week.
    expect(firstStartOf('2026/12/02', 1, 17 * 60)).toBe(Date.UTC(2026, 11, 7, 9));
    // From a Sunday, Sunday is the same day.
    expect(firstStartOf('2026/12/06', 7, 0)).toBe(Date.UTC(2026, 11, 5, 16));
    expect(firstStartOf('not a date', 1, 0)).toBeNull();
  });

  it('turns the date input’s value into the wire’s and back', () => {
    expect(wireFromInput('2026-11-30')).toBe('2026/11/30');
    expect(inputFromWire('2026/11/30')).toBe('2026-11-30');
    expect(wireFromInput('')).toBe('');
  });
});

describe('timeLeft', () => {
  it('splits what is left into days, hours and minutes', () => {
    expect(timeLeft(2 * DAY_MS + 3 * HOUR_MS + 5 * 60_000 + 59_000, 0)).toEqual({
      days: 2,
      hours: 3,
      minutes: 5,
    });
    expect(timeLeft(59 * 60_000, 0)).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(timeLeft(1, 0)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('is null at and after the deadline', () => {
    expect(timeLeft(1000, 1000)).toBeNull();
    expect(timeLeft(1000, 2000)).toBeNull();
  });
});

describe('the weeks of a period', () => {
  const now = 10 * DAY_MS;

  it('says what the teacher may do with each week', () => {
    expect(weekState('OFFERED', now + DAY_MS, [], now)).toBe('removable');
    expect(weekState('ACTIVE', now + DAY_MS, [], now)).toBe('leave');
    expect(weekState('ENDED', now + DAY_MS, [], now)).toBe('planned');
    expect(weekState('ACTIVE', now, [], now)).toBe('past');
    expect(weekState('OFFERED', now - DAY_MS, [], now)).toBe('past');
    expect(weekState('ACTIVE', now + DAY_MS, [now + DAY_MS], now)).toBe('excluded');
    expect(weekState('ACTIVE', now - DAY_MS, [now - DAY_MS], now)).toBe('excluded');
  });

  it('lists every week with the taken-out ones in their place, each once', () => {
    expect(periodWeeks({ starts: [3, 1, 5], excluded: [2, 3] })).toEqual([1, 2, 3, 5]);
    expect(periodWeeks({ starts: [], excluded: [] })).toEqual([]);
  });
});

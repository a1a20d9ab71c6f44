import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  BEIJING_CALENDAR,
  BEIJING_OFFSET_MS,
  BEIJING_ZONE,
  dateStartOn,
  dayNumberOf,
  dayStartOf,
  formatOn,
  monthOf,
  UTC_CALENDAR,
} from './calendars.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from './durations.js';

dayjs.extend(timezone);

const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;

describe('the durations', () => {
  it('are the usual lengths in milliseconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS, WEEK_MS]).toEqual([
      1_000, 60_000, 3_600_000, 86_400_000, 604_800_000,
    ]);
  });
});

describe('the Beijing calendar', () => {
  it('is the Asia/Shanghai zone, which has kept UTC+8 without daylight saving since 1991', () => {
    expect(BEIJING_CALENDAR.zone).toBe(BEIJING_ZONE);
    for (let month = 0; month < 12; month += 1) {
      const at = Date.UTC(2026, month, 15, 12);
      expect(dayjs(at).tz(BEIJING_ZONE).utcOffset()).toBe(BEIJING_CALENDAR.offsetMinutes);
    }
  });

  it('reads dates, times and months at UTC+8', () => {
    const at = beijing(2026, 12, 31, 23, 59);
    expect(formatOn(at, BEIJING_CALENDAR, 'YYYY/MM/DD HH:mm')).toBe('2026/12/31 23:59');
    expect(formatOn(at, UTC_CALENDAR, 'YYYY/MM/DD HH:mm')).toBe('2026/12/31 15:59');
    expect(dayStartOf(at, BEIJING_CALENDAR)).toBe(beijing(2026, 12, 31));
    expect(monthOf(at, BEIJING_CALENDAR)).toEqual({
      start: beijing(2026, 12, 1),
      end: beijing(2027, 1, 1),
    });
    expect(dayNumberOf(beijing(1970, 1, 1), BEIJING_CALENDAR)).toBe(0);
    expect(
      dayNumberOf(at, BEIJING_CALENDAR) - dayNumberOf(beijing(2026, 12, 1), BEIJING_CALENDAR),
    ).toBe(30);
  });

  it('starts a written date at its midnight, and refuses what is not a date', () => {
    expect(dateStartOn('2026-12-31', BEIJING_CALENDAR)).toBe(beijing(2026, 12, 31));
    expect(dateStartOn('2026/12/31', BEIJING_CALENDAR)).toBe(beijing(2026, 12, 31));
    expect(dateStartOn('2026-12-31', UTC_CALENDAR)).toBe(Date.UTC(2026, 11, 31));
    expect(dateStartOn('someday', BEIJING_CALENDAR)).toBeNaN();
  });

  it('adds months at the same wall time, clamping a day the month lacks', () => {
    expect(addCalendarMonths(beijing(2026, 8, 31, 19, 30), 6, BEIJING_CALENDAR)).toBe(
      beijing(2027, 2, 28, 19, 30),
    );
    expect(addCalendarMonths(beijing(2027, 3, 31), -1, BEIJING_CALENDAR)).toBe(
      beijing(2027, 2, 28),
    );
    // 2026-08-31 16:00 UTC is already September in Beijing.
    expect(addCalendarMonths(Date.UTC(2026, 7, 31, 16), 1, BEIJING_CALENDAR)).toBe(
      beijing(2026, 10, 1),
    );
    expect(addCalendarMonths(Date.UTC(2026, 7, 31, 16), 1, UTC_CALENDAR)).toBe(
      Date.UTC(2026, 8, 30, 16),
    );
  });
});

describe('days across daylight saving in other zones', () => {
  it('stay 24 hours on both calendars where New York and London change their clocks', () => {
    expect(
      dayjs(Date.UTC(2026, 2, 8, 12))
        .tz('America/New_York')
        .utcOffset(),
    ).toBe(-240);
    // 2026-03-08 New York springs forward, 2026-03-29 London, 2026-10-25 London falls back.
    for (const [y, m, d] of [
      [2026, 3, 8],
      [2026, 3, 29],
      [2026, 10, 25],
    ] as const) {
      const noon = Date.UTC(y, m - 1, d, 12);
      for (const calendar of [UTC_CALENDAR, BEIJING_CALENDAR]) {
        const start = dayStartOf(noon, calendar);
        expect(dayStartOf(start + DAY_MS, calendar) - start).toBe(DAY_MS);
        // March and October both have 31 days.
        expect(addCalendarMonths(start, 1, calendar) - start).toBe(31 * DAY_MS);
      }
    }
  });
});

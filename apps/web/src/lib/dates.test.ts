import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, inZone, isTimeZoneName } from './dates';

// 2024-01-01 03:30 UTC: still New Year's Eve in New York, already morning in Shanghai.
const NEW_YEAR_UTC = Date.UTC(2024, 0, 1, 3, 30);

describe('formatDate', () => {
  it('formats YYYY/MM/DD in the given zone, across midnight', () => {
    expect(formatDate(NEW_YEAR_UTC, 'UTC')).toBe('2024/01/01');
    expect(formatDate(NEW_YEAR_UTC, 'America/New_York')).toBe('2023/12/31');
    expect(formatDate(NEW_YEAR_UTC, 'Asia/Shanghai')).toBe('2024/01/01');
  });

  it('accepts a Date and a fixed offset in minutes', () => {
    expect(formatDate(new Date(NEW_YEAR_UTC), -300)).toBe('2023/12/31');
    expect(formatDate(NEW_YEAR_UTC, 480)).toBe('2024/01/01');
  });

  it('pads month and day', () => {
    expect(formatDate(Date.UTC(2024, 2, 5, 12), 'UTC')).toBe('2024/03/05');
  });

  it('gives an empty string for an invalid instant', () => {
    expect(formatDate(Number.NaN, 'UTC')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows 24-hour time in the zone', () => {
    expect(formatTime(NEW_YEAR_UTC, 'Asia/Shanghai')).toBe('11:30');
    expect(formatTime(NEW_YEAR_UTC, 'America/New_York')).toBe('22:30');
  });

  it("moves a Beijing class's local time with the teacher zone's daylight saving", () => {
    // 09:00 in Beijing (UTC+8, no daylight saving) on 31 October and 7 November 2026.
    const before = Date.UTC(2026, 9, 31, 1);
    const after = Date.UTC(2026, 10, 7, 1);
    expect(formatTime(before, 'Asia/Shanghai')).toBe(formatTime(after, 'Asia/Shanghai'));
    expect([formatTime(before, 'America/New_York'), formatTime(after, 'America/New_York')]).toEqual(
      ['21:00', '20:00'],
    );
  });
});

describe('formatDateTime', () => {
  it('shows the day and the 24-hour time in the zone, across midnight', () => {
    expect(formatDateTime(NEW_YEAR_UTC, 'Asia/Shanghai')).toBe('2024/01/01 11:30');
    expect(formatDateTime(new Date(NEW_YEAR_UTC), 'America/New_York')).toBe('2023/12/31 22:30');
    expect(formatDateTime(Date.UTC(2024, 2, 5, 7, 4), 0)).toBe('2024/03/05 07:04');
  });

  it('gives an empty string for an invalid instant', () => {
    expect(formatDateTime(Number.NaN, 'UTC')).toBe('');
  });
});

describe('zones', () => {
  it('recognises IANA names', () => {
    expect(isTimeZoneName('Europe/London')).toBe(true);
    expect(isTimeZoneName('Mars/Olympus')).toBe(false);
  });

  it('falls back to the browser zone for an unknown name instead of throwing', () => {
    expect(inZone(NEW_YEAR_UTC, 'Mars/Olympus').valueOf()).toBe(NEW_YEAR_UTC);
  });
});

describe('zones given as offsets and names', () => {
  it('takes a number as minutes east of UTC', () => {
    expect(formatTime(NEW_YEAR_UTC, 0)).toBe('03:30');
    expect(formatTime(NEW_YEAR_UTC, -300)).toBe('22:30');
    expect(formatTime(NEW_YEAR_UTC, 60)).toBe('04:30');
  });

  it('takes a known name', () => {
    expect(formatTime(NEW_YEAR_UTC, 'UTC')).toBe('03:30');
    expect(formatTime(NEW_YEAR_UTC, 'Europe/Paris')).toBe('04:30');
  });

  it('keeps the instant whatever the zone', () => {
    expect(inZone(NEW_YEAR_UTC, 'Asia/Shanghai').valueOf()).toBe(NEW_YEAR_UTC);
    expect(inZone(new Date(NEW_YEAR_UTC), 120).valueOf()).toBe(NEW_YEAR_UTC);
  });
});

describe('invalid instants', () => {
  it('show as empty text in any zone', () => {
    expect(formatTime(Number.NaN, 'UTC')).toBe('');
    expect(formatTime(new Date(Number.NaN))).toBe('');
    expect(formatDate(Number.NaN, 60)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });

  it('refuse a zone name that is not one', () => {
    expect(isTimeZoneName('')).toBe(false);
    expect(isTimeZoneName('UTC')).toBe(true);
  });
});

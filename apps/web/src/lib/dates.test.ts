import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, inZone, isTimeZoneName } from './dates';

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

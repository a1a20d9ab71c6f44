import { describe, expect, it } from 'vitest';
import {
  guessTimeZone,
  offsetLabel,
  storedTimeZone,
  TIME_ZONE_KEY,
  timeZoneNames,
} from './time-zone';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === TIME_ZONE_KEY ? value : null),
});

describe('the time zone setting', () => {
  it('reads back a stored zone only while the browser knows it', () => {
    expect(storedTimeZone(storage('Asia/Tokyo'))).toBe('Asia/Tokyo');
    expect(storedTimeZone(storage('Mars/Olympus'))).toBeNull();
    expect(storedTimeZone(storage(null))).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedTimeZone(broken)).toBeNull();
  });

  it('guesses a zone the browser knows, and lists it among all zones', () => {
    const guessed = guessTimeZone();
    expect(timeZoneNames(guessed)).toContain(guessed);
    expect(timeZoneNames('Asia/Shanghai')).toContain('America/New_York');
  });

  it('labels offsets with sign, hours and minutes, through daylight saving', () => {
    const winter = Date.parse('2031-01-15T12:00:00Z');
    const summer = Date.parse('2031-07-15T12:00:00Z');
    expect(offsetLabel('Asia/Shanghai', winter)).toBe('UTC+08:00');
    expect(offsetLabel('America/New_York', winter)).toBe('UTC-05:00');
    expect(offsetLabel('America/New_York', summer)).toBe('UTC-04:00');
    expect(offsetLabel('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(offsetLabel('UTC', winter)).toBe('UTC+00:00');
  });
});

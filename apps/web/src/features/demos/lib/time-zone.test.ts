import { describe, expect, it } from 'vitest';
import {
  gapChangeBefore,
  gapSize,
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

describe("the gap to the member's clock", () => {
  // 2031-03-06: New York and London on winter time; 2031-03-20: New York moved on (9 March),
  // London not yet (30 March). Shanghai never changes.
  const march6 = Date.UTC(2031, 2, 6, 12);
  const march20 = Date.UTC(2031, 2, 20, 12);

  it('is told when a clock change falls between today and the session', () => {
    const session = { startTime: march20, staffTimeZone: 'America/New_York' };
    expect(gapChangeBefore(session, 'Europe/London', march6)).toEqual({
      today: 5 * 60,
      thatDay: 4 * 60,
    });
    expect(gapChangeBefore(session, 'Asia/Shanghai', march6)).toEqual({
      today: 13 * 60,
      thatDay: 12 * 60,
    });
  });

  it('is not told when both clocks keep their gap, or the member zone is unknown', () => {
    expect(
      gapChangeBefore(
        { startTime: march6, staffTimeZone: 'America/New_York' },
        'Europe/London',
        march6 - 86_400_000,
      ),
    ).toBeNull();
    expect(
      gapChangeBefore({ startTime: march20, staffTimeZone: 'Asia/Tokyo' }, 'Asia/Shanghai', march6),
    ).toBeNull();
    expect(
      gapChangeBefore({ startTime: march20, staffTimeZone: null }, 'Europe/London', march6),
    ).toBeNull();
    expect(
      gapChangeBefore(
        { startTime: march20, staffTimeZone: 'Mars/Olympus' },
        'Europe/London',
        march6,
      ),
    ).toBeNull();
  });

  it('says its size in hours and minutes', () => {
    expect(gapSize(8 * 60)).toBe('8 h');
    expect(gapSize(-(5 * 60 + 30))).toBe('5 h 30 min');
    expect(gapSize(45)).toBe('45 min');
    expect(gapSize(0)).toBe('0 min');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBusinessDays, nthBusinessDayBack, nthBusinessDayFrom } from './business-days.js';
import { BEIJING_CALENDAR, BEIJING_OFFSET_MS, UTC_CALENDAR, type Calendar } from './calendars.js';
import { DAY_MS, HOUR_MS } from './durations.js';

const utc = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);
const beijing = (y: number, m: number, d: number, h = 0) =>
  Date.UTC(y, m - 1, d, h) - BEIJING_OFFSET_MS;

/** The count by definition: every day after `from`'s, one at a time (1970-01-01 was a Thursday). */
function countedByHand(from: number, to: number, offset: number, last: 'through' | 'before') {
  const dayOf = (at: number) => Math.floor((at + offset) / DAY_MS);
  const end = dayOf(to) + (last === 'through' ? 1 : 0);
  let count = 0;
  for (let day = dayOf(from) + 1; day < end; day += 1) if ((day + 3) % 7 < 5) count += 1;
  return count;
}

describe('business days on the UTC calendar', () => {
  // Monday 2026-11-30.
  const monday = utc(2026, 11, 30, 10);

  it('count the weekdays after the first date, through or before the last', () => {
    expect(countBusinessDays(monday, utc(2026, 12, 2, 1), UTC_CALENDAR, 'through')).toBe(2);
    expect(countBusinessDays(monday, utc(2026, 12, 2, 1), UTC_CALENDAR, 'before')).toBe(1);
    expect(countBusinessDays(monday, monday + 2 * 7 * DAY_MS, UTC_CALENDAR, 'through')).toBe(10);
    expect(countBusinessDays(monday, monday, UTC_CALENDAR, 'through')).toBe(0);
    expect(countBusinessDays(monday, monday - DAY_MS, UTC_CALENDAR, 'through')).toBe(0);
  });

  it('skip the weekend: Friday and Saturday both wait one day on Monday', () => {
    const nextMonday = utc(2026, 12, 7, 9);
    expect(countBusinessDays(utc(2026, 12, 4, 23), nextMonday, UTC_CALENDAR, 'through')).toBe(1);
    expect(countBusinessDays(utc(2026, 12, 5, 12), nextMonday, UTC_CALENDAR, 'through')).toBe(1);
    expect(countBusinessDays(utc(2026, 12, 4, 23), nextMonday, UTC_CALENDAR, 'before')).toBe(0);
  });

  it('have no public holidays: Christmas and New Year on weekdays count', () => {
    // Thursday 2026-12-24 to Monday 2027-01-04: Dec 25, 28-31 and Jan 1, 4.
    expect(countBusinessDays(utc(2026, 12, 24), utc(2027, 1, 4), UTC_CALENDAR, 'through')).toBe(7);
  });

  it('find the day a wait turns overdue, counting back from today', () => {
    // Wednesday: today is the first, Tuesday the second, Monday the third.
    const wednesday = utc(2026, 12, 2, 15);
    expect(nthBusinessDayBack(wednesday, 1, UTC_CALENDAR)).toBe(utc(2026, 12, 2));
    expect(nthBusinessDayBack(wednesday, 3, UTC_CALENDAR)).toBe(utc(2026, 11, 30));
    expect(nthBusinessDayBack(wednesday, 4, UTC_CALENDAR)).toBe(utc(2026, 11, 27));
    // On a Sunday the most recent business day is Friday.
    expect(nthBusinessDayBack(utc(2026, 12, 6, 12), 1, UTC_CALENDAR)).toBe(utc(2026, 12, 4));
  });
});

describe('business days on the Beijing calendar', () => {
  it('turn at Beijing midnight, not at UTC midnight', () => {
    // Thursday 16:30 UTC is Friday 00:30 in Beijing: only Monday lies before Tuesday.
    const tuesday = beijing(2026, 12, 8, 12);
    expect(
      countBusinessDays(utc(2026, 12, 3, 16) + HOUR_MS / 2, tuesday, BEIJING_CALENDAR, 'before'),
    ).toBe(1);
    expect(
      countBusinessDays(utc(2026, 12, 3, 15) + HOUR_MS / 2, tuesday, BEIJING_CALENDAR, 'before'),
    ).toBe(2);
    // The same instants on the UTC calendar are both Thursday.
    expect(
      countBusinessDays(utc(2026, 12, 3, 16) + HOUR_MS / 2, tuesday, UTC_CALENDAR, 'before'),
    ).toBe(2);
  });

  it('have no public holidays: the National Day week counts its weekdays', () => {
    // Wednesday 2026-09-30 to Thursday 2026-10-08: Oct 1, 2, 5, 6, 7 lie between.
    expect(
      countBusinessDays(
        beijing(2026, 9, 30, 9),
        beijing(2026, 10, 8, 9),
        BEIJING_CALENDAR,
        'before',
      ),
    ).toBe(5);
  });

  it('give the nth business day from a date on, that date first when it is one', () => {
    // 2027-01-01 is a Friday; the next weekdays are Jan 4, 5, ...
    const newYear = beijing(2027, 1, 1);
    expect(nthBusinessDayFrom(newYear, 1, BEIJING_CALENDAR)).toBe(newYear);
    expect(nthBusinessDayFrom(newYear, 2, BEIJING_CALENDAR)).toBe(beijing(2027, 1, 4));
    expect(nthBusinessDayFrom(newYear + 20 * HOUR_MS, 10, BEIJING_CALENDAR)).toBe(
      beijing(2027, 1, 14),
    );
    // A Saturday start moves to Monday.
    expect(nthBusinessDayFrom(beijing(2026, 8, 1), 1, BEIJING_CALENDAR)).toBe(beijing(2026, 8, 3));
  });
});

describe('business days across daylight saving elsewhere', () => {
  it('are 24-hour days on both calendars when Europe and America change their clocks', () => {
    // 2026-03-08 (United States) and 2026-03-29 (Europe) spring forward; 2026-11-01 falls back.
    for (const [y, m, d] of [
      [2026, 3, 8],
      [2026, 3, 29],
      [2026, 11, 1],
    ] as const) {
      for (const [calendar, at] of [
        [UTC_CALENDAR, utc(y, m, d, 12)],
        [BEIJING_CALENDAR, beijing(y, m, d, 12)],
      ] as const) {
        // A Sunday: the next business day is Monday, exactly one day after Sunday's midnight.
        expect(nthBusinessDayFrom(at, 1, calendar) - (at - 12 * HOUR_MS)).toBe(DAY_MS);
        expect(countBusinessDays(at, at + 7 * DAY_MS, calendar, 'through')).toBe(5);
      }
    }
  });
});

describe('business days, for any two instants', () => {
  const instant = fc.integer({ min: utc(2020, 1, 1), max: utc(2035, 1, 1) });
  const calendars: [Calendar, number][] = [
    [UTC_CALENDAR, 0],
    [BEIJING_CALENDAR, BEIJING_OFFSET_MS],
  ];

  it('are the weekdays counted one by one', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -10, max: 400 }),
        fc.boolean(),
        (from, days, through) => {
          const to = from + days * DAY_MS + ((from * 7919) % DAY_MS);
          const last = through ? 'through' : 'before';
          for (const [calendar, offset] of calendars)
            expect(countBusinessDays(from, to, calendar, last)).toBe(
              countedByHand(from, to, offset, last),
            );
        },
      ),
    );
  });

  it('counted back, give the bound of an overdue wait: more than n days exactly before it', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 60 * DAY_MS }),
        (now, n, back) => {
          const bound = nthBusinessDayBack(now, n + 1, UTC_CALENDAR);
          const entered = now - back;
          expect(entered < bound).toBe(
            countBusinessDays(entered, now, UTC_CALENDAR, 'through') > n,
          );
        },
      ),
    );
  });
});

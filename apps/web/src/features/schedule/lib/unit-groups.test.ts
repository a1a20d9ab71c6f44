import { BEIJING_ZONE, DAY_MS, HOUR_MS, MINUTE_MS, type SlotUnit } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dayHasUnits, dayKeyOf, DAYS_IN_WEEK, groupUnits, shownDayKey } from './unit-groups';

const NY = 'America/New_York';
const AUCKLAND = 'Pacific/Auckland';
// Monday 2026-11-30 00:00 Beijing (New York on EST, UTC-5; Auckland on NZDT, UTC+13).
const WEEK = Date.UTC(2026, 10, 29, 16);

function unit(startTime: number): SlotUnit {
  return {
    startTime,
    endTime: startTime + 25 * MINUTE_MS,
    courseType: 'MAIN',
    smartClassType: 'MAIN',
    status: 'AVAILABLE',
    peakTime: false,
    peakCoinCount: 0,
    lock: false,
    students: 0,
    fixed: false,
  };
}

/** An instant on the Beijing clock: day 0 is the week's Monday. */
const at = (day: number, hour: number, minute = 0, week = WEEK) =>
  week + day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;

const starts = (units: readonly SlotUnit[]) => units.map((u) => u.startTime);
const dayOf = (days: ReturnType<typeof groupUnits>, key: string) => days.find((d) => d.key === key);

describe('groupUnits in Beijing days', () => {
  it('always gives the seven Beijing days of the week, Monday first', () => {
    const days = groupUnits([], WEEK, BEIJING_ZONE);
    expect(days).toHaveLength(DAYS_IN_WEEK);
    expect(days.map((d) => `${d.weekday} ${d.date}`)).toEqual([
      'Mon 2026/11/30',
      'Tue 2026/12/01',
      'Wed 2026/12/02',
      'Thu 2026/12/03',
      'Fri 2026/12/04',
      'Sat 2026/12/05',
      'Sun 2026/12/06',
    ]);
    expect(days.map((d) => d.day)).toEqual(['30', '1', '2', '3', '4', '5', '6']);
    expect(days.every((d) => !dayHasUnits(d))).toBe(true);
  });

  it('puts a unit on its Beijing day, before or after 12:00 Beijing, in order', () => {
    const units = [at(0, 19), at(0, 17, 30), at(5, 9), at(5, 11, 30), at(5, 12), at(6, 20, 30)].map(
      unit,
    );
    const days = groupUnits(units, WEEK, BEIJING_ZONE);
    expect(days[0]?.am).toEqual([]);
    expect(starts(days[0]?.pm ?? [])).toEqual([at(0, 17, 30), at(0, 19)]);
    expect(starts(days[5]?.am ?? [])).toEqual([at(5, 9), at(5, 11, 30)]);
    expect(starts(days[5]?.pm ?? [])).toEqual([at(5, 12)]);
    expect(starts(days[6]?.pm ?? [])).toEqual([at(6, 20, 30)]);
    expect(days[1] && dayHasUnits(days[1])).toBe(false);
  });

  it('splits at 12:00 exactly: 11:59 is morning, 12:00 afternoon', () => {
    const days = groupUnits([unit(at(2, 11, 59)), unit(at(2, 12))], WEEK, BEIJING_ZONE);
    expect(days[2]?.am).toHaveLength(1);
    expect(days[2]?.pm).toHaveLength(1);
  });

  it('leaves out units outside the week', () => {
    const days = groupUnits([unit(WEEK - MINUTE_MS), unit(WEEK + 7 * DAY_MS)], WEEK, NY);
    expect(days.some(dayHasUnits)).toBe(false);
    expect(groupUnits([unit(WEEK + 7 * DAY_MS)], WEEK, BEIJING_ZONE).some(dayHasUnits)).toBe(false);
  });
});

describe('groupUnits in a zone behind Beijing (New York)', () => {
  it("puts Beijing's Saturday 09:00 under New York's Friday, at 20:00, in the afternoon", () => {
    const saturdayMorning = at(5, 9);
    expect(dayKeyOf(saturdayMorning, NY)).toBe('2026-12-04');
    expect(dayKeyOf(saturdayMorning, BEIJING_ZONE)).toBe('2026-12-05');
    const days = groupUnits([unit(saturdayMorning)], WEEK, NY);
    expect(starts(dayOf(days, '2026-12-04')?.pm ?? [])).toEqual([saturdayMorning]);
    expect(dayOf(days, '2026-12-05')?.am).toEqual([]);
    expect(dayOf(days, '2026-12-05')?.pm).toEqual([]);
  });

  it("gives seven columns, Monday to Sunday: the week's first Sunday has no class", () => {
    // The week begins on Sunday 11:00 in New York; its first unit is Monday 04:00 there.
    const units = [at(0, 17), at(5, 9), at(6, 20, 30)].map(unit);
    const days = groupUnits(units, WEEK, NY);
    expect(days.map((d) => d.key)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(starts(days[0]?.am ?? [])).toEqual([at(0, 17)]);
    expect(starts(days[6]?.am ?? [])).toEqual([at(6, 20, 30)]);
  });

  it('keeps the first Sunday when a class falls on it, and leaves out the empty last one', () => {
    // A special window: Beijing Monday 09:00 is Sunday 20:00 in New York.
    const days = groupUnits([unit(at(0, 9)), unit(at(3, 17))], WEEK, NY);
    expect(days).toHaveLength(DAYS_IN_WEEK);
    expect(days[0]?.key).toBe('2026-11-29');
    expect(starts(days[0]?.pm ?? [])).toEqual([at(0, 9)]);
    expect(days[6]?.key).toBe('2026-12-05');
  });

  it('keeps the date through the autumn change: the repeated hour stays on Sunday, in order', () => {
    // Week of Monday 2026-10-26 Beijing; New York leaves EDT at 06:00 UTC on 2026-11-01.
    const week = Date.UTC(2026, 9, 25, 16);
    const beforeChange = Date.UTC(2026, 10, 1, 5, 30); // 01:30 EDT
    const afterChange = Date.UTC(2026, 10, 1, 6, 30); // 01:30 EST
    const saturdayEvening = Date.UTC(2026, 10, 1, 1); // Beijing Sun 09:00, New York Sat 21:00 EDT
    const days = groupUnits([afterChange, saturdayEvening, beforeChange].map(unit), week, NY);
    expect(starts(dayOf(days, '2026-11-01')?.am ?? [])).toEqual([beforeChange, afterChange]);
    expect(starts(dayOf(days, '2026-10-31')?.pm ?? [])).toEqual([saturdayEvening]);
  });

  it('keeps the date through the spring change (a 23-hour Sunday)', () => {
    // Week of Monday 2026-03-02 Beijing; New York enters EDT at 07:00 UTC on 2026-03-08.
    const week = Date.UTC(2026, 2, 1, 16);
    const friday = Date.UTC(2026, 2, 7, 1); // Beijing Sat 09:00 = New York Fri 20:00 EST
    const sunday = Date.UTC(2026, 2, 8, 7); // Beijing Sun 15:00 = New York Sun 03:00 EDT
    const lastSunday = Date.UTC(2026, 2, 8, 12, 30); // Beijing Sun 20:30 = New York 08:30 EDT
    const days = groupUnits([friday, sunday, lastSunday].map(unit), week, NY);
    expect(starts(dayOf(days, '2026-03-06')?.pm ?? [])).toEqual([friday]);
    expect(starts(dayOf(days, '2026-03-08')?.am ?? [])).toEqual([sunday, lastSunday]);
    expect(days.map((d) => d.key).at(-1)).toBe('2026-03-08');
  });
});

describe('groupUnits in a zone ahead of Beijing (Auckland)', () => {
  it("gives eight columns when Beijing's Sunday evening is Auckland's Monday", () => {
    const units = [at(0, 17), at(6, 20, 30)].map(unit);
    const days = groupUnits(units, WEEK, AUCKLAND);
    expect(days).toHaveLength(8);
    expect(days[0]?.key).toBe('2026-11-30');
    expect(starts(days[0]?.pm ?? [])).toEqual([at(0, 17)]); // 22:00 in Auckland
    expect(days[7]?.key).toBe('2026-12-07');
    expect(starts(days[7]?.am ?? [])).toEqual([at(6, 20, 30)]); // Monday 01:30 in Auckland
  });

  it('leaves out an empty eighth day', () => {
    const days = groupUnits([unit(at(0, 17)), unit(at(6, 17))], WEEK, AUCKLAND);
    expect(days.map((d) => d.key)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('keeps the date through the end of daylight time there (2026-04-05)', () => {
    // Week of Monday 2026-03-30 Beijing; Auckland goes from UTC+13 to UTC+12 at 14:00 UTC.
    const week = Date.UTC(2026, 2, 29, 16);
    const before = Date.UTC(2026, 3, 4, 13, 30); // Sunday 02:30 NZDT
    const after = Date.UTC(2026, 3, 4, 14, 30); // Sunday 02:30 NZST
    const days = groupUnits([after, before].map(unit), week, AUCKLAND);
    expect(starts(dayOf(days, '2026-04-05')?.am ?? [])).toEqual([before, after]);
  });
});

describe('shownDayKey: the day a phone opens on', () => {
  const units = [at(0, 17), at(2, 17), at(5, 9), at(6, 20)].map(unit);

  it("opens on today in the columns' zone", () => {
    // New York Wednesday 12:00 (17:00 UTC) is Thursday 01:00 in Beijing.
    const now = Date.UTC(2026, 11, 2, 17);
    expect(shownDayKey(groupUnits(units, WEEK, NY), null, now, NY)).toBe('2026-12-02');
    expect(shownDayKey(groupUnits(units, WEEK, BEIJING_ZONE), null, now, BEIJING_ZONE)).toBe(
      '2026-12-03',
    );
  });

  it("opens a week ahead on its first day, and a day past the week's on its last", () => {
    const days = groupUnits(units, WEEK, NY);
    expect(shownDayKey(days, null, WEEK - 3 * DAY_MS, NY)).toBe('2026-11-30');
    expect(shownDayKey(days, null, WEEK + 9 * DAY_MS, NY)).toBe('2026-12-06');
  });

  it("opens on the next day with a column when today has none (New York's Sunday afternoon)", () => {
    // Sunday 2026-11-29 12:00 in New York: the Beijing week began an hour ago.
    const days = groupUnits(units, WEEK, NY);
    expect(shownDayKey(days, null, Date.UTC(2026, 10, 29, 17), NY)).toBe('2026-11-30');
  });

  it('keeps the day picked, and its weekday in another week', () => {
    const now = Date.UTC(2026, 11, 2, 17);
    const days = groupUnits(units, WEEK, NY);
    expect(shownDayKey(days, '2026-12-04', now, NY)).toBe('2026-12-04');
    expect(shownDayKey(days, '2026-11-27', now, NY)).toBe('2026-12-04');
    expect(shownDayKey([], '2026-11-27', now, NY)).toBeUndefined();
  });
});

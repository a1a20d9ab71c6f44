import { afterEach, describe, expect, it } from 'vitest';
import { BEIJING_OFFSET_MS, DAY_MS, HOUR_MS, WEEK_MS } from '../calendar/index.js';
import {
  acceptDeadline,
  continueCheckDue,
  continueCheckWindow,
  continuedPeriodDates,
  DEFAULT_FIXED_POLICY as POLICY,
  expandFixedPeriod,
  expandFixedRule,
  FIXED_CLASS_PERMISSION,
  fixedAnswerRefusal,
  fixedPeriodRange,
  fixedPeriodRule,
  fixedPeriodWeeks,
  fixedRequestStatusAt,
  fixedStartsRefusal,
  reminderTimes,
  type FixedPeriodPlan,
} from './fixed-period.js';

const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;

/** Mondays and Wednesdays at 19:00, Saturdays at 09:30, three weeks, one Monday taken out. */
const PLAN: FixedPeriodPlan = {
  weeklyTimes: [
    { isoDay: 6, startMinute: 570 },
    { isoDay: 3, startMinute: 1140 },
    { isoDay: 1, startMinute: 1140 },
  ],
  firstDate: '2026/10/26',
  lastDate: '2026/11/15',
  excluded: [beijing(2026, 11, 2, 19)],
};

describe('the defaults (decision 041)', () => {
  it('give 48 hours to answer, the continue check 14 days before the end', () => {
    expect(FIXED_CLASS_PERMISSION).toBe('FIXED_CLASS_BOOK');
    expect(POLICY).toEqual({
      acceptDeadlineHours: 48,
      minLeadHours: 24,
      continueCheckDays: 14,
      reminderHoursBeforeDeadline: [24, 2],
      maxWeeks: 26,
      maxWeeklyTimes: 14,
    });
  });
});

describe('the rule of a period', () => {
  it('is stored as weekly rules in floating Beijing wall time, with the weeks taken out', () => {
    expect(fixedPeriodRule(PLAN).split('\n')).toEqual([
      'DTSTART:20261026T000000',
      'RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=SA;BYHOUR=9;BYMINUTE=30;BYSECOND=0;UNTIL=20261115T235900',
      'DTSTART:20261026T000000',
      'RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,WE;BYHOUR=19;BYMINUTE=0;BYSECOND=0;UNTIL=20261115T235900',
      'EXDATE:20261102T190000',
    ]);
  });

  it('expands to every class start, the last date included, the weeks taken out left out', () => {
    expect(expandFixedPeriod(PLAN)).toEqual([
      beijing(2026, 10, 26, 19),
      beijing(2026, 10, 28, 19),
      beijing(2026, 10, 31, 9, 30),
      beijing(2026, 11, 4, 19),
      beijing(2026, 11, 7, 9, 30),
      beijing(2026, 11, 9, 19),
      beijing(2026, 11, 11, 19),
      beijing(2026, 11, 14, 9, 30),
    ]);
    const sunday = { ...PLAN, weeklyTimes: [{ isoDay: 7, startMinute: 20 * 60 + 30 }] };
    expect(expandFixedPeriod(sunday).at(-1)).toBe(beijing(2026, 11, 15, 20, 30));
    expect(expandFixedPeriod({ ...PLAN, excluded: [] })).toHaveLength(9);
  });

  it('starts at the first weekly time on or after the first date', () => {
    const fromWednesday = { ...PLAN, firstDate: '2026/10/28', excluded: [] };
    expect(expandFixedPeriod(fromWednesday).slice(0, 2)).toEqual([
      beijing(2026, 10, 28, 19),
      beijing(2026, 10, 31, 9, 30),
    ]);
  });

  it('writes the weeks taken out the same whatever their order', () => {
    const twice = { ...PLAN, excluded: [beijing(2026, 11, 9, 19), beijing(2026, 11, 2, 19)] };
    const rule = fixedPeriodRule(twice);
    expect(rule).toBe(fixedPeriodRule({ ...twice, excluded: [...twice.excluded].reverse() }));
    expect(rule.split('\n').filter((line) => line.startsWith('EXDATE'))).toEqual([
      'EXDATE:20261102T190000,20261109T190000',
    ]);
    expect(expandFixedRule(rule)).toHaveLength(7);
    expect(expandFixedRule(rule)).not.toContain(beijing(2026, 11, 9, 19));
  });

  it('reads back what it wrote', () => {
    const rule = fixedPeriodRule(PLAN);
    expect(expandFixedRule(rule)).toEqual(expandFixedPeriod(PLAN));
    expect(fixedPeriodRule({ ...PLAN, weeklyTimes: [...PLAN.weeklyTimes].reverse() })).toBe(rule);
  });

  it('fills 26 weeks of two weekly times with 52 classes', () => {
    const long = {
      weeklyTimes: [
        { isoDay: 2, startMinute: 17 * 60 },
        { isoDay: 4, startMinute: 17 * 60 },
      ],
      firstDate: '2026/11/30',
      lastDate: '2027/05/30',
    };
    const starts = expandFixedPeriod(long);
    expect(starts).toHaveLength(52);
    expect(starts[0]).toBe(beijing(2026, 12, 1, 17));
    expect(starts.at(-1)).toBe(beijing(2027, 5, 27, 17));
  });
});

/** The process's environment (the contracts compile without Node's types). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

describe('a period across a daylight-saving change in the teacher zone', () => {
  const zone = env.TZ;
  afterEach(() => {
    if (zone === undefined) delete env.TZ;
    else env.TZ = zone;
  });
  const mondays = {
    weeklyTimes: [{ isoDay: 1, startMinute: 19 * 60 }],
    firstDate: '2026/10/19',
    lastDate: '2026/11/16',
  };

  it('keeps Beijing 19:00 every week while New York moves by an hour (2026-11-01)', () => {
    const starts = expandFixedPeriod(mondays);
    expect(starts).toHaveLength(5);
    expect(starts.map((s) => new Date(s).toISOString().slice(11, 16))).toEqual(
      Array(5).fill('11:00'),
    );
    expect(starts.slice(1).map((s, i) => s - (starts[i] ?? 0))).toEqual(Array(4).fill(WEEK_MS));
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(starts.map((s) => newYork.format(s))).toEqual(['07', '07', '06', '06', '06']);
  });

  it('does not depend on the zone the server runs in', () => {
    const expected = expandFixedPeriod(PLAN);
    for (const tz of ['America/New_York', 'Pacific/Auckland', 'Asia/Shanghai', 'UTC']) {
      env.TZ = tz;
      expect(expandFixedPeriod(PLAN), tz).toEqual(expected);
      expect(expandFixedPeriod(mondays)[2], tz).toBe(beijing(2026, 11, 2, 19));
    }
  });
});

describe('the dates of a period', () => {
  it('cover Beijing days, whole weeks counted', () => {
    expect(fixedPeriodRange(PLAN)).toEqual({
      start: beijing(2026, 10, 26),
      end: beijing(2026, 11, 16),
    });
    expect(fixedPeriodWeeks(PLAN)).toBe(3);
    expect(fixedPeriodWeeks({ firstDate: '2026/10/26', lastDate: '2026/10/26' })).toBe(1);
    expect(fixedPeriodWeeks({ firstDate: '2026/10/26', lastDate: '2026/11/01' })).toBe(1);
    expect(fixedPeriodWeeks({ firstDate: '2026/10/26', lastDate: '2026/11/02' })).toBe(2);
  });

  it('continue the day after the last, for as long', () => {
    expect(continuedPeriodDates(PLAN)).toEqual({ firstDate: '2026/11/16', lastDate: '2026/12/06' });
    expect(continuedPeriodDates({ firstDate: '2026/12/01', lastDate: '2027/05/31' })).toEqual({
      firstDate: '2027/06/01',
      lastDate: '2027/11/29',
    });
  });

  it('need a first class at least a day ahead', () => {
    const now = beijing(2026, 10, 25, 19);
    expect(fixedStartsRefusal([], now, POLICY)).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
    expect(fixedStartsRefusal([now + DAY_MS], now, POLICY)).toBeNull();
    expect(fixedStartsRefusal([now + DAY_MS - 1, now + WEEK_MS], now, POLICY)).toBe(
      'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR',
    );
  });
});

describe('a request for a place', () => {
  const asked = beijing(2026, 11, 1, 12);

  it('waits 48 hours, never closer than a day to the first class', () => {
    expect(acceptDeadline(asked, asked + 10 * DAY_MS, POLICY)).toBe(asked + 48 * HOUR_MS);
    expect(acceptDeadline(asked, asked + 3 * DAY_MS, POLICY)).toBe(asked + 48 * HOUR_MS);
    expect(acceptDeadline(asked, asked + 2 * DAY_MS, POLICY)).toBe(asked + DAY_MS);
    expect(acceptDeadline(asked, asked + 10 * DAY_MS, { ...POLICY, acceptDeadlineHours: 12 })).toBe(
      asked + 12 * HOUR_MS,
    );
  });

  it('is answered before its deadline, once; after it, it has expired', () => {
    const request = { status: 'PENDING' as const, deadline: asked + 48 * HOUR_MS };
    expect(fixedAnswerRefusal(request, request.deadline - 1)).toBeNull();
    expect(fixedRequestStatusAt(request, request.deadline - 1)).toBe('PENDING');
    expect(fixedAnswerRefusal(request, request.deadline)).toBe('BIZ_TEACHER_FIXED_REQUEST_EXPIRED');
    expect(fixedRequestStatusAt(request, request.deadline)).toBe('EXPIRED');
    const accepted = { ...request, status: 'ACCEPTED' as const };
    expect(fixedAnswerRefusal(accepted, asked)).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(fixedRequestStatusAt(accepted, request.deadline + 1)).toBe('ACCEPTED');
  });

  it('reminds the teacher 24 and 2 hours before the deadline, never before the request', () => {
    const deadline = asked + 48 * HOUR_MS;
    expect(reminderTimes(asked, deadline, POLICY)).toEqual([
      deadline - DAY_MS,
      deadline - 2 * HOUR_MS,
    ]);
    expect(reminderTimes(deadline - 20 * HOUR_MS, deadline, POLICY)).toEqual([
      deadline - 2 * HOUR_MS,
    ]);
    expect(reminderTimes(deadline - HOUR_MS, deadline, POLICY)).toEqual([]);
    expect(reminderTimes(deadline - DAY_MS, deadline, POLICY)).toEqual([deadline - 2 * HOUR_MS]);
    const unordered = { ...POLICY, reminderHoursBeforeDeadline: [2, 24, 24] };
    expect(reminderTimes(asked, deadline, unordered)).toEqual([
      deadline - DAY_MS,
      deadline - 2 * HOUR_MS,
    ]);
  });
});

describe('the continue check', () => {
  it('opens 14 days before the end of the period and closes at its end', () => {
    const end = beijing(2026, 11, 16);
    expect(continueCheckWindow(PLAN, POLICY)).toEqual({
      opensAt: end - 14 * DAY_MS,
      closesAt: end,
    });
    expect(continueCheckDue(PLAN, end - 14 * DAY_MS - 1, POLICY)).toBe(false);
    expect(continueCheckDue(PLAN, end - 14 * DAY_MS, POLICY)).toBe(true);
    expect(continueCheckDue(PLAN, end - 1, POLICY)).toBe(true);
    expect(continueCheckDue(PLAN, end, POLICY)).toBe(false);
    expect(continueCheckWindow(PLAN, { ...POLICY, continueCheckDays: 7 }).opensAt).toBe(
      end - WEEK_MS,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  ANY_OPEN_LEAD_MS,
  cancelRefusal,
  classJoinable,
  classRoomOpen,
  freeUnitStatus,
  mainClassCandidate,
  nextWeekOffset,
  OPEN_AHEAD_MS,
  openRefusal,
  REGULAR_OPEN_LEAD_MS,
  STANDBY_AHEAD_MS,
  standbyRefusal,
  weekTooFar,
} from './opening-rules.js';
import { BEIJING_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from '../calendar/index.js';

const NOW = Date.UTC(2026, 10, 30, 2); // Monday 10:00 in Beijing
const MONDAY = Date.UTC(2026, 10, 30) - BEIJING_OFFSET_MS;

describe('opening a unit', () => {
  it('refuses the past, beyond five weeks, within 10 minutes, and regular classes within 24 hours', () => {
    expect(openRefusal(NOW, NOW, true)).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(openRefusal(NOW - 1, NOW, false)).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(openRefusal(NOW + OPEN_AHEAD_MS + 1, NOW, true)).toBe(
      'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT',
    );
    expect(openRefusal(NOW + OPEN_AHEAD_MS, NOW, true)).toBeUndefined();
    expect(openRefusal(NOW + ANY_OPEN_LEAD_MS - 1, NOW, false)).toBe(
      'BIZ_TEACHER_BOOK_COURSE_WITHIN_10_MINUTE',
    );
    expect(openRefusal(NOW + ANY_OPEN_LEAD_MS, NOW, false)).toBeUndefined();
    expect(openRefusal(NOW + ANY_OPEN_LEAD_MS, NOW, true)).toBe(
      'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR',
    );
    expect(openRefusal(NOW + REGULAR_OPEN_LEAD_MS - 1, NOW, true)).toBe(
      'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR',
    );
    expect(openRefusal(NOW + REGULAR_OPEN_LEAD_MS, NOW, true)).toBeUndefined();
  });

  it('lists five weeks: this one and four more', () => {
    expect(weekTooFar(MONDAY, NOW)).toBe(false);
    expect(weekTooFar(MONDAY + 4 * WEEK_MS, NOW)).toBe(false);
    expect(weekTooFar(MONDAY + 5 * WEEK_MS, NOW)).toBe(true);
    expect(weekTooFar(MONDAY + 4 * WEEK_MS, NOW + 6 * DAY_MS)).toBe(false);
  });
});

describe('standby', () => {
  it('is held before the start and within 24 hours', () => {
    expect(standbyRefusal(NOW, NOW)).toBe('BIZ_TEACHER_STANDBY_EXPIRE_BEGUN');
    expect(standbyRefusal(NOW + 1, NOW)).toBeUndefined();
    expect(standbyRefusal(NOW + STANDBY_AHEAD_MS, NOW)).toBeUndefined();
    expect(standbyRefusal(NOW + STANDBY_AHEAD_MS + 1, NOW)).toBe(
      'BIZ_TEACHER_STANDBY_OVER_24_HOUR',
    );
  });
});

describe('a free unit on the grid', () => {
  const unit = (start: number, over: Partial<Parameters<typeof freeUnitStatus>[0]> = {}) =>
    freeUnitStatus({
      start,
      now: NOW,
      regular: true,
      busy: false,
      standbyGrid: true,
      standbyFull: false,
      ...over,
    });

  it('is EMPTY once gone, AVAILABLE when it may open, standby within 24 hours, else UNAVAILABLE', () => {
    expect(unit(NOW)).toBe('EMPTY');
    expect(unit(NOW - HOUR_MS)).toBe('EMPTY');
    expect(unit(NOW + 2 * DAY_MS)).toBe('AVAILABLE');
    expect(unit(NOW + 2 * DAY_MS, { busy: true })).toBe('UNAVAILABLE');
    expect(unit(NOW + HOUR_MS)).toBe('STANDBY_AVAILABLE');
    expect(unit(NOW + HOUR_MS, { standbyFull: true })).toBe('UNAVAILABLE');
    expect(unit(NOW + HOUR_MS, { standbyGrid: false })).toBe('UNAVAILABLE');
    expect(unit(NOW + HOUR_MS, { busy: true })).toBe('UNAVAILABLE');
    expect(unit(NOW + HOUR_MS, { regular: false })).toBe('AVAILABLE');
    expect(unit(NOW + 5 * MINUTE_MS, { regular: false, standbyGrid: false })).toBe('UNAVAILABLE');
    expect(unit(NOW + OPEN_AHEAD_MS + HOUR_MS)).toBe('UNAVAILABLE');
  });
});

describe('giving a time back', () => {
  it('is free before the start unless booked; booked goes through leave or support', () => {
    const start = NOW + 2 * DAY_MS;
    for (const status of ['OPEN', 'INTENTION', 'STANDBY_BOOKED'] as const)
      expect(cancelRefusal(status, start, NOW)).toBeUndefined();
    expect(cancelRefusal('BOOKED', start, NOW)).toBe('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
    expect(cancelRefusal('BOOKED', NOW + DAY_MS, NOW)).toBe('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
    expect(cancelRefusal('BOOKED', NOW + DAY_MS - 1, NOW)).toBe(
      'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    );
    expect(cancelRefusal('OPEN', NOW, NOW)).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(cancelRefusal('FINISH', start, NOW)).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
  });
});

describe('the class room', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    const window = { startsAt: NOW, endsAt: NOW + 25 * MINUTE_MS };
    expect(classRoomOpen(window, NOW - 15 * MINUTE_MS - 1)).toBe(false);
    expect(classRoomOpen(window, NOW - 15 * MINUTE_MS)).toBe(true);
    expect(classRoomOpen(window, window.endsAt - 1)).toBe(true);
    expect(classRoomOpen(window, window.endsAt)).toBe(false);
  });

  it('is joined only for a booked or running class, in its window', () => {
    const booked = { status: 'BOOKED', startsAt: NOW, endsAt: NOW + 25 * MINUTE_MS };
    expect(classJoinable(booked, NOW - 15 * MINUTE_MS - 1)).toBe(false);
    expect(classJoinable(booked, NOW - 15 * MINUTE_MS)).toBe(true);
    expect(classJoinable({ ...booked, status: 'IN_PROCESS' }, booked.endsAt - 1)).toBe(true);
    expect(classJoinable({ ...booked, status: 'IN_PROCESS' }, booked.endsAt)).toBe(false);
    for (const status of ['OPEN', 'INTENTION', 'STANDBY_BOOKED', 'FINISH', 'CANCELLED'])
      expect(classJoinable({ ...booked, status }, NOW)).toBe(false);
  });
});

describe('the week offset of the screen', () => {
  it('moves by weeks, never below 0, and clamps to 35 above 28', () => {
    expect(nextWeekOffset(0, 7)).toEqual({ offset: 7, tooFar: false });
    expect(nextWeekOffset(21, 7)).toEqual({ offset: 28, tooFar: false });
    expect(nextWeekOffset(28, 7)).toEqual({ offset: 35, tooFar: true });
    expect(nextWeekOffset(0, -7)).toEqual({ offset: 0, tooFar: false });
    expect(nextWeekOffset(35, -7)).toEqual({ offset: 28, tooFar: false });
  });
});

describe('mainClassCandidate', () => {
  it('needs the main type offered, and its permission when it names one', () => {
    expect(mainClassCandidate(undefined, [])).toBe(false);
    expect(mainClassCandidate({ active: false, permission: null }, [])).toBe(false);
    expect(mainClassCandidate({ active: true, permission: null }, [])).toBe(true);
    const gated = { active: true, permission: 'FIXED_CLASS_BOOK' } as const;
    expect(mainClassCandidate(gated, ['CAMBRIDGE_MAIN_UNFIXED_BOOK'])).toBe(false);
    expect(mainClassCandidate(gated, ['FIXED_CLASS_BOOK'])).toBe(true);
    expect(mainClassCandidate({ ...gated, active: false }, ['FIXED_CLASS_BOOK'])).toBe(false);
  });
});

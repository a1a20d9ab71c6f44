import { MINUTE_MS, type TeacherClass } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { countdown, laterThisWeek, msToNextChange } from './next-class';

const START = Date.UTC(2026, 11, 1, 11);
const CLASS = { startTime: START, endTime: START + 25 * MINUTE_MS };
const HOUR = 60 * MINUTE_MS;
const DAY = 24 * HOUR;

describe('the countdown to the next class', () => {
  it('counts whole minutes up to the start, rounded up, in days, hours and minutes', () => {
    const before = (ms: number) => countdown(CLASS, START - ms);
    expect(before(1)).toEqual({ phase: 'before', days: 0, hours: 0, minutes: 1 });
    expect(before(MINUTE_MS)).toEqual({ phase: 'before', days: 0, hours: 0, minutes: 1 });
    expect(before(MINUTE_MS + 1)).toEqual({ phase: 'before', days: 0, hours: 0, minutes: 2 });
    expect(before(59 * MINUTE_MS)).toEqual({ phase: 'before', days: 0, hours: 0, minutes: 59 });
    expect(before(HOUR)).toEqual({ phase: 'before', days: 0, hours: 1, minutes: 0 });
    expect(before(2 * HOUR + 14 * MINUTE_MS)).toEqual({
      phase: 'before',
      days: 0,
      hours: 2,
      minutes: 14,
    });
    expect(before(DAY - 1)).toEqual({ phase: 'before', days: 1, hours: 0, minutes: 0 });
    expect(before(3 * DAY + 5 * HOUR + 1)).toEqual({
      phase: 'before',
      days: 3,
      hours: 5,
      minutes: 1,
    });
  });

  it('says how long is left while the class runs, then that it has ended', () => {
    expect(countdown(CLASS, START)).toEqual({ phase: 'running', minutesLeft: 25 });
    expect(countdown(CLASS, START + 24 * MINUTE_MS + 1)).toEqual({
      phase: 'running',
      minutesLeft: 1,
    });
    expect(countdown(CLASS, CLASS.endTime)).toEqual({ phase: 'ended' });
  });

  it('changes on the whole minutes before the start, then before the end', () => {
    expect(msToNextChange(CLASS, START - 90_000)).toBe(30_000);
    expect(msToNextChange(CLASS, START - 2 * MINUTE_MS)).toBe(MINUTE_MS);
    expect(msToNextChange(CLASS, START - 1)).toBe(1);
    // At the start: the running countdown's minutes are counted to the end.
    expect(msToNextChange(CLASS, START)).toBe(MINUTE_MS);
    expect(msToNextChange({ ...CLASS, endTime: START + 90_000 }, START + 1000)).toBe(29_000);
    // The room opens 15 whole minutes before the start: on one of these ticks.
    const now = START - 15 * MINUTE_MS - 20_000;
    expect(now + msToNextChange(CLASS, now)).toBe(START - 15 * MINUTE_MS);
  });
});

describe("this week's list", () => {
  const cls = (classId: number, startTime: number): TeacherClass =>
    ({ classId, startTime, endTime: startTime + 25 * MINUTE_MS }) as TeacherClass;

  it('keeps what has not ended, soonest first, without the next class', () => {
    const week = [
      cls(4, START + 2 * HOUR),
      cls(1, START - HOUR),
      cls(2, START),
      cls(3, START + HOUR),
    ];
    expect(laterThisWeek(week, 2, START).map((c) => c.classId)).toEqual([3, 4]);
    expect(laterThisWeek(week, null, START).map((c) => c.classId)).toEqual([2, 3, 4]);
    // A class running now that is not the next (a standby's time) stays until it ends.
    expect(laterThisWeek(week, 3, START + MINUTE_MS).map((c) => c.classId)).toEqual([2, 4]);
    expect(laterThisWeek([], null, START)).toEqual([]);
  });
});

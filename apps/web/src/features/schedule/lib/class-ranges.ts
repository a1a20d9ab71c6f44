import { beijingWeekStart, DAY_MS, WEEK_MS } from '@portal/contracts';

/** The home page's past list: the last 30 days. */
export const PAST_DAYS = 30;

/**
 * The home page's server-paged lists (decision 061): the classes after this week, and those
 * of the last 30 days. This week's come whole from the week's schedule read.
 */
export type ClassListKind = 'later' | 'past';

export interface TimeRange {
  startTime: number;
  endTime: number;
}

/**
 * How far the later list reaches: a year, past anything a teacher can hold (five weeks of
 * openings, then a fixed period of at most 26 weeks); named here, not imported, so the home
 * does not load the fixed periods' rules.
 */
export const HELD_AHEAD_MS = 365 * DAY_MS;

/** The end of the school's week holding `now` (Monday 00:00 Beijing, as the schedule's weeks). */
export function weekEnd(now: number): number {
  return beijingWeekStart(now) + WEEK_MS;
}

/**
 * The range of starts a list asks for: after this week as far as anything can be held, or
 * the last 30 days up to now (`inList` then keeps a class still running out of the past).
 */
export function classRange(kind: ClassListKind, now: number): TimeRange {
  return kind === 'later'
    ? { startTime: weekEnd(now), endTime: weekEnd(now) + HELD_AHEAD_MS }
    : { startTime: now - PAST_DAYS * DAY_MS, endTime: now };
}

/** Whether a class belongs in the list: a past one once it has ended. */
export function inList(kind: ClassListKind, cls: { endTime: number }, now: number): boolean {
  return kind === 'later' || cls.endTime <= now;
}

/** The peak coin log's range: the last year up to now. */
export function coinLogRange(now: number): TimeRange {
  return { startTime: now - 365 * DAY_MS, endTime: now + 1 };
}

/** Whole percent of `done` against `threshold`, within 0..100 (the incentive's bar). */
export function progressPercent(done: number, threshold: number): number {
  if (!(threshold > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((done / threshold) * 100)));
}

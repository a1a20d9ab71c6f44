import { DAY_MS, HOUR_MS } from '@portal/contracts';

/** The home page's lists: the next 14 days and the last 30. */
export const UPCOMING_DAYS = 14;
export const PAST_DAYS = 30;

export type ClassListKind = 'upcoming' | 'past';

export interface TimeRange {
  startTime: number;
  endTime: number;
}

/** The longest a class runs (a 100-minute Cambridge class): one started this long ago may still run. */
export const LONGEST_CLASS_MS = 2 * HOUR_MS;

/**
 * The range of starts a list asks for: the next 14 days and the last 30, both reaching back
 * over the longest class, so a class running now is found; `inList` then puts each class in
 * one list by whether it has ended.
 */
export function classRange(kind: ClassListKind, now: number): TimeRange {
  return kind === 'upcoming'
    ? { startTime: now - LONGEST_CLASS_MS, endTime: now + UPCOMING_DAYS * DAY_MS }
    : { startTime: now - PAST_DAYS * DAY_MS, endTime: now };
}

/** Whether a class belongs in the list: upcoming until its end, past after it. */
export function inList(kind: ClassListKind, cls: { endTime: number }, now: number): boolean {
  return kind === 'upcoming' ? cls.endTime > now : cls.endTime <= now;
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

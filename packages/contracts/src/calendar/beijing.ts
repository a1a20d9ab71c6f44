/**
 * The school's calendar by name (decision 039): weeks from the ISO Monday at 00:00 in Beijing,
 * dates as the screens and the database write them, months as contracts and pay count them.
 */
import {
  addCalendarMonths,
  BEIJING_CALENDAR,
  BEIJING_OFFSET_MS,
  dateStartOn,
  dayNumberOf,
  formatOn,
  monthOf,
  type TimeRange,
} from './calendars.js';
import { DAY_MS, MINUTE_MS, WEEK_MS } from './durations.js';

/** 1970-01-05, a Monday: epoch day 4. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/**
 * The Beijing Monday 00:00 of the week holding `at` (epoch ms). Plain arithmetic on the fixed
 * offset: every class list and opening asks it, and a week is always 7 days of 24 hours here.
 */
export function beijingWeekStart(at: number): number {
  const local = at + BEIJING_OFFSET_MS - FIRST_MONDAY_MS;
  return Math.floor(local / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS - BEIJING_OFFSET_MS;
}

/** Whether `at` is a Beijing Monday 00:00 (what `weekStartTime` must be). */
export function isBeijingWeekStart(at: number): boolean {
  return beijingWeekStart(at) === at;
}

/** The Beijing calendar date of `at` as `YYYY/MM/DD`. */
export function beijingDate(at: number): string {
  return formatOn(at, BEIJING_CALENDAR, 'YYYY/MM/DD');
}

/** The Beijing calendar day of an instant, `YYYY-MM-DD` (as the database stores a contract's dates). */
export function beijingDayOf(at: number): string {
  return formatOn(at, BEIJING_CALENDAR, 'YYYY-MM-DD');
}

/** 00:00 in Beijing of a `YYYY-MM-DD` day. */
export function beijingDayStartOf(day: string): number {
  return dateStartOn(day, BEIJING_CALENDAR);
}

/**
 * ISO day (1 Monday .. 7 Sunday) and minute of the day of `at` in Beijing: arithmetic on the
 * day number, as pay reads it for every class of a month.
 */
export function beijingDayMinute(at: number): { isoDay: number; minute: number } {
  const day = dayNumberOf(at, BEIJING_CALENDAR);
  // Day 0, 1970-01-01, was a Thursday (ISO day 4).
  const isoDay = ((((day + 3) % 7) + 7) % 7) + 1;
  return { isoDay, minute: Math.floor((at + BEIJING_OFFSET_MS - day * DAY_MS) / MINUTE_MS) };
}

/**
 * `months` later on the Beijing calendar at the same wall time; a day the shorter month lacks
 * becomes its last (08/31 + 6 months is 02/28), as the contract's own dates do.
 */
export function addBeijingMonths(at: number, months: number): number {
  return addCalendarMonths(at, months, BEIJING_CALENDAR);
}

/** The Beijing calendar month holding `at` (pay months, the cancel history's month filter). */
export function beijingMonthOf(at: number): TimeRange {
  return monthOf(at, BEIJING_CALENDAR);
}

/**
 * Business days on a calendar: Monday to Friday, with no public holidays on either calendar
 * (decisions 026 and 041), so a national holiday on a weekday counts like any weekday.
 */
import type { Dayjs } from 'dayjs';
import { onCalendar, type Calendar } from './calendars.js';

export function isBusinessDay(day: Dayjs): boolean {
  return day.day() !== 0 && day.day() !== 6;
}

/**
 * Business days after `from`'s date (never counting it) up to `to`'s date: `to`'s own date
 * counts when `last` is 'through' and not when it is 'before'. 0 when there are none.
 */
export function countBusinessDays(
  from: number,
  to: number,
  calendar: Calendar,
  last: 'through' | 'before',
): number {
  const first = onCalendar(from, calendar).startOf('day').add(1, 'day');
  const toDay = onCalendar(to, calendar).startOf('day');
  const end = last === 'through' ? toDay.add(1, 'day') : toDay;
  const span = end.diff(first, 'day');
  if (span <= 0) return 0;
  // Every whole week holds five; only the rest is walked.
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  for (let day = first.add(weeks * 7, 'day'); day.isBefore(end); day = day.add(1, 'day'))
    if (isBusinessDay(day)) count += 1;
  return count;
}

/**
 * Midnight of the `nth` business day counted back from `at`'s day, that day first when it is
 * one (n = 1 is the most recent business day, today included).
 */
export function nthBusinessDayBack(at: number, nth: number, calendar: Calendar): number {
  return nthBusinessDay(at, nth, calendar, -1);
}

/**
 * Midnight of the `nth` business day counted on from `at`'s day, that day first when it is one
 * (n = 1 is the first business day from `at` on; n <= 0 gives `at`'s own day).
 */
export function nthBusinessDayFrom(at: number, nth: number, calendar: Calendar): number {
  return nthBusinessDay(at, nth, calendar, 1);
}

function nthBusinessDay(at: number, nth: number, calendar: Calendar, step: 1 | -1): number {
  let day = onCalendar(at, calendar).startOf('day');
  let seen = 0;
  for (;;) {
    if (isBusinessDay(day)) seen += 1;
    if (seen >= nth) return day.valueOf();
    day = day.add(step, 'day');
  }
}

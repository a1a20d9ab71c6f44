/**
 * Pay months are Beijing calendar months, like the teaching week (decision 039): a class
 * belongs to the month of its start there. The payday is a Beijing business day of the month
 * after (Monday to Friday, no public holidays, as the leave notice's).
 */
import { addBeijingMonths, beijingMonthOf, type TimeRange } from '../leave/leave-calendar.js';
import { BEIJING_OFFSET_MS, DAY_MS } from '../classes/teaching-week.js';

/** The pay month holding `at`. */
export function payMonthOf(at: number): TimeRange {
  return beijingMonthOf(at);
}

/** Whether `at` is the start of a Beijing month (what `monthStartTime` must be). */
export function isPayMonthStart(at: number): boolean {
  return beijingMonthOf(at).start === at;
}

/** The month as `YYYY/MM`. */
export function payMonthLabel(monthStart: number): string {
  const d = new Date(monthStart + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The start (Beijing midnight) of the `businessDay`th weekday of the month after `monthStart`'s. */
export function paydayOf(monthStart: number, businessDay: number): number {
  let day = addBeijingMonths(beijingMonthOf(monthStart).start, 1);
  let seen = 0;
  for (;;) {
    const weekday = new Date(day + BEIJING_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) seen += 1;
    if (seen >= businessDay) return day;
    day += DAY_MS;
  }
}

/**
 * Pay months are Beijing calendar months, like the teaching week (decision 039): a class
 * belongs to the month of its start there. The payday is a Beijing business day of the month
 * after (Monday to Friday, no public holidays, as the leave notice's).
 */
import { addBeijingMonths, beijingMonthOf } from '../calendar/beijing.js';
import { nthBusinessDayFrom } from '../calendar/business-days.js';
import { BEIJING_CALENDAR, formatOn, type TimeRange } from '../calendar/calendars.js';

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
  return formatOn(monthStart, BEIJING_CALENDAR, 'YYYY/MM');
}

/** The start (Beijing midnight) of the `businessDay`th weekday of the month after `monthStart`'s. */
export function paydayOf(monthStart: number, businessDay: number): number {
  const nextMonth = addBeijingMonths(beijingMonthOf(monthStart).start, 1);
  return nthBusinessDayFrom(nextMonth, businessDay, BEIJING_CALENDAR);
}

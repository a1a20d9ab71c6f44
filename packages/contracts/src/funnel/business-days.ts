/**
 * Business days for the console's overview (decision 026): Monday to Friday, counted on UTC
 * calendar dates, no public holidays. A day counts when it is a weekday strictly after the
 * day something happened, up to and including today: a status entered on Monday has waited
 * 2 business days on Wednesday, whatever the hour, and one entered on Friday or Saturday
 * waits 1 on Monday.
 */
import { countBusinessDays, nthBusinessDayBack } from '../calendar/business-days.js';
import { UTC_CALENDAR } from '../calendar/calendars.js';

/** Weekdays after `from`'s date, up to and including `to`'s (0 when `to` is not later). */
export function businessDaysBetween(from: Date, to: Date): number {
  return countBusinessDays(from.getTime(), to.getTime(), UTC_CALENDAR, 'through');
}

/**
 * The instant before which a status must have been entered to have waited more than `days`
 * business days at `now`: the start (UTC) of the (days + 1)th most recent weekday, today
 * included. `entered < overdueBefore(now, days)` exactly when
 * `businessDaysBetween(entered, now) > days`, so the database can filter with one bound.
 */
export function overdueBefore(now: Date, days: number): Date {
  return new Date(nthBusinessDayBack(now.getTime(), days + 1, UTC_CALENDAR));
}

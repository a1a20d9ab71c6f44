/**
 * Business days for the console's overview (decision 026): Monday to Friday, counted on UTC
 * calendar dates, no public holidays. A day counts when it is a weekday strictly after the
 * day something happened, up to and including today: a status entered on Monday has waited
 * 2 business days on Wednesday, whatever the hour, and one entered on Friday or Saturday
 * waits 1 on Monday.
 */
const DAY_MS = 86_400_000;

const utcDay = (instant: Date): number => Math.floor(instant.getTime() / DAY_MS);
/** 1970-01-01 was a Thursday: day 0 is weekday 4 (0 = Sunday). */
const isWeekday = (day: number): boolean => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
};

/** Weekdays after `from`'s date, up to and including `to`'s (0 when `to` is not later). */
export function businessDaysBetween(from: Date, to: Date): number {
  const first = utcDay(from) + 1;
  const last = utcDay(to);
  if (last < first) return 0;
  const span = last - first + 1;
  let count = Math.floor(span / 7) * 5;
  for (let day = first + Math.floor(span / 7) * 7; day <= last; day += 1) {
    if (isWeekday(day)) count += 1;
  }
  return count;
}

/**
 * The instant before which a status must have been entered to have waited more than `days`
 * business days at `now`: the start (UTC) of the (days + 1)th most recent weekday, today
 * included. `entered < overdueBefore(now, days)` exactly when
 * `businessDaysBetween(entered, now) > days`, so the database can filter with one bound.
 */
export function overdueBefore(now: Date, days: number): Date {
  let day = utcDay(now);
  let seen = 0;
  for (;;) {
    if (isWeekday(day)) seen += 1;
    if (seen === days + 1) return new Date(day * DAY_MS);
    day -= 1;
  }
}

/** Fixed lengths of time in milliseconds: the only place they are written. */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** A day of the UTC and Beijing calendars, which have no daylight saving (see calendars.ts). */
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

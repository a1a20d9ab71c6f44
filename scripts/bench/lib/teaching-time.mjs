/**
 * Beijing teaching time for the bench's seeds and races, in plain JavaScript (the same rules as
 * packages/contracts/src/calendar/ and classes/teaching-week.ts, which the bench cannot import
 * untranspiled):
 * Beijing is UTC+8 without daylight saving; weeks start on Monday 00:00 there; the default
 * teaching hours are 17:00-21:00 on weekdays and 09:00-21:00 at weekends, on half hours.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;
/** 1970-01-05, a Monday. */
const FIRST_MONDAY_MS = 4 * DAY_MS;
const GRID_MS = 30 * MINUTE_MS;

/** The Beijing Monday 00:00 of the week holding `at` (epoch ms). */
export function beijingWeekStart(at) {
  const local = at + BEIJING_OFFSET_MS - FIRST_MONDAY_MS;
  return Math.floor(local / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS - BEIJING_OFFSET_MS;
}

/** Whether a 30-minute class starting at `start` lies in the default teaching hours. */
export function inTeachingHours(start) {
  const local = new Date(start + BEIJING_OFFSET_MS);
  const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minute >= (weekend ? 540 : 1020) && minute + 30 <= 1260;
}

/**
 * `count` consecutive teaching units (half-hour starts in teaching hours, in order) from the
 * first at least `leadMs` after `now`.
 */
export function teachingUnitsAfter(now, leadMs, count) {
  const units = [];
  for (let at = Math.ceil((now + leadMs) / GRID_MS) * GRID_MS; units.length < count; at += GRID_MS)
    if (inTeachingHours(at)) units.push(at);
  return units;
}

/** Whether a unit starting at `start` lies in the default peak hours (teaching_windows PEAK). */
export function inPeakHours(start) {
  const local = new Date(start + BEIJING_OFFSET_MS);
  const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minute >= 1140 || (weekend && minute < 660);
}

/** The Beijing month before the one holding `at`: its start and end (epoch ms). */
export function beijingMonthBefore(at) {
  const local = new Date(at + BEIJING_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1) - BEIJING_OFFSET_MS;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BEIJING_OFFSET_MS;
  return { start, end };
}

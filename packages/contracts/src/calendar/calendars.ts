/**
 * The two calendars the portal counts dates on, read through dayjs: the school's, Beijing time
 * (UTC+8, no daylight saving since 1991: decision 039), for the teaching week, leave, pay and
 * contracts; and UTC, for the console's overview (decision 026). Both have a fixed offset, so
 * every day is 24 hours and a teacher's zone never moves a boundary.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations.js';

dayjs.extend(utc);

export interface Calendar {
  /** The IANA zone the calendar follows. */
  readonly zone: string;
  readonly offsetMinutes: number;
}

export const BEIJING_ZONE = 'Asia/Shanghai';
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;
export const BEIJING_CALENDAR: Calendar = {
  zone: BEIJING_ZONE,
  offsetMinutes: BEIJING_OFFSET_MS / MINUTE_MS,
};
export const UTC_CALENDAR: Calendar = { zone: 'UTC', offsetMinutes: 0 };

/** A half-open range of instants: `start <= t < end`. */
export interface TimeRange {
  start: number;
  end: number;
}

/** The instant `at` (epoch ms) as the calendar's wall clock reads it. */
export function onCalendar(at: number, calendar: Calendar): Dayjs {
  return dayjs(at).utcOffset(calendar.offsetMinutes);
}

/**
 * The wall time of `at` on the calendar in a dayjs pattern without zone tokens (`YYYY/MM/DD`,
 * `HH:mm`, ...). The wall time is read as UTC shifted by the fixed offset: the same fields,
 * at half the cost of dayjs's offset mode, for the dates of every class of a month.
 */
export function formatOn(at: number, calendar: Calendar, pattern: string): string {
  return dayjs.utc(at + calendar.offsetMinutes * MINUTE_MS).format(pattern);
}

/** Midnight of a calendar date written `YYYY-MM-DD` or `YYYY/MM/DD` (NaN when it is not a date). */
export function dateStartOn(date: string, calendar: Calendar): number {
  return Date.parse(`${date.replaceAll('/', '-')}T00:00:00Z`) - calendar.offsetMinutes * MINUTE_MS;
}

/** The calendar day of `at` as a day number (0 is 1970-01-01 there): plain arithmetic, for keys. */
export function dayNumberOf(at: number, calendar: Calendar): number {
  return Math.floor((at + calendar.offsetMinutes * MINUTE_MS) / DAY_MS);
}

/** Midnight of the calendar day holding `at`. */
export function dayStartOf(at: number, calendar: Calendar): number {
  return onCalendar(at, calendar).startOf('day').valueOf();
}

/**
 * `months` later (or earlier) on the calendar at the same wall time; a day the shorter month
 * lacks becomes its last (08/31 + 6 months is 02/28), as a contract's own dates do.
 */
export function addCalendarMonths(at: number, months: number, calendar: Calendar): number {
  return onCalendar(at, calendar).add(months, 'month').valueOf();
}

/** The calendar month holding `at`. */
export function monthOf(at: number, calendar: Calendar): TimeRange {
  const start = onCalendar(at, calendar).startOf('month');
  return { start: start.valueOf(), end: start.add(1, 'month').valueOf() };
}

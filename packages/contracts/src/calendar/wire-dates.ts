/**
 * Calendar dates as text: `YYYY/MM/DD` on the wire (known-api.md), `YYYY-MM-DD` in the
 * database. A date has no zone; the instant it starts at depends on the calendar (calendars.ts).
 */
import { formatOn, onCalendar, UTC_CALENDAR } from './calendars.js';

const WIRE_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;

function partsOf(wire: string): [number, number, number] | null {
  const match = WIRE_DATE.exec(wire);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The first of a month, in UTC (years below 100 included, which `Date.UTC` would move). */
const monthStart = (year: number, month: number) =>
  onCalendar(new Date(0).setUTCFullYear(year, month - 1, 1), UTC_CALENDAR);

/** Whether `YYYY/MM/DD` names a day of the calendar (the wire's pattern lets 2027/02/30 by). */
export function isCalendarDate(wire: string): boolean {
  const parts = partsOf(wire);
  if (!parts) return false;
  const [year, month, day] = parts;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= monthStart(year, month).daysInMonth()
  );
}

/** `YYYY/MM/DD` as the database's `YYYY-MM-DD`, and back. */
export const isoDateOf = (wire: string): string => wire.replaceAll('/', '-');
export const wireDateOf = (iso: string): string => iso.replaceAll('-', '/');

/** The day of an instant in UTC, `YYYY/MM/DD`. */
export function utcDay(at: Date): string {
  return formatOn(at.getTime(), UTC_CALENDAR, 'YYYY/MM/DD');
}

/** `months` later; a day the shorter month lacks becomes its last (08/31 + 6 -> 02/28). */
export function addMonths(wire: string, months: number): string {
  const parts = partsOf(wire);
  if (!parts) throw new Error(`not a date: ${wire}`);
  const [year, month, day] = parts;
  const target = monthStart(year, month).add(months, 'month');
  return target.date(Math.min(day, target.daysInMonth())).format('YYYY/MM/DD');
}

/**
 * The last day of a term of `months` from `first`, both days included: a contract's
 * `expiresOn` is a day it still holds, so six months from 11/24 end on 05/23, not 05/24 (the
 * home and the leave period then name the same last day, issue 36).
 */
export function termLastDay(first: string, months: number): string {
  const parts = partsOf(addMonths(first, months));
  if (!parts) throw new Error(`not a date: ${first}`);
  const [year, month, day] = parts;
  return monthStart(year, month).date(day).subtract(1, 'day').format('YYYY/MM/DD');
}

/**
 * The calendar of leave (decision 041): contract periods, the free passes' year, business days
 * of notice and history months, all on the Beijing calendar like the teaching week (decision
 * 039), so a teacher's zone never moves a boundary.
 */
import { BEIJING_OFFSET_MS, DAY_MS } from '../classes/teaching-week.js';

/** A half-open range of instants: `start <= t < end`. */
export interface TimeRange {
  start: number;
  end: number;
}

/** The Beijing calendar day of an instant, as a day number (0 is 1970-01-01). */
const beijingDay = (at: number): number => Math.floor((at + BEIJING_OFFSET_MS) / DAY_MS);

/** 1970-01-01 was a Thursday: `(day + 3) % 7` counts from Monday (0) to Sunday (6). */
const isWeekday = (day: number): boolean => (day + 3) % 7 < 5;

/**
 * `months` later on the Beijing calendar at the same wall time; a day the shorter month lacks
 * becomes its last (08/31 + 6 months is 02/28), as the contract's own dates do.
 */
export function addBeijingMonths(at: number, months: number): number {
  const local = new Date(at + BEIJING_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const date = local.getUTCDate();
  const timeOfDay = at + BEIJING_OFFSET_MS - Date.UTC(year, month, date);
  // Date.UTC carries a month past December (or before January) into the year.
  const lastDate = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  return Date.UTC(year, month + months, Math.min(date, lastDate)) + timeOfDay - BEIJING_OFFSET_MS;
}

/**
 * The period of `months` months that holds `now`, counted from `anchor` (every start is the
 * anchor plus a whole number of periods, never the previous start plus one, so a 31st stays
 * the 31st where the month has one). Before the anchor: the first period. `index` 0 is the
 * first.
 */
export function periodOf(
  anchor: number,
  now: number,
  months: number,
): TimeRange & { index: number } {
  if (!Number.isInteger(months) || months < 1) throw new Error(`not a period length: ${months}`);
  const startOf = (index: number) => addBeijingMonths(anchor, index * months);
  // A contract runs a few years at most: counting the periods one by one is cheap and plain.
  let index = 0;
  while (startOf(index + 1) <= now) index += 1;
  return { index, start: startOf(index), end: startOf(index + 1) };
}

/** The contract period holding `now`: the allowance and the counts start again with each. */
export function contractPeriodOf(
  contractStart: number,
  now: number,
  policy: { periodMonths: number },
): TimeRange & { index: number } {
  return periodOf(contractStart, now, policy.periodMonths);
}

/** The year the free no-show removal passes belong to: contract years, from the contract's start. */
export function passYearOf(contractStart: number, now: number): TimeRange & { index: number } {
  return periodOf(contractStart, now, 12);
}

/**
 * Business days of notice between `from` (when the teacher asks) and `to` (the class): the
 * Beijing weekdays strictly after `from`'s date and strictly before `to`'s, neither the day of
 * asking nor the day of the class counting. No public holidays (as the overview's, decision 026).
 */
export function noticeBusinessDays(from: number, to: number): number {
  let count = 0;
  for (let day = beijingDay(from) + 1; day < beijingDay(to); day += 1)
    if (isWeekday(day)) count += 1;
  return count;
}

/** The Beijing calendar month holding `at`, for the cancel history's month filter. */
export function beijingMonthOf(at: number): TimeRange {
  const local = new Date(at + BEIJING_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BEIJING_OFFSET_MS;
  return { start, end: addBeijingMonths(start, 1) };
}

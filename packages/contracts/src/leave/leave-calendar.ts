/**
 * The calendar of leave (decision 041): contract periods, the free passes' year and business
 * days of notice, all on the Beijing calendar (calendar/) like the teaching week (decision
 * 039), so a teacher's zone never moves a boundary.
 */
import { addBeijingMonths } from '../calendar/beijing.js';
import { countBusinessDays } from '../calendar/business-days.js';
import { BEIJING_CALENDAR, type TimeRange } from '../calendar/calendars.js';

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
  return countBusinessDays(from, to, BEIJING_CALENDAR, 'before');
}

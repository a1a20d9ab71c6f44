import {
  BEIJING_CALENDAR,
  beijingDayMinute,
  dateStartOn,
  DAY_MS,
  fixedPeriodBooked,
  fixedPeriodOpen,
  HOUR_MS,
  isCalendarDate,
  MINUTE_MS,
  type FixedPeriodStatus,
} from '@portal/contracts';

/** ISO weekdays, Monday (1) to Sunday (7): the weekly times' days. */
export const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** `19:30` for a minute of the day. */
export function minuteLabel(minute: number): string {
  const hours = String(Math.floor(minute / 60)).padStart(2, '0');
  return `${hours}:${String(minute % 60).padStart(2, '0')}`;
}

/** A Beijing calendar date `YYYY/MM/DD` as the instant of its Beijing midnight, or null. */
export function beijingMidnight(date: string): number | null {
  return isCalendarDate(date) ? dateStartOn(date, BEIJING_CALENDAR) : null;
}

/**
 * The first class of a weekly Beijing time in a period: the first `isoDay` on or after the
 * period's first date, at `minute` Beijing time. Null for a date that is not one.
 */
export function firstStartOf(firstDate: string, isoDay: number, minute: number): number | null {
  const midnight = beijingMidnight(firstDate);
  if (midnight === null) return null;
  const firstIso = beijingDayMinute(midnight).isoDay;
  const days = (isoDay - firstIso + 7) % 7;
  return midnight + days * DAY_MS + minute * MINUTE_MS;
}

/** `2026/11/30` from the date input's `2026-11-30`, and back. */
export const wireFromInput = (value: string): string => value.replaceAll('-', '/');
export const inputFromWire = (value: string): string => value.replaceAll('/', '-');

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** What is left until a deadline, in whole days, hours and minutes; null once it has passed. */
export function timeLeft(deadline: number, now: number): TimeLeft | null {
  const left = deadline - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / MINUTE_MS);
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: minutes % 60,
  };
}

export type WeekState = 'past' | 'excluded' | 'removable' | 'leave' | 'planned';

/**
 * What the teacher may do with one week of a period: nothing for a week gone by or taken out;
 * an offered period's future week may be taken out (nobody is booked in it); an active one's is
 * booked, so it leaves through the fixed leave (its cost previewed).
 */
export function weekState(
  status: FixedPeriodStatus,
  start: number,
  excluded: readonly number[],
  now: number,
): WeekState {
  if (excluded.includes(start)) return 'excluded';
  if (start <= now) return 'past';
  if (fixedPeriodOpen(status)) return 'removable';
  if (fixedPeriodBooked(status)) return 'leave';
  return 'planned';
}

/** Every week of a period, taken-out ones in their place, in order. */
export function periodWeeks(period: { starts: readonly number[]; excluded: readonly number[] }) {
  return [...new Set([...period.starts, ...period.excluded])].sort((a, b) => a - b);
}

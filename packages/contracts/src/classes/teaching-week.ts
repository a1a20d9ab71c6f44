/**
 * The school plans in Beijing time (UTC+8, no daylight saving since 1991): weeks start on the
 * ISO Monday at 00:00 there, and teaching hours and peak time are Beijing hours (decision
 * 039). A class never moves in Beijing time; the teacher's own clock may, and the screen says
 * so.
 */
import { beijingDate, beijingDayMinute, beijingWeekStart } from '../calendar/beijing.js';
import { DAY_MS, MINUTE_MS } from '../calendar/durations.js';
import { blockMinutes, GRID_MINUTES } from './class-types.js';

/** Kinds of weekly windows OPERATIONS manage. SPECIAL: extra teaching time in school holidays. */
export const WINDOW_KINDS = ['TEACHING', 'PEAK', 'SPECIAL'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** A weekly window in Beijing time; `validFrom`/`validTo` (YYYY/MM/DD) bound it to dates. */
export interface TeachingWindow {
  kind: WindowKind;
  isoDay: number;
  startMinute: number;
  endMinute: number;
  validFrom?: string | null;
  validTo?: string | null;
}

const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];

/**
 * The defaults (business-facts.md): classes 17:00-21:00 on weekdays and 09:00-21:00 at
 * weekends; peak 19:00-21:00 every day and 09:00-11:00 at weekends.
 */
export const DEFAULT_WINDOWS: readonly TeachingWindow[] = [
  ...WEEKDAYS.map((isoDay) => ({ kind: 'TEACHING' as const, isoDay, ...hours(17, 21) })),
  ...WEEKEND.map((isoDay) => ({ kind: 'TEACHING' as const, isoDay, ...hours(9, 21) })),
  ...[...WEEKDAYS, ...WEEKEND].map((isoDay) => ({
    kind: 'PEAK' as const,
    isoDay,
    ...hours(19, 21),
  })),
  ...WEEKEND.map((isoDay) => ({ kind: 'PEAK' as const, isoDay, ...hours(9, 11) })),
];

function appliesOn(window: TeachingWindow, isoDay: number, date: string): boolean {
  if (window.isoDay !== isoDay) return false;
  if (window.validFrom && date < window.validFrom) return false;
  if (window.validTo && date > window.validTo) return false;
  return true;
}

/**
 * The starts of the units of one week for a class of `time` teaching minutes: every half hour
 * of the teaching windows (SPECIAL ones on their dates) at which the whole class fits inside
 * one window. Sorted, without duplicates.
 */
export function weekUnitStarts(
  weekStart: number,
  time: number,
  windows: readonly TeachingWindow[],
): number[] {
  const block = blockMinutes(time);
  const starts = new Set<number>();
  for (let day = 0; day < 7; day += 1) {
    const dayStart = weekStart + day * DAY_MS;
    const date = beijingDate(dayStart);
    for (const window of windows) {
      if (window.kind === 'PEAK' || !appliesOn(window, day + 1, date)) continue;
      const first = Math.ceil(window.startMinute / GRID_MINUTES) * GRID_MINUTES;
      for (let minute = first; minute + block <= window.endMinute; minute += GRID_MINUTES)
        starts.add(dayStart + minute * MINUTE_MS);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** Whether a class starting at `start` is in peak time (its start falls in a peak window). */
export function isPeakTime(start: number, windows: readonly TeachingWindow[]): boolean {
  const { isoDay, minute } = beijingDayMinute(start);
  const date = beijingDate(start);
  return windows.some(
    (w) =>
      w.kind === 'PEAK' &&
      appliesOn(w, isoDay, date) &&
      minute >= w.startMinute &&
      minute < w.endMinute,
  );
}

/** Whether `start` is a unit start of the week for a class of `time` minutes. */
export function isUnitStart(
  start: number,
  time: number,
  windows: readonly TeachingWindow[],
): boolean {
  return weekUnitStarts(beijingWeekStart(start), time, windows).includes(start);
}

/**
 * The school plans in Beijing time (UTC+8, no daylight saving since 1991): weeks start on the
 * ISO Monday at 00:00 there, and teaching hours and peak time are Beijing hours (decision
 * 039). A class never moves in Beijing time; the teacher's own clock may, and the screen says
 * so.
 */
import { blockMinutes, GRID_MINUTES } from './class-types.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
export const BEIJING_ZONE = 'Asia/Shanghai';
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;
/** 1970-01-05, a Monday: epoch day 4. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The Beijing Monday 00:00 of the week holding `at` (epoch ms). */
export function beijingWeekStart(at: number): number {
  const local = at + BEIJING_OFFSET_MS - FIRST_MONDAY_MS;
  return Math.floor(local / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS - BEIJING_OFFSET_MS;
}

/** Whether `at` is a Beijing Monday 00:00 (what `weekStartTime` must be). */
export function isBeijingWeekStart(at: number): boolean {
  return beijingWeekStart(at) === at;
}

/** The Beijing calendar date of `at` as `YYYY/MM/DD`. */
export function beijingDate(at: number): string {
  const d = new Date(at + BEIJING_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** ISO day (1 Monday .. 7 Sunday) and minute of the day of `at` in Beijing. */
export function beijingDayMinute(at: number): { isoDay: number; minute: number } {
  const d = new Date(at + BEIJING_OFFSET_MS);
  return {
    isoDay: ((d.getUTCDay() + 6) % 7) + 1,
    minute: d.getUTCHours() * 60 + d.getUTCMinutes(),
  };
}

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

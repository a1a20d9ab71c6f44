import { fixedLeaveQuery, LEAVE_RANGE_MAX_MS, type LeaveCourse } from '@portal/contracts';
import { formatDate, inZone } from '../../../lib/dates';
import { queryField } from '../../../lib/query-field';

/** A held time the leave screen lists (`GET leave course list`). */
export type { LeaveCourse };

export interface TimeRange {
  startTime: number;
  endTime: number;
}

/**
 * The times the screen lists: from now to as far as classes open (five weeks) and a day, the
 * longest range the call reads.
 */
export function leaveRange(now: number): TimeRange {
  return { startTime: now, endTime: now + LEAVE_RANGE_MAX_MS };
}

/**
 * Whether the teacher may pick a time here: not started or otherwise locked, and not a week of
 * a fixed class (those leave through the fixed leave calls, one week or the rest).
 */
export function isPickable(course: LeaveCourse): boolean {
  return !course.lock && course.periodId === null;
}

export interface CourseDay {
  /** The teacher's own date, `YYYY/MM/DD`. */
  date: string;
  /** `Mon` */
  weekday: string;
  courses: LeaveCourse[];
}

/** The times by the teacher's own day, in order (the day-by-day list of the screen). */
export function groupByDay(courses: readonly LeaveCourse[], zone: string): CourseDay[] {
  const days = new Map<string, CourseDay>();
  for (const course of [...courses].sort((a, b) => a.startTime - b.startTime)) {
    const date = formatDate(course.startTime, zone);
    let day = days.get(date);
    if (!day) {
      day = { date, weekday: inZone(course.startTime, zone).format('ddd'), courses: [] };
      days.set(date, day);
    }
    day.courses.push(course);
  }
  return [...days.values()];
}

/** The teacher's days that hold something to pick: the day and range pickers' options. */
export function pickableDays(days: readonly CourseDay[]): CourseDay[] {
  return days.filter((day) => day.courses.some(isPickable));
}

/**
 * The pickable times of the teacher's days `from` to `to` (both included, either order):
 * "a day" is a range of one day.
 */
export function slotsInDays(days: readonly CourseDay[], from: string, to: string): number[] {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return days
    .filter((day) => day.date >= first && day.date <= last)
    .flatMap((day) => day.courses.filter(isPickable).map((course) => course.slotId));
}

/** Picks or unpicks one time. */
export function togglePick(picks: readonly number[], slotId: number): number[] {
  return picks.includes(slotId) ? picks.filter((id) => id !== slotId) : [...picks, slotId];
}

/** The picks the fresh list still offers (a time that started or went away falls out). */
export function keepPickable(picks: readonly number[], courses: readonly LeaveCourse[]): number[] {
  const offered = new Set(courses.filter(isPickable).map((course) => course.slotId));
  return picks.filter((id) => offered.has(id));
}

/** A refusal that asks the teacher to contact support (within the free lead: spec section 8). */
export const SUPPORT_REFUSAL = 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR';

/** Whether any picked time can only be given back through support (an emergency). */
export function needsSupport(picks: readonly number[], courses: readonly LeaveCourse[]): boolean {
  return courses.some((c) => picks.includes(c.slotId) && c.refusal === SUPPORT_REFUSAL);
}

const FIXED_LEAVE = fixedLeaveQuery.shape;

/** The fixed class's week a leave is for (`?periodId=&startTime=`), or null. */
export function fixedLeaveTarget(
  params: URLSearchParams,
): { periodId: number; startTime: number } | null {
  // Read as the fixed class's leave call reads them (contracts' fixedLeaveQuery).
  const periodId = queryField(FIXED_LEAVE.periodId, params.get('periodId'));
  const startTime = queryField(FIXED_LEAVE.startTime, params.get('startTime'));
  if (!periodId || !startTime) return null;
  return { periodId, startTime };
}

/**
 * When a teacher may open, hold or give back a time (spec sections 8 and 9; decision 039).
 * Each refusal is a catalogue code, sent with the `BIZ_TEACHER_` prefix.
 */
import { mayMove } from '../lifecycle/define-lifecycle.js';
import {
  FREE_UNIT,
  JOINABLE_STATUSES,
  SLOT_LIFECYCLE,
  type SlotStatus,
  type StoredSlotStatus,
} from './slot-statuses.js';
import type { ClassTypeView } from './class-schemas.js';
import type { ClassPermission } from './class-types.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS, beijingWeekStart } from '../calendar/index.js';

/** Slots open at most five weeks ahead. */
export const OPEN_AHEAD_MS = 5 * WEEK_MS;
/** Regular (grid) classes never open within 24 hours of their start. */
export const REGULAR_OPEN_LEAD_MS = 24 * HOUR_MS;
/** No class opens within 10 minutes of its start. */
export const ANY_OPEN_LEAD_MS = 10 * MINUTE_MS;
/** Standby is held only for the next 24 hours. */
export const STANDBY_AHEAD_MS = 24 * HOUR_MS;
/** A booked class given back closer than this goes through support (section 9). */
export const CANCEL_SUPPORT_WINDOW_MS = 24 * HOUR_MS;
/** The class room opens this long before the start (the participation incentive asks 8). */
export const CLASS_ROOM_OPENS_BEFORE_MS = 15 * MINUTE_MS;
/** The most units one opening call may name (a week of the longest windows fits). */
export const OPEN_MAX_UNITS = 200;
/** Spec section 9's week offsets, in days: above 28 the screen clamps to 35 and refuses. */
export const WEEK_OFFSET_LIMIT_DAYS = 28;
export const WEEK_OFFSET_CLAMP_DAYS = 35;
/** Weeks the "cycle" call repeats a pattern into, at most (the window's remaining weeks). */
export const CYCLE_MAX_WEEKS = 4;

export type OpenRefusal =
  | 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME'
  | 'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT'
  | 'BIZ_TEACHER_BOOK_COURSE_WITHIN_10_MINUTE'
  | 'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR';

/** Why a unit starting at `start` may not be opened now, or undefined when it may. */
export function openRefusal(start: number, now: number, regular: boolean): OpenRefusal | undefined {
  const lead = start - now;
  if (lead <= 0) return 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME';
  if (lead > OPEN_AHEAD_MS) return 'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT';
  if (lead < ANY_OPEN_LEAD_MS) return 'BIZ_TEACHER_BOOK_COURSE_WITHIN_10_MINUTE';
  if (regular && lead < REGULAR_OPEN_LEAD_MS) return 'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR';
  return undefined;
}

/** Whether a week (its Beijing Monday) is beyond the five weeks a teacher may look at. */
export function weekTooFar(weekStart: number, now: number): boolean {
  return weekStart - beijingWeekStart(now) > WEEK_OFFSET_LIMIT_DAYS * DAY_MS;
}

export type StandbyRefusal =
  'BIZ_TEACHER_STANDBY_EXPIRE_BEGUN' | 'BIZ_TEACHER_STANDBY_OVER_24_HOUR';

/** Why standby may not be held at `start` now (capacity and overlaps are the database's). */
export function standbyRefusal(start: number, now: number): StandbyRefusal | undefined {
  if (start <= now) return 'BIZ_TEACHER_STANDBY_EXPIRE_BEGUN';
  if (start - now > STANDBY_AHEAD_MS) return 'BIZ_TEACHER_STANDBY_OVER_24_HOUR';
  return undefined;
}

/**
 * The status of a unit the teacher holds nothing at, as the grid shows it: EMPTY once its time
 * has gone by with nothing held, STANDBY_AVAILABLE where standby may be held (main grid only,
 * seats left), AVAILABLE where a class may be opened, else UNAVAILABLE (too close, beyond the
 * window, or the teacher is busy then with another class).
 */
export function freeUnitStatus(unit: {
  start: number;
  now: number;
  regular: boolean;
  busy: boolean;
  /** Whether the grid offers standby (the main grid), and whether this time's standby is full. */
  standbyGrid: boolean;
  standbyFull: boolean;
}): SlotStatus {
  const { start, now } = unit;
  if (start <= now) return FREE_UNIT.EMPTY;
  if (unit.busy) return FREE_UNIT.UNAVAILABLE;
  if (!openRefusal(start, now, unit.regular)) return FREE_UNIT.AVAILABLE;
  if (unit.standbyGrid && !unit.standbyFull && !standbyRefusal(start, now))
    return FREE_UNIT.STANDBY_AVAILABLE;
  return FREE_UNIT.UNAVAILABLE;
}

export type CancelRefusal =
  | 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR'
  | 'BIZ_TEACHER_COURSE_ALREADY_BOOKED'
  | 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME';

/**
 * Why the teacher may not give a held time back: an unbooked one is free until it starts; a
 * booked one goes through leave (and within 24 hours, through support).
 */
export function cancelRefusal(
  status: StoredSlotStatus,
  start: number,
  now: number,
): CancelRefusal | undefined {
  if (start <= now) return 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME';
  // A booked class leaves through leave: its `giveBack` (or a standby's `handOver`).
  if (mayMove(SLOT_LIFECYCLE, 'giveBack', status))
    return start - now < CANCEL_SUPPORT_WINDOW_MS
      ? 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR'
      : 'BIZ_TEACHER_COURSE_ALREADY_BOOKED';
  if (mayMove(SLOT_LIFECYCLE, 'cancel', status)) return undefined;
  return 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME';
}

/** Whether a class's room is served now: from 15 minutes before the start to its end. */
export function classRoomOpen(window: { startsAt: number; endsAt: number }, now: number): boolean {
  return now >= window.startsAt - CLASS_ROOM_OPENS_BEFORE_MS && now < window.endsAt;
}

/**
 * Whether the teacher may join a class's room now (the server's join, the home's Join button):
 * a booked or running class, in its room's window.
 */
export function classJoinable(
  cls: { status: string; startsAt: number; endsAt: number },
  now: number,
): boolean {
  return (JOINABLE_STATUSES as readonly string[]).includes(cls.status) && classRoomOpen(cls, now);
}

/**
 * The screen's week offset after a move of `days` (spec section 4): above 28 it clamps to 35
 * and the screen clears the slots and shows the five-week error.
 */
export function nextWeekOffset(offset: number, days: number): { offset: number; tooFar: boolean } {
  const next = Math.max(0, offset + days);
  if (next > WEEK_OFFSET_LIMIT_DAYS) return { offset: WEEK_OFFSET_CLAMP_DAYS, tooFar: true };
  return { offset: next, tooFar: false };
}

/**
 * Whether a teacher is a candidate to stand by: standby covers main classes, so the main type
 * must be offered and theirs to teach (its permission, when OPERATIONS set one). Otherwise
 * spec section 8's COURSE_NO_MAIN_CLASS_NOT_CANDIDATE asks them to contact the office staff
 * (decision 075).
 */
export function mainClassCandidate(
  main: Pick<ClassTypeView, 'active' | 'permission'> | undefined,
  permissions: readonly ClassPermission[],
): boolean {
  if (!main?.active) return false;
  return main.permission === null || permissions.includes(main.permission);
}

import {
  DAY_MS,
  WEEK_OFFSET_CLAMP_DAYS,
  beijingWeekStart,
  nextWeekOffset,
} from '@portal/contracts';

/** One step of the week navigation, in days (the offset is counted in days, spec section 3). */
export const WEEK_STEP_DAYS = 7;

/**
 * The Beijing Monday 00:00 of the week `offsetDays` after the current one (decision 039:
 * weeks start on the ISO Monday in Beijing, whatever the teacher's own zone).
 */
export function weekStartFor(now: number, offsetDays: number): number {
  return beijingWeekStart(now) + offsetDays * DAY_MS;
}

export interface WeekMove {
  offset: number;
  /** The move went past the five weeks: the slots are cleared and the limit's message shown. */
  tooFar: boolean;
}

/** The offset after a step back (-1) or forward (+1), through the contracts' rule. */
export function moveWeek(offset: number, direction: -1 | 1): WeekMove {
  return nextWeekOffset(offset, direction * WEEK_STEP_DAYS);
}

/** Whether the offset is the clamped one past the limit: nothing may be listed there. */
export function isBeyondLimit(offset: number): boolean {
  return offset >= WEEK_OFFSET_CLAMP_DAYS;
}

/** 0 for this week, 1 for next week, ...: the week's number from now. */
export function weeksAhead(offset: number): number {
  return Math.floor(offset / WEEK_STEP_DAYS);
}

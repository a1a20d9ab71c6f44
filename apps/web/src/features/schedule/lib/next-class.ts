import { MINUTE_MS, type TeacherClass } from '@portal/contracts';

/*
 * The home page's next-class card and this week's list (decision 061): how long until the
 * class starts (or ends), when that text next changes, and which of the week's classes follow.
 */

/** Where a class stands against the clock, in whole minutes (rounded up: never "0 min"). */
export type Countdown =
  | { phase: 'before'; days: number; hours: number; minutes: number }
  | { phase: 'running'; minutesLeft: number }
  | { phase: 'ended' };

export function countdown(cls: { startTime: number; endTime: number }, now: number): Countdown {
  if (now >= cls.endTime) return { phase: 'ended' };
  if (now >= cls.startTime)
    return { phase: 'running', minutesLeft: Math.ceil((cls.endTime - now) / MINUTE_MS) };
  const total = Math.ceil((cls.startTime - now) / MINUTE_MS);
  return {
    phase: 'before',
    days: Math.floor(total / (24 * 60)),
    hours: Math.floor((total % (24 * 60)) / 60),
    minutes: total % 60,
  };
}

/**
 * Milliseconds until the countdown's text, or whether the room is open, may change: the next
 * whole minute before the start (or the end, once running). The room opens a whole number of
 * minutes before the start, so it opens on one of these ticks.
 */
export function msToNextChange(cls: { startTime: number; endTime: number }, now: number): number {
  const anchor = now >= cls.startTime ? cls.endTime : cls.startTime;
  const rest = (((anchor - now) % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  return rest === 0 ? MINUTE_MS : rest;
}

/**
 * The rest of this week after the next class: what has not ended yet, the next class left
 * out (its card shows it), soonest first. A given-back time is never in the week's read.
 */
export function laterThisWeek(
  classes: readonly TeacherClass[],
  nextClassId: number | null,
  now: number,
): TeacherClass[] {
  return classes
    .filter((cls) => cls.classId !== nextClassId && cls.endTime > now)
    .sort((a, b) => a.startTime - b.startTime);
}

/**
 * Fixed classes (decision 041): a teacher offers a period, weekly Beijing times over a date
 * range; the student side asks for a place; the teacher accepts within a deadline and every
 * week of the period is booked at once. The period is kept as an iCalendar rule (`rrule`).
 */
import * as rruleModule from 'rrule';
import type { ClassPermission } from '../classes/class-types.js';
import { mayMove, movesFrom } from '../lifecycle/define-lifecycle.js';
import {
  BEIJING_OFFSET_MS,
  beijingDate,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  WEEK_MS,
} from '../calendar/index.js';
import { FIXED_PERIOD_LIFECYCLE, type FixedPeriodStatus } from './fixed-period.lifecycle.js';
import {
  FIXED_REQUEST,
  FIXED_REQUEST_LIFECYCLE,
  type FixedRequestStatus,
} from './fixed-request.lifecycle.js';

/**
 * rrule ships CommonJS for Node (which puts its exports under `default` when imported from an
 * ES module) and ES modules for bundlers (named exports): take whichever this runtime loaded.
 */
const rrule: typeof rruleModule = (rruleModule as Partial<typeof rruleModule>).RRule
  ? rruleModule
  : Reflect.get(rruleModule, 'default');
const { RRule, RRuleSet, rrulestr } = rrule;

export * from './fixed-period.lifecycle.js';
export * from './fixed-request.lifecycle.js';

/**
 * Periods nobody holds a place in yet (a request may still be accepted): requests come, the
 * plan may change, a week goes at once.
 */
export const OPEN_FIXED_PERIOD_STATUSES: readonly FixedPeriodStatus[] = movesFrom(
  FIXED_PERIOD_LIFECYCLE,
  'accept',
);

export function fixedPeriodOpen(status: string): boolean {
  return mayMove(FIXED_PERIOD_LIFECYCLE, 'accept', status as FixedPeriodStatus);
}

/** A period whose weeks are booked: a week leaves it through leave, the continue check asks. */
export function fixedPeriodBooked(status: string): boolean {
  return mayMove(FIXED_PERIOD_LIFECYCLE, 'endEmpty', status as FixedPeriodStatus);
}

/** Periods still running: a week may be taken out of them; the clock ends them. */
export const LIVE_FIXED_PERIOD_STATUSES: readonly FixedPeriodStatus[] = movesFrom(
  FIXED_PERIOD_LIFECYCLE,
  'end',
);

/** Periods whose weeks are booked. */
export const BOOKED_FIXED_PERIOD_STATUSES: readonly FixedPeriodStatus[] = movesFrom(
  FIXED_PERIOD_LIFECYCLE,
  'endEmpty',
);

/** Whether a request still waits on the teacher's answer (its stored status). */
export function fixedRequestWaiting(status: string): boolean {
  return mayMove(FIXED_REQUEST_LIFECYCLE, 'accept', status as FixedRequestStatus);
}

export const FIXED_DECISIONS = ['ACCEPT', 'DECLINE'] as const;
export type FixedDecision = (typeof FIXED_DECISIONS)[number];
export const CONTINUE_DECISIONS = ['CONTINUE', 'END'] as const;
export type ContinueDecision = (typeof CONTINUE_DECISIONS)[number];

/** The permission that lets a teacher offer fixed classes (spec section 6: checked by a call). */
export const FIXED_CLASS_PERMISSION = 'FIXED_CLASS_BOOK' satisfies ClassPermission;

/** The numbers of fixed classes (not published anywhere: decision 041). */
export interface FixedPolicy {
  /** Hours the teacher has to answer a request. */
  acceptDeadlineHours: number;
  /** A request must be answered this long before the first class, and a period start after it. */
  minLeadHours: number;
  /** Days before a period's end from which the teacher is asked whether it continues. */
  continueCheckDays: number;
  /** Reminders of a waiting request, hours before its deadline. */
  reminderHoursBeforeDeadline: readonly number[];
  maxWeeks: number;
  maxWeeklyTimes: number;
}

export const DEFAULT_FIXED_POLICY: Readonly<FixedPolicy> = {
  acceptDeadlineHours: 48,
  minLeadHours: 24,
  continueCheckDays: 14,
  reminderHoursBeforeDeadline: [24, 2],
  maxWeeks: 26,
  maxWeeklyTimes: 14,
};

/** A weekly time in Beijing: ISO day (1 Monday .. 7 Sunday) and minute of the day. */
export interface WeeklyTime {
  isoDay: number;
  startMinute: number;
}

/** A period as the teacher saves it; dates are Beijing `YYYY/MM/DD`, both included. */
export interface FixedPeriodPlan {
  weeklyTimes: readonly WeeklyTime[];
  firstDate: string;
  lastDate: string;
  /** Starts taken out (a week given back through leave, or deleted while unbooked). */
  excluded?: readonly number[];
}

/** Beijing wall time `YYYY/MM/DD` + minutes as a "floating" Date (its UTC fields are the wall time). */
function floating(date: string, minutes = 0): Date {
  const [y, m, d] = date.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + minutes * MINUTE_MS);
}

/**
 * The period's rule, as stored: one weekly RRULE per time of day (days grouped), EXDATEs for
 * the weeks taken out. Times are floating (no `Z`, no TZID) and mean Beijing wall time: rrule
 * expands a TZID through the server's own zone, which must never matter, and Beijing has had
 * no daylight saving since 1991, so wall time plus a fixed offset is the instant.
 */
export function fixedPeriodRule(plan: FixedPeriodPlan): string {
  const byMinute = new Map<number, number[]>();
  for (const { isoDay, startMinute } of plan.weeklyTimes)
    byMinute.set(startMinute, [...(byMinute.get(startMinute) ?? []), isoDay]);
  const set = new RRuleSet();
  const dtstart = floating(plan.firstDate);
  const until = floating(plan.lastDate, 24 * 60 - 1);
  for (const [minute, days] of [...byMinute].sort((a, b) => a[0] - b[0]))
    set.rrule(
      new RRule({
        freq: RRule.WEEKLY,
        wkst: RRule.MO,
        // rrule numbers weekdays from 0 (Monday).
        byweekday: [...new Set(days)].sort().map((isoDay) => isoDay - 1),
        byhour: [Math.floor(minute / 60)],
        byminute: [minute % 60],
        bysecond: [0],
        dtstart,
        until,
      }),
    );
  // rrule writes the EXDATEs in order, whatever order they came in.
  for (const start of plan.excluded ?? []) set.exdate(new Date(start + BEIJING_OFFSET_MS));
  return set.toString().replace(/(\d{8}T\d{6})Z/g, '$1');
}

/** Every class start (epoch ms) of a stored rule, sorted, each once. */
export function expandFixedRule(rule: string): number[] {
  // rrule answers a set's occurrences in order, each once.
  return rrulestr(rule)
    .all()
    .map((date) => date.getTime() - BEIJING_OFFSET_MS);
}

/** Every class start of a period: its rule, expanded. */
export function expandFixedPeriod(plan: FixedPeriodPlan): number[] {
  return expandFixedRule(fixedPeriodRule(plan));
}

/** The instants a period covers: from its first date's Beijing midnight to after its last date. */
export function fixedPeriodRange(plan: Pick<FixedPeriodPlan, 'firstDate' | 'lastDate'>): {
  start: number;
  end: number;
} {
  return {
    start: floating(plan.firstDate).getTime() - BEIJING_OFFSET_MS,
    end: floating(plan.lastDate).getTime() + DAY_MS - BEIJING_OFFSET_MS,
  };
}

/** Weeks a period spans, a part week counting whole. */
export function fixedPeriodWeeks(plan: Pick<FixedPeriodPlan, 'firstDate' | 'lastDate'>): number {
  const { start, end } = fixedPeriodRange(plan);
  return Math.ceil((end - start) / WEEK_MS);
}

/** The dates of the period that continues one: the day after its last, for as many days. */
export function continuedPeriodDates(plan: Pick<FixedPeriodPlan, 'firstDate' | 'lastDate'>): {
  firstDate: string;
  lastDate: string;
} {
  const { start, end } = fixedPeriodRange(plan);
  return { firstDate: beijingDate(end), lastDate: beijingDate(end + (end - start) - DAY_MS) };
}

/** Why a period's starts cannot be offered: none at all, or the first too close. */
export function fixedStartsRefusal(
  starts: readonly number[],
  now: number,
  policy: FixedPolicy,
): 'BIZ_TEACHER_COURSE_NOT_EXIST' | 'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR' | null {
  const first = starts[0];
  if (first === undefined) return 'BIZ_TEACHER_COURSE_NOT_EXIST';
  if (first - now < policy.minLeadHours * HOUR_MS) return 'BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR';
  return null;
}

/**
 * When a request stops waiting: `acceptDeadlineHours` after it came, but never later than
 * `minLeadHours` before the first class, so every week is still ahead when it is booked.
 */
export function acceptDeadline(
  requestedAt: number,
  firstStart: number,
  policy: FixedPolicy,
): number {
  return Math.min(
    requestedAt + policy.acceptDeadlineHours * HOUR_MS,
    firstStart - policy.minLeadHours * HOUR_MS,
  );
}

/** A request's status as of `now`: a PENDING one past its deadline reads EXPIRED. */
export function fixedRequestStatusAt(
  request: { status: FixedRequestStatus; deadline: number },
  now: number,
): FixedRequestStatus {
  return fixedRequestWaiting(request.status) && now >= request.deadline
    ? FIXED_REQUEST.EXPIRED
    : request.status;
}

/** Why the teacher may not answer a request now (accept or decline). */
export function fixedAnswerRefusal(
  request: { status: FixedRequestStatus; deadline: number },
  now: number,
): 'BIZ_STATUS_TYPE_NOT_MATCHING' | 'BIZ_TEACHER_FIXED_REQUEST_EXPIRED' | null {
  if (!fixedRequestWaiting(request.status)) return 'BIZ_STATUS_TYPE_NOT_MATCHING';
  if (now >= request.deadline) return 'BIZ_TEACHER_FIXED_REQUEST_EXPIRED';
  return null;
}

/** When to remind the teacher of a waiting request: the policy's hours before the deadline, after it came. */
export function reminderTimes(
  requestedAt: number,
  deadline: number,
  policy: FixedPolicy,
): number[] {
  const times = policy.reminderHoursBeforeDeadline
    .map((hours) => deadline - hours * HOUR_MS)
    .filter((at) => at > requestedAt);
  return [...new Set(times)].sort((a, b) => a - b);
}

/** The continue check of a period: open `continueCheckDays` before its end, until its end. */
export function continueCheckWindow(
  plan: Pick<FixedPeriodPlan, 'firstDate' | 'lastDate'>,
  policy: FixedPolicy,
): { opensAt: number; closesAt: number } {
  const { end } = fixedPeriodRange(plan);
  return { opensAt: end - policy.continueCheckDays * DAY_MS, closesAt: end };
}

/** Whether the teacher is asked now whether the period continues. */
export function continueCheckDue(
  plan: Pick<FixedPeriodPlan, 'firstDate' | 'lastDate'>,
  now: number,
  policy: FixedPolicy,
): boolean {
  const { opensAt, closesAt } = continueCheckWindow(plan, policy);
  return now >= opensAt && now < closesAt;
}

import {
  blockMinutes,
  continueCheckDue,
  continueCheckWindow,
  expandFixedRule,
  FIXED_REQUEST,
  fixedPeriodBooked,
  fixedRequestWaiting,
  fixedRequestStatusAt,
  MINUTE_MS,
  type ClassTypeView,
  type FixedPeriodView,
  type FixedPolicy,
  type FixedRequestStatus,
  type FixedRequestView,
} from '@portal/contracts';
import type { PeriodRow } from './fixed-periods.repository.js';
import type { RequestRow } from './fixed-requests.repository.js';

type CourseType = FixedPeriodView['courseType'];

/** Every class start of a period: its stored rule (the weeks taken out are its EXDATEs). */
export function startsOf(period: PeriodRow): number[] {
  return expandFixedRule(period.rule);
}

/** A request's status as of `now` (a waiting one past its deadline reads EXPIRED). */
export function statusOf(request: RequestRow, now: number): FixedRequestStatus {
  return fixedRequestStatusAt(
    { status: request.status as FixedRequestStatus, deadline: request.deadline.getTime() },
    now,
  );
}

/** A request's students as every answer shows them. */
export function studentsOf(request: RequestRow | undefined): FixedPeriodView['students'] {
  if (!request) return [];
  return request.studentIds.map((studentId) => ({
    studentId,
    level: request.level,
    unit: request.unit,
    lesson: request.lesson,
  }));
}

/** The starts of `starts` that overlap a time the teacher holds (not one of this period's own). */
export function collisionsOf(
  starts: readonly number[],
  blockMs: number,
  held: readonly { startsAt: Date; endsAt: Date; fixedPeriodId: number | null }[],
  periodId: number,
): number[] {
  return starts.filter((start) =>
    held.some(
      (row) =>
        row.fixedPeriodId !== periodId &&
        row.startsAt.getTime() < start + blockMs &&
        row.endsAt.getTime() > start,
    ),
  );
}

/** The time one class of a type holds in the calendar. */
export const blockMsOf = (type: Pick<ClassTypeView, 'time'>) => blockMinutes(type.time) * MINUTE_MS;

export function periodView(
  period: PeriodRow,
  context: {
    label: string;
    excluded: readonly number[];
    requests: readonly RequestRow[];
    now: number;
    policy: FixedPolicy;
  },
): FixedPeriodView {
  const { now, policy } = context;
  const accepted = context.requests.find((r) => r.status === FIXED_REQUEST.ACCEPTED);
  const decision = period.continueDecision as FixedPeriodView['continueCheck']['decision'];
  return {
    periodId: period.id,
    courseType: period.courseType as CourseType,
    smartClassType: period.smartClassType,
    label: context.label,
    weeklyTimes: period.weeklyTimes.map(({ isoDay, startMinute }) => ({ isoDay, startMinute })),
    firstDate: period.firstDate,
    lastDate: period.lastDate,
    status: period.status as FixedPeriodView['status'],
    rule: period.rule,
    starts: startsOf(period),
    excluded: [...context.excluded],
    students: studentsOf(accepted),
    pendingRequests: context.requests.filter((r) => fixedRequestWaiting(statusOf(r, now))).length,
    continueCheck: {
      ...continueCheckWindow(period, policy),
      due:
        fixedPeriodBooked(period.status) &&
        decision === null &&
        continueCheckDue(period, now, policy),
      decision,
    },
  };
}

export function requestView(
  request: RequestRow,
  period: PeriodRow,
  context: {
    label: string;
    now: number;
    collisions: readonly number[];
    /** The period's accepted request, for a request declined without an answer. */
    acceptedInPeriod?: number | null;
  },
): FixedRequestView {
  const status = statusOf(request, context.now);
  return {
    requestId: request.id,
    periodId: period.id,
    teacherId: period.teacherId,
    courseType: period.courseType as CourseType,
    label: context.label,
    weeklyTimes: period.weeklyTimes.map(({ isoDay, startMinute }) => ({ isoDay, startMinute })),
    firstDate: period.firstDate,
    lastDate: period.lastDate,
    students: studentsOf(request),
    requestedAt: request.requestedAt.getTime(),
    deadline: request.deadline.getTime(),
    status,
    decidedAt: request.decidedAt?.getTime() ?? null,
    declineReason: request.declineReason,
    // Only a request still waiting can collide: an answered one is settled.
    collisions: fixedRequestWaiting(status) ? [...context.collisions] : [],
    closedUnanswered: declinedUnanswered(request)
      ? { acceptedRequestId: context.acceptedInPeriod ?? null }
      : null,
  };
}

/**
 * Declined by the lifecycle's `declineUnanswered` (the place went to another request, or the
 * period was withdrawn): nobody answered it, so it names no decider.
 */
export function declinedUnanswered(request: RequestRow): boolean {
  return request.status === FIXED_REQUEST.DECLINED && request.decidedBy === null;
}

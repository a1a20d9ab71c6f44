/**
 * Leave, cancellations and no-shows (spec sections 3, 8 and 9; business-facts.md
 * "Cancellations and no-shows"; decision 041): the reasons and types, the policy's numbers and
 * who may cancel what, when. Refusals are catalogue codes (`BIZ_TEACHER_` on the wire).
 */
import { SLOT, type StoredSlotStatus } from '../classes/slot-statuses.js';
import { HOUR_MS } from '../calendar/index.js';
import { mayMove } from '../lifecycle/define-lifecycle.js';
import { noticeBusinessDays } from './leave-calendar.js';
import {
  COUNTING_RECORD_STATUSES,
  LEAVE_RECORD_LIFECYCLE,
  type LeaveRecordStatus,
} from './leave-record.lifecycle.js';

/** Why a teacher cannot teach (spec section 3); OTHER needs the teacher's own words. */
export const CANCELLATION_REASONS = [
  'SICKNESS',
  'INTERNET_ISSUE',
  'EQUIPMENT_ISSUE',
  'FAMILY_ISSUE',
  'BAD_WEATHER',
  'NO_POWER',
  'OTHER',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * How a booked class is given back (spec section 3). REGULAR: by the teacher, far enough
 * ahead; EMERGENCY: recorded by staff when the teacher contacted them; CARROT_EXCHANGE: paid
 * with a cancellation credit (the carrot shop's, or granted by staff until the shop exists).
 * Named CANCELLATION_ so they never meet the demo bookings' CANCEL_TYPES.
 */
export const CANCELLATION_TYPES = [
  'REGULAR_CANCELLATION',
  'EMERGENCY_CANCELLATION',
  'CARROT_EXCHANGE_CANCELLATION',
] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/**
 * What a cancellation (or a missed class) costs depends on its lead. The names carry no
 * numbers: OPERATIONS may change the hours, and a name saying "24H" would then lie.
 * PLANNED: notice of a break (business days) is given, so it is not counted; AHEAD: no fine;
 * LATE: the late fine; LAST_MINUTE: the last-minute fine; NO_SHOW: the class was missed.
 */
export const CANCEL_TIERS = ['PLANNED', 'AHEAD', 'LATE', 'LAST_MINUTE', 'NO_SHOW'] as const;
export type CancelTier = (typeof CANCEL_TIERS)[number];

/** Who gives the class back: the teacher on the portal, or staff in the console. */
export const CANCEL_ACTORS = ['TEACHER', 'STAFF'] as const;
export type CancelActor = (typeof CANCEL_ACTORS)[number];

/** The numbers of the policy: configuration OPERATIONS edit, money in cents. */
export interface CancellationPolicy {
  /** Months of one contract period; the allowance and the counts start again with each. */
  periodMonths: number;
  /** Booked classes a teacher may cancel per period; beyond it is flagged, never refused. */
  cancellationsPerPeriod: number;
  /** At least this many hours ahead: no fine, and the teacher may cancel alone. */
  freeLeadHours: number;
  /** Under this many hours ahead: the last-minute fine. */
  lastMinuteLeadHours: number;
  lateFineCents: number;
  lastMinuteFineCents: number;
  noShowFineCents: number;
  /** Business days of notice that make a cancellation planned leave (a break): not counted. */
  leaveNoticeBusinessDays: number;
  /** No-shows a teacher may have removed for free per contract year. */
  freePassesPerYear: number;
}

/**
 * The defaults (business-facts.md, a peer's published policy): 6 cancellations per 6-month
 * contract period; 24 hours or more ahead costs no fine, 2-24 hours $2 a class, under 2 hours
 * or a no-show $10 a class; a break needs 14 business days' notice; one free pass a year.
 */
export const DEFAULT_CANCELLATION_POLICY: Readonly<CancellationPolicy> = {
  periodMonths: 6,
  cancellationsPerPeriod: 6,
  freeLeadHours: 24,
  lastMinuteLeadHours: 2,
  lateFineCents: 200,
  lastMinuteFineCents: 1000,
  noShowFineCents: 1000,
  leaveNoticeBusinessDays: 14,
  freePassesPerYear: 1,
};

/** The tier of giving back a class starting at `start` at `now` (the missed class is NO_SHOW). */
export function cancelTier(start: number, now: number, policy: CancellationPolicy): CancelTier {
  const lead = start - now;
  if (noticeBusinessDays(now, start) >= policy.leaveNoticeBusinessDays) return 'PLANNED';
  if (lead >= policy.freeLeadHours * HOUR_MS) return 'AHEAD';
  if (lead >= policy.lastMinuteLeadHours * HOUR_MS) return 'LATE';
  return 'LAST_MINUTE';
}

/**
 * The tier of giving back a held time now: a booked class not started yet has one; an
 * unbooked time (free) or a started class has none. The leave list and the cost function both
 * read it, so a class the list shows as booked and late is costed as booked and late.
 */
export function heldTier(
  cls: { status: StoredSlotStatus; startTime: number },
  now: number,
  policy: CancellationPolicy,
): CancelTier | null {
  return cls.status === SLOT.BOOKED && cls.startTime > now
    ? cancelTier(cls.startTime, now, policy)
    : null;
}

/** The fine of a tier, per class. */
export function tierFineCents(tier: CancelTier, policy: CancellationPolicy): number {
  if (tier === 'LATE') return policy.lateFineCents;
  if (tier === 'LAST_MINUTE') return policy.lastMinuteFineCents;
  if (tier === 'NO_SHOW') return policy.noShowFineCents;
  return 0;
}

/** Held times nobody is booked into: given back for free in a leave, as the schedule's cancel. */
const FREE_STATUSES: readonly StoredSlotStatus[] = [SLOT.OPEN, SLOT.INTENTION, SLOT.STANDBY_BOOKED];

export type LeaveRefusal =
  | 'BIZ_TEACHER_CANCEL_REASON_REQUIRED'
  | 'BIZ_TEACHER_COURSE_NOT_EXIST'
  | 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME'
  | 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR'
  | 'BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED'
  | 'BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH';

/**
 * The words of the cancellation staff record for the absent teacher when they call a standby
 * in (decision 052): the reason is OTHER, in the teacher's cancel history with these words.
 */
export const STANDBY_CALL_IN_REASON_TEXT = 'A standby teacher was called in to take this class.';

/** The reason is given: a listed one, or OTHER with the teacher's words. */
export function reasonGiven(reason: CancellationReason, text?: string | null): boolean {
  return reason !== 'OTHER' || Boolean(text?.trim());
}

/**
 * Why this class may not be given back in this leave, or null when it may. Named apart from
 * the schedule's `cancelRefusal` (opening-rules.ts), which refuses every booked class.
 *
 * - A class already started or finished never; a cancelled one does not exist any more.
 * - Unbooked held times are given back for free, whatever the type.
 * - REGULAR: only `freeLeadHours` ahead; closer, the teacher is asked to contact support
 *   (COURSE_WITHIN_24_HOUR, spec section 8). Staff record one at any lead when they call a
 *   standby in for an absent teacher (at the tier of that time), or an EMERGENCY.
 * - EMERGENCY: recorded by staff only; a teacher is asked to contact support (further ahead
 *   the type does not fit: REGULAR is theirs to use).
 * - CARROT_EXCHANGE: the teacher's own, at any lead, while a credit is left (`creditsLeft`,
 *   after the earlier classes of the same leave); planned leave needs none. Without one,
 *   within the free lead the teacher contacts support.
 */
export function leaveRefusal(input: {
  status: StoredSlotStatus;
  start: number;
  now: number;
  type: CancellationType;
  reason: CancellationReason;
  reasonText?: string | null;
  by: CancelActor;
  creditsLeft: number;
  policy: CancellationPolicy;
}): LeaveRefusal | null {
  const { status, start, now, type, by, policy } = input;
  if (!reasonGiven(input.reason, input.reasonText)) return 'BIZ_TEACHER_CANCEL_REASON_REQUIRED';
  if (status === SLOT.CANCELLED) return 'BIZ_TEACHER_COURSE_NOT_EXIST';
  if (start <= now) return 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME';
  if (FREE_STATUSES.includes(status)) return null;
  if (status !== SLOT.BOOKED) return 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME';
  const ahead = start - now >= policy.freeLeadHours * HOUR_MS;
  if (type === 'EMERGENCY_CANCELLATION') {
    if (by === 'STAFF') return null;
    return ahead ? 'BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED' : 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR';
  }
  if (type === 'REGULAR_CANCELLATION') {
    // Staff record one at any lead when they call a standby in for an absent teacher.
    if (ahead || by === 'STAFF') return null;
    return 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR';
  }
  if (by === 'STAFF') return 'BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED';
  if (input.creditsLeft > 0 || cancelTier(start, now, policy) === 'PLANNED') return null;
  return ahead ? 'BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH' : 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR';
}

// ---- Records: what a cancellation or a no-show left behind ---------------------------------

/** A leave record is a cancellation (one or more classes) or one missed class. */
export const LEAVE_KINDS = ['CANCELLATION', 'NO_SHOW'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

export const APPEAL_DECISIONS = ['ACCEPT', 'REJECT'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

type RecordState = { kind: LeaveKind; status: LeaveRecordStatus };

/**
 * Why a record may not be appealed: only a no-show or an emergency cancellation, and once (a
 * record that was appealed keeps the answer). One already reversed or removed has no cost left.
 */
export function appealRefusal(
  record: RecordState & { type: CancellationType | null; appealed: boolean },
): 'BIZ_TEACHER_APPEAL_NOT_ALLOWED' | 'BIZ_STATUS_TYPE_NOT_MATCHING' | null {
  const appealable = record.kind === 'NO_SHOW' || record.type === 'EMERGENCY_CANCELLATION';
  if (!appealable || record.appealed) return 'BIZ_TEACHER_APPEAL_NOT_ALLOWED';
  if (!mayMove(LEAVE_RECORD_LIFECYCLE, 'appeal', record.status))
    return 'BIZ_STATUS_TYPE_NOT_MATCHING';
  return null;
}

/**
 * Why a free pass may not remove this record: only a no-show whose costs stand, not while its
 * appeal waits, and only with a pass left this contract year.
 */
export function freePassRefusal(
  record: RecordState,
  freePassesLeft: number,
): 'BIZ_TEACHER_FREE_PASS_USED_UP' | 'BIZ_STATUS_TYPE_NOT_MATCHING' | null {
  if (record.kind !== 'NO_SHOW' || !COUNTING_RECORD_STATUSES.includes(record.status))
    return 'BIZ_STATUS_TYPE_NOT_MATCHING';
  if (freePassesLeft <= 0) return 'BIZ_TEACHER_FREE_PASS_USED_UP';
  return null;
}

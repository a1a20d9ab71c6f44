import { z } from 'zod';
import { courseType } from '../classes/class-schemas.js';
import { classWireFields } from '../classes/class-wire-fields.js';
import { OPEN_AHEAD_MS, OPEN_MAX_UNITS } from '../classes/opening-rules.js';
import { STORED_SLOT_STATUSES } from '../classes/slot-statuses.js';
import { DAY_MS } from '../calendar/index.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { multiLineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { HAND_OVER_TARGETS } from './cancellation-cost.js';
import {
  CANCEL_ACTORS,
  CANCEL_TIERS,
  CANCELLATION_REASONS,
  CANCELLATION_TYPES,
  reasonGiven,
} from './leave-policy.js';

/** The teacher's own words for OTHER, and an appeal's message. */
export const LEAVE_REASON_TEXT_MAX = 300;
export const APPEAL_MESSAGE_MAX = 1000;
/** The most files an appeal carries (decision 071). */
export const APPEAL_FILES_MAX = 3;
/** The most classes one leave gives back (every unit of a week fits). */
export const LEAVE_MAX_CLASSES = OPEN_MAX_UNITS;
/** The longest range one leave or list reads: the five weeks classes open ahead, and a day. */
export const LEAVE_RANGE_MAX_MS = OPEN_AHEAD_MS + DAY_MS;
/** Who wrote a record: the teacher, staff, or the class clock (a no-show). */
export const LEAVE_RECORDERS = [...CANCEL_ACTORS, 'CLOCK'] as const;
/** A fixed class's leave: one week, or every week left of its period. */
export const FIXED_LEAVE_SCOPES = ['ONE', 'REST'] as const;

export const cancellationReason = z.enum(CANCELLATION_REASONS, { error: FIELD_MESSAGES.invalid });
export const cancellationType = z.enum(CANCELLATION_TYPES, { error: FIELD_MESSAGES.invalid });
export const reasonText = optionalText(
  multiLineText().max(LEAVE_REASON_TEXT_MAX, FIELD_MESSAGES.invalid),
);
const positiveId = wireInt.pipe(z.number().int().positive());
const unique = <T>(list: T[]) => [...new Set(list)];
/** Preview unless told otherwise: a client that forgets the flag never cancels by accident. */
const preview = z.boolean().default(true);
/** What the preview showed (`costFingerprint`); a confirmation that differs is refused. */
export const fingerprint = optionalText(
  z.string().regex(/^[0-9a-f]{16}$/, { error: FIELD_MESSAGES.invalid }),
);
export const slotIds = z
  .array(positiveId)
  .min(1, FIELD_MESSAGES.required)
  .max(LEAVE_MAX_CLASSES, FIELD_MESSAGES.invalid)
  .transform(unique);

/** OTHER needs the teacher's words (the same rule `leaveRefusal` applies). */
export function requireReasonText(
  value: { reason: z.infer<typeof cancellationReason>; reasonText?: string },
  ctx: z.RefinementCtx,
): void {
  if (!reasonGiven(value.reason, value.reasonText))
    ctx.addIssue({ code: 'custom', path: ['reasonText'], message: FIELD_MESSAGES.reasonText });
}

/**
 * `POST leave` (the cancellation). The classes are picked one way: by slot ids, by start
 * times, or as a range (a day, a week). `preview` (default true) answers the cost and writes
 * nothing; `preview: false` confirms, all or nothing, in one transaction that computes the
 * same cost again (one function, `cancellationCost`).
 */
export const leaveRequest = z
  .object({
    slotIds: optionalText(slotIds),
    startTimes: optionalText(
      z
        .array(epochMs)
        .min(1, FIELD_MESSAGES.required)
        .max(LEAVE_MAX_CLASSES, FIELD_MESSAGES.invalid)
        .transform(unique),
    ),
    startTime: optionalText(epochMs),
    endTime: optionalText(epochMs),
    reason: cancellationReason,
    reasonText,
    type: cancellationType,
    preview,
    fingerprint,
  })
  .superRefine((value, ctx) => {
    const range = value.startTime !== undefined || value.endTime !== undefined;
    const ways = [value.slotIds, value.startTimes].filter(Boolean).length + Number(range);
    if (ways !== 1)
      ctx.addIssue({ code: 'custom', path: ['slotIds'], message: FIELD_MESSAGES.pickClasses });
    else if (
      range &&
      (value.startTime === undefined ||
        value.endTime === undefined ||
        value.endTime <= value.startTime ||
        value.endTime - value.startTime > LEAVE_RANGE_MAX_MS)
    )
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: FIELD_MESSAGES.invalid });
    requireReasonText(value, ctx);
  });
export type LeaveRequest = z.input<typeof leaveRequest>;
export type LeavePick = z.output<typeof leaveRequest>;

export const leaveCounts = z.object({
  cancellations: z.number(),
  noShows: z.number(),
  credits: z.number(),
  freePassesLeft: z.number(),
});

/** One class of a cancellation: `ClassCost` on the wire. */
export const classCostView = z.object({
  slotId: z.number(),
  startTime: z.number(),
  courseType,
  tier: z.enum(CANCEL_TIERS).nullable(),
  fineCents: z.number(),
  payLostCents: z.number(),
  carrotsLost: z.number(),
  counted: z.boolean(),
  creditUsed: z.boolean(),
  beyondAllowance: z.boolean(),
  handOver: z.enum(HAND_OVER_TARGETS),
  /** The catalogue code refusing this class (a preview shows them; a confirmation fails). */
  refusal: z.string().nullable(),
});
export type ClassCostView = z.infer<typeof classCostView>;

export const cancellationTotals = z.object({
  fineCents: z.number(),
  payLostCents: z.number(),
  carrotsLost: z.number(),
  classes: z.number(),
  counted: z.number(),
  creditsUsed: z.number(),
  handedToStandby: z.number(),
  studentSideTold: z.number(),
});

/** The answer of a leave, previewed or confirmed: `CancellationCost` and what was written. */
export const cancellationResult = z.object({
  preview: z.boolean(),
  /** The record written; null for a preview. */
  leaveId: z.number().nullable(),
  fingerprint: z.string(),
  ok: z.boolean(),
  classes: z.array(classCostView),
  totals: cancellationTotals,
  before: leaveCounts,
  after: leaveCounts,
  allowance: z.number(),
  allowanceExceeded: z.boolean(),
});
export type CancellationResult = z.infer<typeof cancellationResult>;

/** The policy's numbers, as shown to the teacher and edited by OPERATIONS. */
const count = (max: number, min = 0) =>
  wireInt.pipe(z.number().int().min(min, FIELD_MESSAGES.invalid).max(max, FIELD_MESSAGES.invalid));
export const cancellationPolicy = z
  .object({
    periodMonths: count(24, 1),
    cancellationsPerPeriod: count(100),
    freeLeadHours: count(168, 1),
    lastMinuteLeadHours: count(168),
    lateFineCents: count(10_000),
    lastMinuteFineCents: count(10_000),
    noShowFineCents: count(10_000),
    leaveNoticeBusinessDays: count(60, 1),
    freePassesPerYear: count(12),
  })
  .refine((p) => p.lastMinuteLeadHours <= p.freeLeadHours, {
    path: ['lastMinuteLeadHours'],
    error: FIELD_MESSAGES.invalid,
  });

export const leaveCount = leaveCounts.extend({
  periodStart: z.number(),
  periodEnd: z.number(),
  allowance: z.number(),
});
export type LeaveCount = z.infer<typeof leaveCount>;

/** `GET leave info`: the policy, this contract period and year, the counts. */
export const leaveInfo = leaveCount.extend({
  policy: cancellationPolicy,
  passYearStart: z.number(),
  passYearEnd: z.number(),
});
export type LeaveInfo = z.infer<typeof leaveInfo>;

export const leaveRangeQuery = z
  .object({ startTime: epochMs, endTime: epochMs })
  .refine((q) => q.endTime > q.startTime && q.endTime - q.startTime <= LEAVE_RANGE_MAX_MS, {
    path: ['endTime'],
    error: FIELD_MESSAGES.invalid,
  });

/** `GET leave course list`: the teacher's held times a leave may pick, with their state now. */
export const leaveCourse = z.object({
  slotId: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  courseType,
  smartClassType: z.string(),
  label: z.string(),
  status: z.enum(STORED_SLOT_STATUSES),
  /** It cannot be picked (started, or refused whatever the type). */
  lock: z.boolean(),
  peakTime: z.boolean(),
  peakCoinCount: z.number(),
  students: z.number(),
  /** The fixed period it belongs to (its leave goes through the fixed leave calls). */
  periodId: z.number().nullable(),
  standbyHeld: z.boolean(),
  /** A booked class's tier if given back now; null for an unbooked time. */
  tier: z.enum(CANCEL_TIERS).nullable(),
  /** Why a REGULAR cancellation by the teacher is refused now, or null. */
  refusal: z.string().nullable(),
  /** The original client's short names (`classWireNames`, decision 073). */
  ...classWireFields.shape,
});
export type LeaveCourse = z.infer<typeof leaveCourse>;
export const leaveCourseList = z.array(leaveCourse);

const fixedLeaveTarget = {
  periodId: positiveId,
  /** The week's class (for REST, the first week given back). */
  startTime: epochMs,
  scope: z.enum(FIXED_LEAVE_SCOPES, { error: FIELD_MESSAGES.invalid }).default('ONE'),
};
/** `GET fixed leave info`: the cost of leaving a fixed class's week (or the rest), previewed. */
export const fixedLeaveQuery = z.object({
  ...fixedLeaveTarget,
  type: cancellationType.default('REGULAR_CANCELLATION'),
});
export const fixedLeaveInfo = z.object({
  periodId: z.number(),
  scope: z.enum(FIXED_LEAVE_SCOPES),
  startTimes: z.array(z.number()),
  cost: cancellationResult,
});
/** `POST fixed leave confirm`: the weeks leave the period (excluded from its rule) too. */
export const fixedLeaveConfirm = z
  .object({
    ...fixedLeaveTarget,
    reason: cancellationReason,
    reasonText,
    type: cancellationType,
    fingerprint,
  })
  .superRefine(requireReasonText);
export type FixedLeaveConfirm = z.input<typeof fixedLeaveConfirm>;

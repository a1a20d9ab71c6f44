import { z } from 'zod';
import {
  classStudent,
  classTypeView,
  courseType,
  smartClassType,
  teacherClass,
} from '../classes/class-schemas.js';
import { GRID_MINUTES } from '../classes/class-types.js';
import { isCalendarDate } from '../calendar/wire-dates.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { epochMs, optionalText, wireDate, wireInt } from '../wire.js';
import {
  CONTINUE_DECISIONS,
  DEFAULT_FIXED_POLICY,
  FIXED_DECISIONS,
  FIXED_PERIOD_STATUSES,
  FIXED_REQUEST_STATUSES,
  fixedPeriodWeeks,
} from './fixed-period.js';
import { pageIndexField, pageSizeField } from '../paging.js';

/** The longest period (the message says 26: keep them together). */
export const FIXED_PERIOD_MAX_WEEKS = DEFAULT_FIXED_POLICY.maxWeeks;

const positiveId = wireInt.pipe(z.number().int().positive());
const calendarDate = wireDate.refine(isCalendarDate, FIELD_MESSAGES.invalid);

/** A weekly time in Beijing, on the half hour. */
export const weeklyTime = z.object({
  isoDay: wireInt.pipe(
    z.number().int().min(1, FIELD_MESSAGES.invalid).max(7, FIELD_MESSAGES.invalid),
  ),
  startMinute: wireInt.pipe(
    z
      .number()
      .int()
      .min(0, FIELD_MESSAGES.invalid)
      .max(24 * 60 - GRID_MINUTES, FIELD_MESSAGES.invalid)
      .refine((minute) => minute % GRID_MINUTES === 0, FIELD_MESSAGES.halfHour),
  ),
});
export type WeeklyTimeInput = z.input<typeof weeklyTime>;

/**
 * `POST save`: a new period, or an OFFERED one changed (`periodId`). The server checks each
 * start against the teaching windows and the teacher's held times; an ACTIVE period's weeks
 * change only through leave.
 */
export const fixedPeriodInput = z
  .object({
    periodId: optionalText(positiveId),
    courseType,
    /** The catalogue entry, where a course type has several (Cambridge 100 or 45 minutes). */
    smartClassType: optionalText(smartClassType),
    weeklyTimes: z
      .array(weeklyTime)
      .min(1, FIELD_MESSAGES.required)
      .max(DEFAULT_FIXED_POLICY.maxWeeklyTimes, FIELD_MESSAGES.invalid),
    firstDate: calendarDate,
    lastDate: calendarDate,
  })
  .superRefine((period, ctx) => {
    const keys = period.weeklyTimes.map((t) => `${t.isoDay}:${t.startMinute}`);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyTimes'],
        message: FIELD_MESSAGES.weeklyTimeRepeated,
      });
    if (period.lastDate < period.firstDate)
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: FIELD_MESSAGES.dateOrder });
    else if (fixedPeriodWeeks(period) > FIXED_PERIOD_MAX_WEEKS)
      ctx.addIssue({
        code: 'custom',
        path: ['lastDate'],
        message: FIELD_MESSAGES.fixedPeriodLength,
      });
  });
export type FixedPeriodInput = z.input<typeof fixedPeriodInput>;

export const continueCheckState = z.object({
  opensAt: z.number(),
  closesAt: z.number(),
  due: z.boolean(),
  decision: z.enum(CONTINUE_DECISIONS).nullable(),
});

export const fixedPeriodView = z.object({
  periodId: z.number(),
  courseType,
  smartClassType: z.string(),
  label: z.string(),
  weeklyTimes: z.array(z.object({ isoDay: z.number(), startMinute: z.number() })),
  firstDate: z.string(),
  lastDate: z.string(),
  status: z.enum(FIXED_PERIOD_STATUSES),
  /** The stored iCalendar rule (floating times: Beijing wall time). */
  rule: z.string(),
  /** Every class start of the period, the weeks taken out aside. */
  starts: z.array(z.number()),
  excluded: z.array(z.number()),
  /** The students of the accepted request. */
  students: z.array(classStudent),
  pendingRequests: z.number(),
  continueCheck: continueCheckState,
});
export type FixedPeriodView = z.infer<typeof fixedPeriodView>;
export const fixedPeriodList = z.array(fixedPeriodView);

/** `GET fixed times`: the teacher's weekly fixed times, one row per time of each live period. */
export const fixedTime = z.object({
  periodId: z.number(),
  isoDay: z.number(),
  startMinute: z.number(),
  courseType,
  label: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  status: z.enum(FIXED_PERIOD_STATUSES),
  students: z.number(),
});
export const fixedTimeList = z.array(fixedTime);

/** `GET quick config`: what the set-up screen offers and its limits. */
export const fixedQuickConfig = z.object({
  /** The fixed-class permission (spec section 6). */
  permitted: z.boolean(),
  /** The teacher takes requests for fixed places (`POST open fixed class`). */
  open: z.boolean(),
  classTypes: z.array(classTypeView),
  /** Per class type, each weekday's unit starts (Beijing minutes) in the teaching windows. */
  unitMinutes: z.array(
    z.object({
      smartClassType: z.string(),
      isoDay: z.number(),
      startMinutes: z.array(z.number()),
    }),
  ),
  acceptDeadlineHours: z.number(),
  minLeadHours: z.number(),
  continueCheckDays: z.number(),
  maxWeeks: z.number(),
  maxWeeklyTimes: z.number(),
  defaultFirstDate: z.string(),
  defaultLastDate: z.string(),
});
export type FixedQuickConfig = z.infer<typeof fixedQuickConfig>;

export const fixedPermission = z.object({ permitted: z.boolean() });
export const openFixedRequest = z.object({ open: z.boolean() });
export const openFixedState = z.object({ open: z.boolean(), permitted: z.boolean() });

/** `POST fixed class page`: the classes of the teacher's fixed periods, paged. */
export const fixedClassPageRequest = z
  .object({
    periodId: optionalText(positiveId),
    startTime: optionalText(epochMs),
    endTime: optionalText(epochMs),
    pageIndex: pageIndexField,
    pageSize: pageSizeField(),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.endTime > q.startTime, {
    path: ['endTime'],
    error: FIELD_MESSAGES.invalid,
  });
export const fixedClass = teacherClass.extend({ periodId: z.number() });
export const fixedClassPage = z.object({ total: z.number(), list: z.array(fixedClass) });

/** A request for a fixed place, as the teacher (and the student side) reads it. */
export const fixedRequestView = z.object({
  requestId: z.number(),
  periodId: z.number(),
  teacherId: z.number(),
  courseType,
  label: z.string(),
  weeklyTimes: z.array(z.object({ isoDay: z.number(), startMinute: z.number() })),
  firstDate: z.string(),
  lastDate: z.string(),
  students: z.array(classStudent),
  requestedAt: z.number(),
  deadline: z.number(),
  status: z.enum(FIXED_REQUEST_STATUSES),
  decidedAt: z.number().nullable(),
  declineReason: z.string().nullable(),
  /** Starts the teacher now holds something else at: accepting would be refused. */
  collisions: z.array(z.number()),
  /**
   * Declined without the teacher's answer (issue 36): the period's times went to the request
   * `acceptedRequestId`, or, when it is null, the period was withdrawn. Null for any other.
   */
  closedUnanswered: z.object({ acceptedRequestId: z.number().nullable() }).nullable(),
});
export type FixedRequestView = z.infer<typeof fixedRequestView>;

export const acceptListQuery = z.object({
  status: optionalText(z.enum(FIXED_REQUEST_STATUSES, { error: FIELD_MESSAGES.invalid })),
});
export const fixedRequestList = z.array(fixedRequestView);

/** `POST confirm accept`: ACCEPT books every week of the period, all or nothing. */
export const confirmAcceptRequest = z.object({
  requestId: positiveId,
  decision: z.enum(FIXED_DECISIONS, { error: FIELD_MESSAGES.invalid }),
  reason: optionalText(lineText().max(300, FIELD_MESSAGES.invalid)),
});
export type ConfirmAcceptRequest = z.input<typeof confirmAcceptRequest>;

/** `GET reminders`: requests waiting on the teacher and periods asking whether they continue. */
export const fixedReminders = z.object({
  requests: z.array(
    z.object({ requestId: z.number(), periodId: z.number(), deadline: z.number() }),
  ),
  continueChecks: z.array(
    z.object({ periodId: z.number(), lastDate: z.string(), closesAt: z.number() }),
  ),
});

/**
 * `POST delete single`: one week out of a period. An unbooked week goes at no cost; a booked
 * one is refused with COURSE_ALREADY_BOOKED: it goes through the fixed leave calls.
 */
export const deleteSingleRequest = z.object({ periodId: positiveId, startTime: epochMs });

/** `POST continue check`: CONTINUE makes the next period (same times, same length by default). */
export const continueCheckRequest = z.object({
  periodId: positiveId,
  decision: z.enum(CONTINUE_DECISIONS, { error: FIELD_MESSAGES.invalid }),
  lastDate: optionalText(calendarDate),
});
export const continueCheckResult = z.object({
  period: fixedPeriodView,
  next: fixedPeriodView.nullable(),
});

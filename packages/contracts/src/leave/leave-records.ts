import { z } from 'zod';
import { courseType } from '../classes/class-schemas.js';
import { classWireFields } from '../classes/class-wire-fields.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { multiLineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { grantedFileParams } from '../files/grants.js';
import { APPEAL_STATUSES } from './leave-appeal.lifecycle.js';
import { LEAVE_KINDS } from './leave-policy.js';
import { LEAVE_RECORD_STATUSES } from './leave-record.lifecycle.js';
import {
  APPEAL_FILES_MAX,
  APPEAL_MESSAGE_MAX,
  cancellationReason,
  cancellationType,
  classCostView,
  LEAVE_RECORDERS,
  leaveCounts,
} from './leave-schemas.js';
import { pageIndexField, pageSizeField } from '../paging.js';

/**
 * What a cancellation or a no-show leaves behind (decision 041): the records the history and
 * the details read, appeals, the free pass, and the notice the student side is sent.
 */

const positiveId = wireInt.pipe(z.number().int().positive());
const pageIndex = pageIndexField;
const pageSize = pageSizeField();

export const appealView = z.object({
  appealId: z.number(),
  leaveId: z.number(),
  message: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  decisionReason: z.string().nullable(),
  /** The files sent with it (decision 071); an older appeal has none. */
  files: z.array(z.object({ objectName: z.string(), fileName: z.string() })).default([]),
});
export type AppealView = z.infer<typeof appealView>;

/**
 * What a record costs now (contracts `recordResult`, decision 059): the amounts beside it
 * (`fineCents`, `payLostCents`, ...) are what it cost when written.
 */
export const recordResultView = z.object({
  costsStand: z.boolean(),
  fineCents: z.number(),
  fineGivenBackCents: z.number(),
  payLostCents: z.number(),
  carrotsLost: z.number(),
  counted: z.number(),
  creditsGivenBack: z.number(),
  moneyLostCents: z.number(),
});
export type RecordResultView = z.infer<typeof recordResultView>;

/** One cancellation (its classes) or one no-show, as the history lists it. */
export const leaveRecordRow = z.object({
  leaveId: z.number(),
  kind: z.enum(LEAVE_KINDS),
  /** null for a no-show. */
  type: cancellationType.nullable(),
  reason: cancellationReason.nullable(),
  reasonText: z.string().nullable(),
  recordedBy: z.enum(LEAVE_RECORDERS),
  createdAt: z.number(),
  firstStartTime: z.number(),
  classCount: z.number(),
  /**
   * The original client's short names (decision 073) over the record's classes: from the
   * first one's start to the last one's end, `tp` the first one's class type.
   */
  ...classWireFields.shape,
  status: z.enum(LEAVE_RECORD_STATUSES),
  fineCents: z.number(),
  payLostCents: z.number(),
  carrotsLost: z.number(),
  counted: z.number(),
  creditsUsed: z.number(),
  /** Its result now: the costs above stand, or were given back. */
  result: recordResultView,
  appealable: z.boolean(),
  freePassUsable: z.boolean(),
});
export type LeaveRecordRow = z.infer<typeof leaveRecordRow>;

export const leaveDetail = leaveRecordRow.extend({
  classes: z.array(classCostView),
  appeal: appealView.nullable(),
  /** Staff's note of an emergency they recorded. */
  note: z.string().nullable(),
});
export type LeaveDetail = z.infer<typeof leaveDetail>;

export const leaveIdQuery = z.object({ leaveId: positiveId });

/** `GET no-show detail`: the record and the free passes left this contract year. */
export const noShowDetail = leaveDetail.extend({
  freePassesLeft: z.number(),
  passYearEnd: z.number(),
});

/** `GET /booking/cancel-history`: filtered by a Beijing month (any instant in it), paged. */
export const leaveHistoryQuery = z.object({
  monthStartTime: optionalText(epochMs),
  kind: optionalText(z.enum(LEAVE_KINDS, { error: FIELD_MESSAGES.invalid })),
  pageIndex,
  pageSize,
});
export const leaveHistoryPage = z.object({ total: z.number(), list: z.array(leaveRecordRow) });

/** `GET class list`: each class given back or missed in the current contract period. */
export const leaveClassListQuery = z.object({ pageIndex, pageSize });
export const leaveClassRow = classCostView.extend({
  leaveId: z.number(),
  kind: z.enum(LEAVE_KINDS),
  status: z.enum(LEAVE_RECORD_STATUSES),
  /** The record's costs stand (false: given back; the amounts are as written). */
  costsStand: z.boolean(),
});
export const leaveClassPage = z.object({ total: z.number(), list: z.array(leaveClassRow) });

export const freeRemovalRequest = z.object({ leaveId: positiveId });
export const freeRemovalResult = z.object({ record: leaveDetail, counts: leaveCounts });

export const appealRequest = z.object({
  leaveId: positiveId,
  message: multiLineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(APPEAL_MESSAGE_MAX, FIELD_MESSAGES.invalid),
  /** Uploaded and completed APPEAL_EVIDENCE files of the teacher (decision 071). */
  files: z
    .array(grantedFileParams.shape.fileId, { error: FIELD_MESSAGES.invalid })
    .max(APPEAL_FILES_MAX, FIELD_MESSAGES.appealFilesMax)
    .refine((ids) => new Set(ids).size === ids.length, FIELD_MESSAGES.invalid)
    .optional(),
});
export type AppealRequest = z.input<typeof appealRequest>;

/**
 * What the student side is told when a class is given back without a standby to take it (a
 * webhook with a signed body, retried by the job queue); `noticeId` makes a retry harmless.
 * The teacher's reason stays private.
 */
export const STUDENT_SIDE_EVENTS = ['CLASS_CANCELLED', 'CLASS_HANDED_OVER'] as const;
export const NOTICE_SIGNATURE_HEADER = 'x-portal-signature';
export const studentSideNotice = z.object({
  noticeId: z.string(),
  event: z.enum(STUDENT_SIDE_EVENTS),
  classId: z.number(),
  teacherId: z.number(),
  /** CLASS_HANDED_OVER: the standby teacher's class that now holds the students. */
  newClassId: z.number().nullable(),
  newTeacherId: z.number().nullable(),
  startTime: z.number(),
  courseType,
  studentIds: z.array(z.string()),
  occurredAt: z.number(),
});
export type StudentSideNotice = z.infer<typeof studentSideNotice>;

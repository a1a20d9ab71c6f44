import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText, multiLineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import { CLASS_RELEASE_REASONS } from '../classes/class-releases.js';
import { HAND_OVER_TARGETS } from './cancellation-cost.js';
import { grantedFileParams } from '../files/grants.js';
import { APPEAL_STATUSES } from './leave-appeal.lifecycle.js';
import { APPEAL_DECISIONS } from './leave-policy.js';
import { appealView, leaveRecordRow } from './leave-records.js';
import {
  cancellationReason,
  fingerprint,
  leaveInfo,
  reasonText,
  requireReasonText,
  slotIds,
} from './leave-schemas.js';
import { PAGE_INDEX_MAX } from '../constants.js';
import { tablePageSizeQuery } from '../paging.js';

/**
 * The console's side of leave (decision 041): OPERATIONS record an emergency cancellation a
 * teacher phoned in, decide appeals, grant cancellation credits (until the carrot shop sells
 * them) and edit the policy's numbers.
 */

/** Credits one grant may give: a handful, so a slip of the keyboard does little. */
export const CREDIT_GRANT_MAX = 10;
const positiveId = wireInt.pipe(z.number().int().positive());
const staffReason = lineText({ error: FIELD_MESSAGES.required })
  .min(1, FIELD_MESSAGES.required)
  .max(300, FIELD_MESSAGES.invalid);

/**
 * An emergency cancellation for a teacher: always EMERGENCY_CANCELLATION, by slot ids, with
 * staff's note; previewed first like the teacher's own leave (same cost function).
 */
export const emergencyCancellationRequest = z
  .object({
    slotIds,
    reason: cancellationReason,
    reasonText,
    note: optionalText(multiLineText().max(500, FIELD_MESSAGES.invalid)),
    preview: z.boolean().default(true),
    fingerprint,
  })
  .superRefine(requireReasonText);
export type EmergencyCancellationRequest = z.input<typeof emergencyCancellationRequest>;

/**
 * A class released from the teacher (decision 052): the account was suspended, or no contract
 * held its day. Where it went: a standby teacher's class, the student side, or nowhere (an
 * unbooked time).
 */
export const classReleaseRow = z.object({
  classId: z.number(),
  startTime: z.number(),
  courseType: z.string(),
  reason: z.enum(CLASS_RELEASE_REASONS),
  reasonLabel: z.string(),
  handOver: z.enum(HAND_OVER_TARGETS),
  standbyClassId: z.number().nullable(),
  releasedAt: z.number(),
});
export type ClassReleaseRow = z.infer<typeof classReleaseRow>;

/** A teacher's leave as the console reads it: the counts, this period's records, releases. */
export const opsTeacherLeave = leaveInfo.extend({
  userId: z.number(),
  records: z.array(leaveRecordRow),
  /** The latest classes released from the teacher, newest first. */
  releases: z.array(classReleaseRow),
});
export type OpsTeacherLeave = z.infer<typeof opsTeacherLeave>;

export const appealListQuery = z.object({
  status: optionalText(z.enum(APPEAL_STATUSES, { error: FIELD_MESSAGES.invalid })),
  teacherId: optionalText(positiveId),
  pageIndex: optionalText(wireInt.pipe(z.number().int().min(1).max(PAGE_INDEX_MAX))),
  pageSize: tablePageSizeQuery,
});
export type AppealListQuery = z.input<typeof appealListQuery>;

/** An appeal with its teacher and the record it contests. */
export const opsAppealRow = appealView.extend({
  teacherId: z.number(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  record: leaveRecordRow,
  decidedBy: z.string().nullable(),
});
export type OpsAppealRow = z.infer<typeof opsAppealRow>;
export const opsAppealPage = z.object({ total: z.number(), list: z.array(opsAppealRow) });

export const appealParams = z.object({ appealId: positiveId });
/** One file of an appeal (decision 071). */
export const appealFileParams = appealParams.extend({ fileId: grantedFileParams.shape.fileId });

/** ACCEPT reverses the record's costs (new ledger rows); REJECT upholds them. Both say why. */
export const appealDecisionRequest = z.object({
  decision: z.enum(APPEAL_DECISIONS, { error: FIELD_MESSAGES.invalid }),
  reason: staffReason,
});
export type AppealDecisionRequest = z.input<typeof appealDecisionRequest>;

export const creditGrantRequest = z.object({
  credits: wireInt.pipe(
    z.number().int().min(1, FIELD_MESSAGES.invalid).max(CREDIT_GRANT_MAX, FIELD_MESSAGES.invalid),
  ),
  reason: staffReason,
});
export type CreditGrantRequest = z.input<typeof creditGrantRequest>;
/** The credits the teacher holds after the grant. */
export const creditGrantResult = z.object({ userId: z.number(), credits: z.number() });

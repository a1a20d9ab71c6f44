import { z } from 'zod';
import { PAGE_INDEX_MAX, LIST_SEARCH_MAX } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText, multiLineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import { APPLICATION_STAGES } from '../funnel/stages.js';
import {
  BOOKING_STATUSES,
  demoCourseType,
  memberResult,
  recordedDemo,
} from '../scheduling/scheduling.js';
import { TABLE_PAGE_SIZE, tablePageSizeQuery } from '../paging.js';

/**
 * Where a keyset page of the applicant list starts: after the applicant registered at
 * `registeredAtUs` (microseconds since 1970, the database's precision) with id `userId`, in
 * the list's order. On the wire `<registeredAtUs>.<userId>`, as the list's `next` gives it.
 */
export interface ApplicantCursor {
  registeredAtUs: number;
  userId: number;
}
export const applicantCursor = z
  .string()
  .trim()
  .regex(/^\d{1,16}\.\d{1,15}$/, { error: FIELD_MESSAGES.invalid, abort: true })
  .transform((text, ctx): ApplicantCursor => {
    const [registeredAtUs, userId] = text.split('.').map(Number) as [number, number];
    if (!Number.isSafeInteger(registeredAtUs) || !Number.isSafeInteger(userId) || userId < 1) {
      ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
      return z.NEVER;
    }
    return { registeredAtUs, userId };
  });
export const applicantCursorText = (cursor: ApplicantCursor) =>
  `${cursor.registeredAtUs}.${cursor.userId}`;

/**
 * The applicant list's queues (decision 069): `waitingOnMe` is the asking member's applicants
 * whose status is the staff's turn (contracts' `STATUS_TURNS`).
 */
export const APPLICANT_QUEUES = ['waitingOnMe'] as const;
export type ApplicantQueue = (typeof APPLICANT_QUEUES)[number];

/**
 * `REVIEW_CALLS.listApplicants`: the recruiter's list. A page starts `after` a cursor (keyset:
 * rows registered meanwhile never shift it), or at `pageIndex` (counted from the top), not both.
 */
export const applicantListQuery = z
  .object({
    search: optionalText(lineText().max(LIST_SEARCH_MAX)),
    stage: optionalText(z.enum(APPLICATION_STAGES)),
    status: optionalText(lineText().max(50)),
    sort: optionalText(z.enum(['newest', 'oldest'])),
    /** A queue of the asking member's: `waitingOnMe` (decision 069). */
    queue: optionalText(z.enum(APPLICANT_QUEUES)),
    after: optionalText(applicantCursor),
    pageIndex: optionalText(wireInt.pipe(z.number().int().min(1).max(PAGE_INDEX_MAX))),
    pageSize: tablePageSizeQuery,
  })
  .superRefine((query, ctx) => {
    if (query.after && query.pageIndex !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['pageIndex'], message: FIELD_MESSAGES.invalid });
    }
  });
export type ApplicantListQuery = z.input<typeof applicantListQuery>;
export type ApplicantListFilter = z.output<typeof applicantListQuery>;
export const DEFAULT_APPLICANT_PAGE_SIZE = TABLE_PAGE_SIZE;

export const applicantSummary = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  stage: z.string(),
  status: z.string(),
  registeredAt: z.number().int(),
  submittedAt: z.number().int().nullable(),
  /** The member who owns the applicant (their success manager), once assigned (069). */
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
});
export type ApplicantSummary = z.infer<typeof applicantSummary>;
export const applicantList = z.object({
  total: z.number().int(),
  records: z.array(applicantSummary),
  /** The cursor of the next page (its `after`); absent on the last page. */
  next: z.string().optional(),
});

export const applicantIdParams = z.object({ userId: wireInt.pipe(z.number().int().positive()) });

export const applicationEvent = z.object({
  at: z.number().int(),
  by: z.string(),
  fromStage: z.string(),
  fromStatus: z.string(),
  toStage: z.string(),
  toStatus: z.string(),
  reason: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEvent>;

/**
 * One of the applicant's demo sessions (decision 035): the booking, whatever its status, the
 * member whose time it was, and every result recorded of it, oldest first.
 */
export const applicantDemo = z.object({
  bookingId: z.number(),
  courseType: demoCourseType,
  startTime: z.number(),
  endTime: z.number(),
  status: z.enum(BOOKING_STATUSES),
  staffId: z.number(),
  staffName: z.string(),
  results: z.array(memberResult),
});
export type ApplicantDemo = z.infer<typeof applicantDemo>;

/** One of the applicant's recorded demos (decision 036) and the results recorded of it. */
export const applicantRecording = recordedDemo.extend({ results: z.array(memberResult) });
export type ApplicantRecording = z.infer<typeof applicantRecording>;

/**
 * `REVIEW_CALLS.getApplicant`: the resume, files as short-lived links, the demo sessions
 * (newest first) and the stage history.
 */
export const applicantDetail = z.object({
  applicant: applicantSummary,
  resume: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  files: z.array(
    z.object({ field: z.string(), fileName: z.string(), url: z.string(), contentType: z.string() }),
  ),
  demos: z.array(applicantDemo),
  /** Recorded demos, newest first. */
  recordings: z.array(applicantRecording),
  history: z.array(applicationEvent),
});
export type ApplicantDetail = z.infer<typeof applicantDetail>;

/** `REVIEW_CALLS.decideResume` */
export const RESUME_DECISIONS = ['PASS', 'REJECT', 'STANDBY'] as const;
export const resumeDecisionRequest = z
  .object({
    decision: z.enum(RESUME_DECISIONS, { error: FIELD_MESSAGES.required }),
    reason: optionalText(multiLineText().max(500)),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'PASS' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: FIELD_MESSAGES.required });
    }
  });
export type ResumeDecisionRequest = z.input<typeof resumeDecisionRequest>;
export type ResumeDecision = z.output<typeof resumeDecisionRequest>;

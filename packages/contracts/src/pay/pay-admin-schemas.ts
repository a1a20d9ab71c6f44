import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { payLineView, payslipDetail } from './pay-schemas.js';
import { PAYSLIP_STATUSES } from './payslip-status.js';

/**
 * The console's pay calls (decision 042): FINANCE generate a month, read its progress and its
 * payslips with every line's source, add adjustments, release, and move payslips on.
 */

const positiveId = wireInt.pipe(z.number().int().positive());
const staffText = (max: number) =>
  lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(max, FIELD_MESSAGES.invalid);

/** An adjustment is a correction, not a salary: at most $10,000 either way. */
export const ADJUSTMENT_MAX_CENTS = 1_000_000;

export const payMonthRequest = z.object({ monthStartTime: epochMs });
export const payRunParams = z.object({ runId: positiveId });
export const opsPayslipParams = z.object({ payslipId: positiveId });

export const payRunView = z.object({
  id: z.number(),
  monthStartTime: z.number(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  teachersTotal: z.number(),
  teachersDone: z.number(),
  teachersKept: z.number(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  error: z.string().nullable(),
});
export type PayRunView = z.infer<typeof payRunView>;

export const opsPayslipListQuery = z.object({
  monthStartTime: epochMs,
  status: optionalText(z.enum(PAYSLIP_STATUSES, { error: FIELD_MESSAGES.invalid })),
  pageIndex: optionalText(wireInt.pipe(z.number().int().min(1).max(10_000))),
  pageSize: optionalText(wireInt.pipe(z.union([z.literal(50), z.literal(100), z.literal(200)]))),
});

export const opsPayslipRow = z.object({
  id: z.number(),
  teacherId: z.number(),
  teacherName: z.string(),
  email: z.string(),
  monthStartTime: z.number(),
  status: z.enum(PAYSLIP_STATUSES),
  sum: z.string(),
  sumCents: z.number(),
  version: z.number(),
  problem: z.string().nullable(),
});
export type OpsPayslipRow = z.infer<typeof opsPayslipRow>;
export const opsPayslipPage = z.object({ total: z.number(), list: z.array(opsPayslipRow) });

/** One payslip as FINANCE read it: the teacher's view, and every line with its source. */
export const opsPayslipDetail = payslipDetail.extend({
  teacherId: z.number(),
  teacherName: z.string(),
  email: z.string(),
  version: z.number(),
  lines: z.array(payLineView),
});
export type OpsPayslipDetail = z.infer<typeof opsPayslipDetail>;

export const payAdjustmentRequest = z.object({
  teacherId: positiveId,
  monthStartTime: epochMs,
  amountCents: wireInt.pipe(
    z
      .number()
      .int()
      .min(-ADJUSTMENT_MAX_CENTS, FIELD_MESSAGES.invalid)
      .max(ADJUSTMENT_MAX_CENTS, FIELD_MESSAGES.invalid)
      .refine((cents) => cents !== 0, FIELD_MESSAGES.invalid),
  ),
  reason: staffText(300),
});
export const payAdjustmentView = z.object({
  id: z.number(),
  teacherId: z.number(),
  monthStartTime: z.number(),
  amount: z.string(),
  amountCents: z.number(),
  reason: z.string(),
});

/** Releases the month's DRAFTs: all of them, or the ones named. */
export const payReleaseRequest = z.object({
  monthStartTime: epochMs,
  payslipIds: z.array(positiveId).max(5_000).optional(),
});
export const payReleaseResult = z.object({ released: z.number() });

export const payProblemRequest = z.object({ message: staffText(500) });
/** Where a resolved PROBLEM goes back to: where it waited (a receipt again: OFFICIAL_CONFIRMED). */
export const payResolveRequest = z.object({
  resumeAt: z.enum(['OFFICIAL_CONFIRMED', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL'], {
    error: FIELD_MESSAGES.invalid,
  }),
});

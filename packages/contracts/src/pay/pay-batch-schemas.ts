import { z } from 'zod';
import { TEACHER_GRADES, type TeacherGrade } from '../application/options/choices.js';
import { FINISH_TYPES, type FinishType } from '../classes/class-types.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../contract/bank.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { epochMs, wireInt } from '../wire.js';
import { PAY_BATCH_STATUSES } from './pay-batch.lifecycle.js';
import type { PayPolicy } from './pay-policy.js';

/**
 * The pay-policy editor and payment batches (decision 042): FINANCE edit the pay rules'
 * numbers, gather a month's payslips sent for payment into a batch by payment method, export
 * the batch for the bank and mark it paid.
 */

const positiveId = wireInt.pipe(z.number().int().positive());
const whole = (min: number, max: number) =>
  wireInt.pipe(z.number().int().min(min, FIELD_MESSAGES.invalid).max(max, FIELD_MESSAGES.invalid));

/** An incentive is a few dollars: at most $100 a class. */
export const POLICY_CENTS_MAX = 10_000;
const cents = whole(0, POLICY_CENTS_MAX);
const percent = whole(0, 100);

const shares = Object.fromEntries(FINISH_TYPES.map((type) => [type, percent])) as Record<
  FinishType,
  typeof percent
>;

/** A renewal's raise per class: at most $5 (a contract pays at most $50, contracts' terms). */
export const RENEWAL_RAISE_CENTS_MAX = 500;
const raise = whole(0, RENEWAL_RAISE_CENTS_MAX);
const raises = Object.fromEntries(TEACHER_GRADES.map((grade) => [grade.value, raise])) as Record<
  TeacherGrade,
  typeof raise
>;
const gradeValues = TEACHER_GRADES.map((grade) => grade.value) as [TeacherGrade, ...TeacherGrade[]];

/**
 * Every number of `PayPolicy`, each in a range that still means something: at most an hour
 * early, the evening's start on a minute of the day, a month's peak slots, a payday within
 * the 22 business days a month can have.
 */
export const payPolicyInput = z.object({
  participationCents: cents,
  participationEarlyMinutes: whole(0, 60),
  eveningStartsMinute: whole(0, 24 * 60 - 1),
  peakIncentiveCents: cents,
  peakSlotsThreshold: whole(0, 1_000),
  standbyCents: cents,
  finishSharePercent: z.object(shares),
  paydayBusinessDay: whole(1, 22),
  renewalRaiseCents: z.object(raises),
}) satisfies z.ZodType<PayPolicy, unknown>;

const policyShape = z.object({
  participationCents: z.number(),
  participationEarlyMinutes: z.number(),
  eveningStartsMinute: z.number(),
  peakIncentiveCents: z.number(),
  peakSlotsThreshold: z.number(),
  standbyCents: z.number(),
  finishSharePercent: z.record(z.enum(FINISH_TYPES), z.number()),
  paydayBusinessDay: z.number(),
  renewalRaiseCents: z.record(z.enum(gradeValues), z.number()),
});

/** The policy in force, the published defaults beside it, and who changed it last. */
export const payPolicyView = z.object({
  policy: policyShape,
  defaults: policyShape,
  updatedAt: z.number().nullable(),
  updatedBy: z.string().nullable(),
});
export type PayPolicyView = z.infer<typeof payPolicyView>;

const methods = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];
export const payBatchMethod = z.enum(methods, { error: FIELD_MESSAGES.required });

export const payBatchListQuery = z.object({ monthStartTime: epochMs });
export const payBatchParams = z.object({ batchId: positiveId });
export const payBatchCreateRequest = z.object({
  monthStartTime: epochMs,
  paymentMethod: payBatchMethod,
});

export const payBatchView = z.object({
  id: z.number(),
  monthStartTime: z.number(),
  paymentMethod: z.enum(methods),
  status: z.enum(PAY_BATCH_STATUSES),
  payslipCount: z.number(),
  total: z.string(),
  totalCents: z.number(),
  createdAt: z.number(),
  createdBy: z.string(),
  paidAt: z.number().nullable(),
  paidBy: z.string().nullable(),
});
export type PayBatchView = z.infer<typeof payBatchView>;
export const payBatchList = z.object({ list: z.array(payBatchView) });

/** A batch's payslip as the console lists it: no bank data (that is the export's). */
export const payBatchPayslip = z.object({
  payslipId: z.number(),
  teacherId: z.number(),
  teacherName: z.string(),
  email: z.string(),
  status: z.string(),
  sum: z.string(),
  sumCents: z.number(),
});
export const payBatchDetail = payBatchView.extend({ payslips: z.array(payBatchPayslip) });
export type PayBatchDetail = z.infer<typeof payBatchDetail>;

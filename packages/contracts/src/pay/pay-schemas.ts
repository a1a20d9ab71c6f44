import { z } from 'zod';
import { FINISH_TYPES } from '../classes/class-types.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { PAY_GROUPS, PAY_ISSUES, PAY_ITEMS, PAY_SOURCES } from './pay-lines.js';
import { PAYSLIP_STATUSES } from './payslip.lifecycle.js';
import { PAY_YEAR_BOUNDS } from './pay-year.js';
import { pageIndexField, pageSizeField } from '../paging.js';

/**
 * The payslip calls' shapes (spec sections 3 and 7, Group B; decision 042). Money travels as
 * integer cents (`...Cents`) and, where the known API names a `sum`, also as an exact decimal
 * string of dollars.
 */

const positiveId = wireInt.pipe(z.number().int().positive());
const pageIndex = pageIndexField;
const pageSize = pageSizeField();

export const payslipListRequest = z.object({
  pageIndex,
  pageSize,
  /** A Beijing month's start: only that month's payslip. */
  monthStartTime: optionalText(epochMs),
});

export const payslipIdRequest = z.object({ payslipId: positiveId });
export const payslipReceiptQuery = z.object({ id: positiveId });
export const payslipPageRequest = z.object({ payslipId: positiveId, pageIndex, pageSize });
export const payslipItemPageRequest = payslipPageRequest.extend({
  payItem: z.enum(PAY_ITEMS, { error: FIELD_MESSAGES.invalid }),
});
export const receiptTokenQuery = z.object({
  fileName: lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(200, FIELD_MESSAGES.invalid),
  contentType: optionalText(lineText().max(120, FIELD_MESSAGES.invalid)),
  size: optionalText(wireInt.pipe(z.number().int().positive())),
});
/** The receipt's signed link: the file's id, its expiry and the signature. */
export const receiptFileParams = z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
export const receiptFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
export const receiptUrlRequest = z.object({
  payslipId: positiveId,
  objectName: lineText({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(100),
});

export const payGroupView = z.object({
  customGroup: z.enum(PAY_GROUPS),
  count: z.number(),
  sum: z.string(),
  sumCents: z.number(),
});

export const payslipSummary = z.object({
  id: z.number(),
  /** The Beijing month's start. */
  payslipTime: z.number(),
  month: z.string(),
  sum: z.string(),
  sumCents: z.number(),
  status: z.enum(PAYSLIP_STATUSES),
  payday: z.number(),
  customGroupList: z.array(payGroupView),
});
export type PayslipSummary = z.infer<typeof payslipSummary>;
export const payslipPage = z.object({ total: z.number(), list: z.array(payslipSummary) });

export const payslipReceipt = z.object({
  payslipId: z.number(),
  objectName: z.string(),
  fileName: z.string(),
  uploadedAt: z.number(),
  /** A short-lived link to the file. */
  url: z.string(),
});
export type PayslipReceipt = z.infer<typeof payslipReceipt>;

export const payslipDetail = payslipSummary.extend({
  /** FINANCE's message while the payslip is PROBLEM. */
  problem: z.string().nullable(),
  receipt: payslipReceipt.omit({ url: true }).nullable(),
  /** The status asks for a receipt now. */
  receiptDue: z.boolean(),
  releasedAt: z.number().nullable(),
  paidAt: z.number().nullable(),
});
export type PayslipDetail = z.infer<typeof payslipDetail>;

export const payLineView = z.object({
  lineId: z.number(),
  customGroup: z.enum(PAY_GROUPS),
  payItem: z.enum(PAY_ITEMS),
  source: z.enum(PAY_SOURCES),
  sourceId: z.number(),
  classId: z.number().nullable(),
  startTime: z.number().nullable(),
  label: z.string(),
  finishType: z.enum(FINISH_TYPES).nullable(),
  amount: z.string(),
  amountCents: z.number(),
  /** What FINANCE must settle before it is paid (a class without a contract), else null. */
  issue: z.enum(PAY_ISSUES).nullable(),
  /** A correction (group CORRECTION): the month it corrects, and that month's payslip if any. */
  correctsMonth: z.string().nullable(),
  correctsMonthTime: z.number().nullable(),
  correctsPayslipId: z.number().nullable(),
});
export type PayLineView = z.infer<typeof payLineView>;
export const payLinePage = z.object({ total: z.number(), records: z.array(payLineView) });
export type PayLinePage = z.infer<typeof payLinePage>;

/** The referral payslip (spec section 3: pageList and summary), filled by the referral issue. */
export const referralPayslips = z.object({
  pageList: z.array(payLineView),
  summary: z.object({ count: z.number(), sum: z.string(), sumCents: z.number() }),
});

/** The earnings chart: each of the last months with its groups' sums. */
export const payEarnings = z.array(
  z.object({
    payslipTime: z.number(),
    month: z.string(),
    groups: z.array(payGroupView.pick({ customGroup: true, sumCents: true })),
  }),
);
export type PayEarnings = z.infer<typeof payEarnings>;

/** A payslip's PDF (decision 066). */
export const payslipPdfParams = z.object({ payslipId: positiveId });

const payYear = wireInt.pipe(
  z.number().int().min(PAY_YEAR_BOUNDS.min).max(PAY_YEAR_BOUNDS.max, FIELD_MESSAGES.invalid),
);
/** The year-to-date totals: this Beijing year unless another is named. */
export const payYearQuery = z.object({ year: optionalText(payYear) });
/** A year's statement. */
export const payYearParams = z.object({ year: payYear });

const groupSums = z.object({
  sumCents: z.number(),
  groups: z.array(payGroupView.pick({ customGroup: true, sumCents: true })),
});
export const payYearTotals = z.object({
  year: z.number(),
  /** The years with a released payslip, newest first (the statement's choice). */
  years: z.array(z.number()),
  /** Every released payslip of the year (released or later). */
  released: groupSums,
  /** Of those, the paid ones. */
  paid: groupSums,
});
export type PayYearTotals = z.infer<typeof payYearTotals>;

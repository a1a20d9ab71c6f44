import { z } from 'zod';
import { PAY_RUN_STATUSES } from './pay-run.lifecycle.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { payLineView, payslipDetail } from './pay-schemas.js';
import { PAYSLIP_RESUME_STATUSES, PAYSLIP_STATUSES } from './payslip.lifecycle.js';
import { PAYSLIP_ANOMALIES } from './payslip-anomalies.js';
import { PAGE_INDEX_MAX } from '../constants.js';
import { tablePageSizeQuery } from '../paging.js';

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
  status: z.enum(PAY_RUN_STATUSES),
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
  pageIndex: optionalText(wireInt.pipe(z.number().int().min(1).max(PAGE_INDEX_MAX))),
  pageSize: tablePageSizeQuery,
});

/** What contracts' `payslipAnomalies` found, and the previous month's total it compared. */
const anomalyFields = {
  anomalies: z.array(z.enum(PAYSLIP_ANOMALIES)),
  /** The teacher's payslip total of the Beijing month before; null when there was none. */
  previousSumCents: z.number().nullable(),
};

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
  /** Classes FINANCE must settle with an adjustment before it can be released. */
  toSettle: z.number(),
  ...anomalyFields,
});
export type OpsPayslipRow = z.infer<typeof opsPayslipRow>;
export const opsPayslipPage = z.object({ total: z.number(), list: z.array(opsPayslipRow) });
/** A teacher's payslips for their page in the console, newest month first (decision 063). */
export const opsTeacherPayslips = z.object({ list: z.array(opsPayslipRow) });

/** One payslip as FINANCE read it: the teacher's view, and every line with its source. */
export const opsPayslipDetail = payslipDetail.extend({
  teacherId: z.number(),
  teacherName: z.string(),
  email: z.string(),
  version: z.number(),
  lines: z.array(payLineView),
  /** The classes with an issue that no adjustment names yet (held back from release). */
  toSettle: z.array(z.number()),
  ...anomalyFields,
});

/**
 * A month's payslips counted by status (issue 36): how many and their totals in cents, one
 * entry per status in the lifecycle's order (zero ones included), and the month's whole.
 */
const countSum = z.object({ count: z.number(), sumCents: z.number() });
export const payMonthTotals = z.object({
  monthStartTime: z.number(),
  statuses: z.array(countSum.extend({ status: z.enum(PAYSLIP_STATUSES) })),
  total: countSum,
});
export type PayMonthTotals = z.infer<typeof payMonthTotals>;
export type OpsPayslipDetail = z.infer<typeof opsPayslipDetail>;

/**
 * An adjustment, and the class it settles when it settles one (a class taught without a
 * contract, decision 052): then it may be $0, FINANCE deciding the class is not paid.
 */
export const payAdjustmentRequest = z
  .object({
    teacherId: positiveId,
    monthStartTime: epochMs,
    amountCents: wireInt.pipe(
      z
        .number()
        .int()
        .min(-ADJUSTMENT_MAX_CENTS, FIELD_MESSAGES.invalid)
        .max(ADJUSTMENT_MAX_CENTS, FIELD_MESSAGES.invalid),
    ),
    reason: staffText(300),
    classId: optionalText(positiveId),
  })
  .refine((request) => request.amountCents !== 0 || request.classId !== undefined, {
    path: ['amountCents'],
    error: FIELD_MESSAGES.invalid,
  });
export const payAdjustmentView = z.object({
  id: z.number(),
  teacherId: z.number(),
  monthStartTime: z.number(),
  amount: z.string(),
  amountCents: z.number(),
  reason: z.string(),
  classId: z.number().nullable(),
});

/** Releases the month's DRAFTs: all of them, or the ones named. */
export const payReleaseRequest = z.object({
  monthStartTime: epochMs,
  payslipIds: z.array(positiveId).max(5_000).optional(),
});
/** Released, and held back: DRAFTs with a class to settle stay DRAFT (decision 052). */
export const payReleaseResult = z.object({ released: z.number(), held: z.number() });

/**
 * FINANCE's reconciliation of a month (decision 052): what its classes earned, what its
 * payslips paid, what was corrected on later payslips and carried into its own, with totals
 * that must match.
 */
/** How many, and the first ones' ids (the export lists every class). */
export const RECONCILIATION_IDS_MAX = 100;
const classList = z.object({ count: z.number(), classIds: z.array(z.number()) });
export const payReconciliation = z.object({
  monthStartTime: z.number(),
  month: z.string(),
  /** Its first payslip was released: what changes for it now goes to later payslips. */
  releasedAt: z.number().nullable(),
  classesFinished: z.number(),
  payslips: z.object({ released: z.number(), drafts: z.number() }),
  /** The month's released payslips: their class lines, and every line but corrections. */
  classesPaid: countSum,
  ownLines: countSum,
  /** Corrections of earlier months carried into the month's released payslips. */
  carriedIn: countSum,
  /** The month's released payslips' totals: ownLines + carriedIn, to the cent. */
  releasedTotal: countSum,
  totalsMatch: z.boolean(),
  /** Corrections of this month on later payslips: released, and waiting in drafts. */
  correctedLater: countSum,
  correctionsWaiting: countSum,
  /** What the month's work was paid in the end: ownLines + correctedLater. */
  paidForMonthCents: z.number(),
  /** Finished classes of the month no released payslip paid yet (own line or correction). */
  classesUnpaid: classList,
  /** Classes with an issue no adjustment settled yet. */
  classesToSettle: classList,
});
export type PayReconciliation = z.infer<typeof payReconciliation>;

export const payProblemRequest = z.object({ message: staffText(500) });
/** Where a resolved PROBLEM goes back to: where it waited (a receipt again: OFFICIAL_CONFIRMED). */
export const payResolveRequest = z.object({
  resumeAt: z.enum(PAYSLIP_RESUME_STATUSES, { error: FIELD_MESSAGES.invalid }),
});

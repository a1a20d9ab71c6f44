import {
  CLASS_PAY_ITEMS,
  centsToDecimal,
  completePayPolicy,
  FIELD_MESSAGES,
  isPayMonthStart,
  payMonthLabel,
  payslipVisible,
  type PayEarnings,
  type PayItem,
  type PayLinePage,
  type PayPolicy,
  type PayslipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { PayRepositories } from './pay.repositories.js';
import type {
  LineFilter,
  Paging,
  PayslipReadsRepository,
  PayslipRow,
} from './payslip-reads.repository.js';
import { payLineViewOf, payslipDetailOf, payslipSummaryOf } from './pay-views.js';

/** The earnings chart's months. */
const EARNINGS_MONTHS = 12;

/**
 * The caller's own released payslip, else the spec's refusal. `reads` may be a unit of work's
 * (PGlite has one connection: a read beside an open transaction would wait for it).
 */
export async function ownPayslip(
  reads: Pick<PayslipReadsRepository, 'find'>,
  teacherId: number,
  payslipId: number,
): Promise<PayslipRow> {
  const row = await reads.find(payslipId);
  if (!row || row.teacherId !== teacherId || !payslipVisible(row.status as PayslipStatus))
    throw new AppError('BIZ_TEACHER_PAYSLIP_NOT_EXIT');
  return row;
}

interface Deps {
  pay: Pick<PayRepositories, 'reads' | 'runs'>;
  /** The stored pay rules; the change feed's cached copy in the app (pay-policy-cache.ts). */
  policy?: () => Promise<Partial<PayPolicy>>;
}

const pagingOf = (page: { pageIndex: number; pageSize: number }): Paging => ({
  offset: (page.pageIndex - 1) * page.pageSize,
  limit: page.pageSize,
});

/**
 * The teacher's payslips (spec section 7, Group B; decision 042): released ones only, each
 * down to its lines. Another teacher's payslip, or a DRAFT, answers as if it did not exist
 * (BIZ_TEACHER_PAYSLIP_NOT_EXIT, the spec's "has been updated" message).
 */
export function createPayslipsService({ pay, policy = () => pay.runs.policy() }: Deps) {
  const { reads } = pay;
  const paydayDay = async () => completePayPolicy(await policy()).paydayBusinessDay;

  const own = (teacherId: number, payslipId: number) => ownPayslip(reads, teacherId, payslipId);

  async function lines(
    teacherId: number,
    request: { payslipId: number; pageIndex: number; pageSize: number },
    filter: LineFilter,
  ): Promise<PayLinePage> {
    await own(teacherId, request.payslipId);
    const page = await reads.linesPage(request.payslipId, filter, pagingOf(request));
    return { total: page.total, records: page.rows.map(payLineViewOf) };
  }

  return {
    own,

    async list(
      teacherId: number,
      request: { pageIndex: number; pageSize: number; monthStartTime?: number | undefined },
    ) {
      const month = request.monthStartTime;
      if (month !== undefined && !isPayMonthStart(month))
        throw new AppError('BIZ_PARAM_ERR', { fields: { monthStartTime: FIELD_MESSAGES.invalid } });
      const page = await reads.releasedPage(
        teacherId,
        pagingOf(request),
        month === undefined ? undefined : new Date(month),
      );
      const sums = await reads.groupSums(page.rows.map((row) => row.id));
      const day = await paydayDay();
      return { total: page.total, list: page.rows.map((row) => payslipSummaryOf(row, sums, day)) };
    },

    async detail(teacherId: number, payslipId: number) {
      const row = await own(teacherId, payslipId);
      const receipt = row.receiptFileId ? await reads.receiptFile(row.receiptFileId) : undefined;
      return payslipDetailOf(row, await reads.groupSums([row.id]), await paydayDay(), receipt);
    },

    mainClasses: (
      teacherId: number,
      request: { payslipId: number; pageIndex: number; pageSize: number },
    ) => lines(teacherId, request, { items: ['MAIN_CLASS'] }),

    nonMainClasses: (
      teacherId: number,
      request: { payslipId: number; pageIndex: number; pageSize: number },
    ) => lines(teacherId, request, { items: ['NON_MAIN_CLASS'] }),

    /** One item's lines; the class items have their own lists, so they are refused here. */
    async items(
      teacherId: number,
      request: { payslipId: number; pageIndex: number; pageSize: number; payItem: PayItem },
    ) {
      if (CLASS_PAY_ITEMS.includes(request.payItem))
        throw new AppError('BIZ_PARAM_ERR', { fields: { payItem: FIELD_MESSAGES.invalid } });
      return lines(teacherId, request, { items: [request.payItem] });
    },

    /** The corrections of earlier months on this payslip (decision 052). */
    corrections: (
      teacherId: number,
      request: { payslipId: number; pageIndex: number; pageSize: number },
    ) => lines(teacherId, request, { group: 'CORRECTION' }),

    /** The payslip's referral bonuses (none until the referral issue writes them). */
    referrals: (teacherId: number, payslipId: number) =>
      lines(teacherId, { payslipId, pageIndex: 1, pageSize: 200 }, { group: 'REFERRAL' }),

    /** Every referral line over the teacher's released payslips, and their sum. */
    async referralPayslips(teacherId: number) {
      const rows = await reads.releasedLinesOf(teacherId, 'REFERRAL');
      const sumCents = rows.reduce((sum, row) => sum + row.amountCents, 0);
      return {
        pageList: rows.map(payLineViewOf),
        summary: { count: rows.length, sum: centsToDecimal(sumCents), sumCents },
      };
    },

    /** The last 12 released months, oldest first for the chart, with their groups' sums. */
    async earnings(teacherId: number): Promise<PayEarnings> {
      const page = await reads.releasedPage(teacherId, { offset: 0, limit: EARNINGS_MONTHS });
      const sums = await reads.groupSums(page.rows.map((row) => row.id));
      return [...page.rows].reverse().map((row) => {
        const start = row.monthStart.getTime();
        return {
          payslipTime: start,
          month: payMonthLabel(start),
          groups: payslipSummaryOf(row, sums, 0).customGroupList.map((group) => ({
            customGroup: group.customGroup,
            sumCents: group.sumCents,
          })),
        };
      });
    },
  };
}
export type PayslipsService = ReturnType<typeof createPayslipsService>;

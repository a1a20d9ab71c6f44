import {
  TABLE_PAGE_SIZE,
  completePayPolicy,
  TEACHER_PAGE_LIMIT,
  type PayMonthTotals,
  type PayslipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import type { FilesService } from '../storage/files.service.js';
import type { PayRepositories } from './pay.repositories.js';
import { anomalyFieldsOf, opsPayslipRowOf, payLineViewOf, payslipDetailOf } from './pay-views.js';

interface Deps {
  pay: Pick<PayRepositories, 'reads' | 'runs'>;
  files: Pick<FilesService, 'read'>;
  staffActions: Pick<Repositories['staffActions'], 'record'>;
}

/**
 * What FINANCE read of a month (decision 042, decision 060): its payslips with their anomaly
 * flags, its totals by status, one payslip with every line, and a payslip's receipt; and a
 * teacher's payslips on their console page (decision 063).
 */
export function createPayAdminReads({ pay, files, staffActions }: Deps) {
  return {
    async list(
      month: Date,
      query: {
        status?: PayslipStatus | undefined;
        pageIndex?: number | undefined;
        pageSize?: number | undefined;
      },
    ) {
      const pageSize = query.pageSize ?? TABLE_PAGE_SIZE;
      const page = await pay.reads.monthPage(month, query.status, {
        offset: ((query.pageIndex ?? 1) - 1) * pageSize,
        limit: pageSize,
      });
      const toSettle = await pay.reads.toSettle(page.rows.map((r) => r.payslip.id));
      return {
        total: page.total,
        list: page.rows.map((r) =>
          opsPayslipRowOf(r.payslip, r, toSettle.get(r.payslip.id)?.length ?? 0, r),
        ),
      };
    },

    /** The month's payslips by status: one grouped read, and the month's whole. */
    /** A teacher's payslips on their console page (decision 063). */
    async teacherPayslips(teacherId: number) {
      if (!(await pay.reads.teacherOf(teacherId))) throw new AppError('NOT_FOUND');
      const rows = await pay.reads.teacherLatest(teacherId, TEACHER_PAGE_LIMIT);
      const toSettle = await pay.reads.toSettle(rows.map((r) => r.payslip.id));
      return {
        list: rows.map((r) =>
          opsPayslipRowOf(r.payslip, r, toSettle.get(r.payslip.id)?.length ?? 0, r),
        ),
      };
    },

    async totals(month: Date): Promise<PayMonthTotals> {
      const statuses = await pay.reads.monthTotals(month);
      return {
        monthStartTime: month.getTime(),
        statuses,
        total: {
          count: statuses.reduce((sum, s) => sum + s.count, 0),
          sumCents: statuses.reduce((sum, s) => sum + s.sumCents, 0),
        },
      };
    },

    async payslip(payslipId: number) {
      const row = await pay.reads.find(payslipId);
      if (!row) throw new AppError('NOT_FOUND');
      const [teacher, sums, lines, policy, toSettle, inputs] = await Promise.all([
        pay.reads.teacherOf(row.teacherId),
        pay.reads.groupSums([row.id]),
        pay.reads.allLines(row.id),
        pay.runs.policy(),
        pay.reads.toSettle([row.id]),
        pay.reads.anomalyInputsOf(row),
      ]);
      const receipt = row.receiptFileId
        ? await pay.reads.receiptFile(row.receiptFileId)
        : undefined;
      return {
        ...payslipDetailOf(row, sums, completePayPolicy(policy).paydayBusinessDay, receipt),
        teacherId: row.teacherId,
        teacherName: teacher?.teacherName ?? '',
        email: teacher?.email ?? '',
        version: row.version,
        lines: lines.map(payLineViewOf),
        toSettle: toSettle.get(row.id) ?? [],
        ...anomalyFieldsOf(row, inputs),
      };
    },

    /**
     * The payslip's receipt as the teacher sent it, for FINANCE to open (the documents' way:
     * a staff call that serves the stored file, each reading in the audit trail).
     */
    async receipt(staffId: number, payslipId: number) {
      const row = await pay.reads.find(payslipId);
      const file = row?.receiptFileId ? await pay.reads.receiptFile(row.receiptFileId) : undefined;
      const stored = file ? await files.read(file.storageKey) : undefined;
      if (!row || !file || !stored) throw new AppError('NOT_FOUND');
      await staffActions.record({
        staffId,
        action: 'viewPayslipReceipt',
        userId: row.teacherId,
        detail: { payslipId },
      });
      return { ...stored, fileName: file.fileName };
    },
  };
}

import {
  centsToDecimal,
  completePayPolicy,
  FIELD_MESSAGES,
  isPayMonthStart,
  payMonthLabel,
  payslipResolveMove,
  payslipVisible,
  TEACHER_PAGE_LIMIT,
  type PayRunView,
  type PayslipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import { createPayRelease } from './pay-release.service.js';
import type { PayRunRow } from './pay-runs.repository.js';
import type { PayRepositories } from './pay.repositories.js';
import { createPayslipPageMoves } from './payslip-page-moves.service.js';
import { opsPayslipRowOf, payLineViewOf, payslipDetailOf } from './pay-views.js';

interface Deps {
  uow: Uow;
  pay: PayRepositories;
  publicUrl: string;
  clock: () => Date;
}

const runView = (row: PayRunRow): PayRunView => ({
  id: row.id,
  monthStartTime: row.monthStart.getTime(),
  status: row.status as PayRunView['status'],
  teachersTotal: row.teachersTotal,
  teachersDone: row.teachersDone,
  teachersKept: row.teachersKept,
  startedAt: row.startedAt.getTime(),
  finishedAt: row.finishedAt?.getTime() ?? null,
  error: row.error,
});

/** A month named by its Beijing start, else the field's refusal. */
export function monthOf(monthStartTime: number): Date {
  if (!isPayMonthStart(monthStartTime))
    throw new AppError('BIZ_PARAM_ERR', { fields: { monthStartTime: FIELD_MESSAGES.invalid } });
  return new Date(monthStartTime);
}

/**
 * FINANCE's side of payslips (decision 042): generation, adjustments, release
 * (pay-release.service.ts) and the status moves (payslip-page-moves.service.ts). Every change
 * is a conditional update with its audit row in one unit of work.
 */
export function createPayAdminService({ uow, pay, publicUrl, clock }: Deps) {
  const moveBy = createPayslipPageMoves({ uow, pay, clock });
  const releaseMonth = createPayRelease({ uow, publicUrl, clock });

  return {
    /** A run and its job in one unit of work; a second start while one runs is refused. */
    async start(staffId: number, monthStartTime: number) {
      const month = monthOf(monthStartTime);
      const run = await uow.run(async (tx) => {
        const row = await tx.pay.runs.start(month, staffId, clock());
        if (!row) return undefined;
        await tx.staffActions.record({
          staffId,
          action: 'startPayRun',
          detail: { runId: row.id, month: payMonthLabel(monthStartTime) },
        });
        return row;
      });
      if (!run) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      return runView(run);
    },

    async run(runId: number) {
      const row = await pay.runs.find(runId);
      if (!row) throw new AppError('NOT_FOUND');
      return runView(row);
    },

    async list(query: {
      monthStartTime: number;
      status?: PayslipStatus | undefined;
      pageIndex?: number | undefined;
      pageSize?: number | undefined;
    }) {
      const pageSize = query.pageSize ?? 50;
      const page = await pay.reads.monthPage(monthOf(query.monthStartTime), query.status, {
        offset: ((query.pageIndex ?? 1) - 1) * pageSize,
        limit: pageSize,
      });
      const toSettle = await pay.reads.toSettle(page.rows.map((r) => r.payslip.id));
      return {
        total: page.total,
        list: page.rows.map((r) =>
          opsPayslipRowOf(r.payslip, r, toSettle.get(r.payslip.id)?.length ?? 0),
        ),
      };
    },

    /** A teacher's payslips on their console page (decision 063). */
    async teacherPayslips(teacherId: number) {
      if (!(await pay.reads.teacherOf(teacherId))) throw new AppError('NOT_FOUND');
      const rows = await pay.reads.teacherLatest(teacherId, TEACHER_PAGE_LIMIT);
      const toSettle = await pay.reads.toSettle(rows.map((r) => r.payslip.id));
      return {
        list: rows.map((r) =>
          opsPayslipRowOf(r.payslip, r, toSettle.get(r.payslip.id)?.length ?? 0),
        ),
      };
    },

    async payslip(payslipId: number) {
      const row = await pay.reads.find(payslipId);
      if (!row) throw new AppError('NOT_FOUND');
      const [teacher, sums, lines, policy, toSettle] = await Promise.all([
        pay.reads.teacherOf(row.teacherId),
        pay.reads.groupSums([row.id]),
        pay.reads.allLines(row.id),
        pay.runs.policy(),
        pay.reads.toSettle([row.id]),
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
      };
    },

    /**
     * An adjustment for a month the teacher's payslip of which is not released yet: a released
     * payslip is never edited, and a released month makes no new payslip (decision 052), so
     * either answers BIZ_PAY_MONTH_RELEASED. One naming a class settles that class's issue;
     * the class must be the teacher's.
     */
    async addAdjustment(
      staffId: number,
      request: {
        teacherId: number;
        monthStartTime: number;
        amountCents: number;
        reason: string;
        classId?: number | undefined;
      },
    ) {
      const month = monthOf(request.monthStartTime);
      if (!(await pay.reads.teacherOf(request.teacherId))) throw new AppError('NOT_FOUND');
      if (
        request.classId !== undefined &&
        (await pay.reads.classTeacher(request.classId)) !== request.teacherId
      )
        throw new AppError('BIZ_PARAM_ERR', { fields: { classId: FIELD_MESSAGES.invalid } });
      const row = await uow.run(async (tx) => {
        const payslip = await tx.pay.moves.lockTeacherMonth(request.teacherId, month);
        const open = payslip
          ? !payslipVisible(payslip.status as PayslipStatus)
          : !(await tx.pay.corrections.month(month));
        if (!open) throw new AppError('BIZ_PAY_MONTH_RELEASED');
        const inserted = await tx.pay.moves.addAdjustment({
          teacherId: request.teacherId,
          monthStart: month,
          amountCents: request.amountCents,
          reason: request.reason,
          slotId: request.classId ?? null,
          createdBy: staffId,
          createdAt: clock(),
        });
        await tx.staffActions.record({
          staffId,
          action: 'addPayAdjustment',
          userId: request.teacherId,
          detail: {
            adjustmentId: inserted.id,
            amountCents: request.amountCents,
            reason: request.reason,
            ...(request.classId !== undefined ? { classId: request.classId } : {}),
          },
        });
        return inserted;
      });
      return {
        id: row.id,
        teacherId: row.teacherId,
        monthStartTime: row.monthStart.getTime(),
        amount: centsToDecimal(row.amountCents),
        amountCents: row.amountCents,
        reason: row.reason,
        classId: row.slotId,
      };
    },

    /** Releases a month's DRAFTs once it has ended (pay-release.service.ts). */
    async release(
      staffId: number,
      request: { monthStartTime: number; payslipIds?: number[] | undefined },
    ) {
      return releaseMonth(staffId, monthOf(request.monthStartTime), request);
    },

    problem: (staffId: number, payslipId: number, message: string) =>
      moveBy(staffId, payslipId, 'problem', { problemMessage: message }, { message }),

    /** A PROBLEM goes back to where it waits, by the resolve the table names for that status. */
    resolve(staffId: number, payslipId: number, resumeAt: PayslipStatus) {
      const move = payslipResolveMove(resumeAt);
      if (!move)
        throw new AppError('BIZ_PARAM_ERR', { fields: { resumeAt: FIELD_MESSAGES.invalid } });
      return moveBy(staffId, payslipId, move, { problemMessage: null });
    },

    submit: (staffId: number, payslipId: number) =>
      moveBy(staffId, payslipId, 'submit', { submittedAt: clock() }),

    pay: (staffId: number, payslipId: number) =>
      moveBy(staffId, payslipId, 'pay', { paidAt: clock() }),
  };
}
export type PayAdminService = ReturnType<typeof createPayAdminService>;

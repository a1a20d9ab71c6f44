import {
  centsToDecimal,
  completePayPolicy,
  FIELD_MESSAGES,
  isPayMonthStart,
  payMonthLabel,
  payMonthOf,
  PAYSLIP,
  payslipResolveMove,
  payslipVisible,
  type PayRunView,
  type PayslipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { FilesService } from '../storage/files.service.js';
import { createPayAdminReads } from './pay-admin-reads.service.js';
import { writeMonthDrafts } from './pay-generation.js';
import { createPayRelease } from './pay-release.service.js';
import type { PayRunRow } from './pay-runs.repository.js';
import type { PayRepositories } from './pay.repositories.js';
import { createPayslipPageMoves } from './payslip-page-moves.service.js';

interface Deps {
  uow: Uow;
  pay: PayRepositories;
  files: Pick<FilesService, 'read'>;
  staffActions: Pick<Repositories['staffActions'], 'record'>;
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
 * FINANCE's side of payslips (decision 042): generation, the reads (pay-admin-reads.service.ts),
 * adjustments, release (pay-release.service.ts) and the status moves
 * (payslip-page-moves.service.ts). Every change is a conditional update with its audit row in
 * one unit of work.
 */
export function createPayAdminService({ uow, pay, files, staffActions, publicUrl, clock }: Deps) {
  const moveBy = createPayslipPageMoves({ uow, pay, clock });
  const reads = createPayAdminReads({ pay, files, staffActions });
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

    list: (query: {
      monthStartTime: number;
      status?: PayslipStatus | undefined;
      pageIndex?: number | undefined;
      pageSize?: number | undefined;
    }) => reads.list(monthOf(query.monthStartTime), query),

    teacherPayslips: reads.teacherPayslips,

    totals: (monthStartTime: number) => reads.totals(monthOf(monthStartTime)),

    payslip: reads.payslip,

    receipt: reads.receipt,

    /**
     * An adjustment for a month the teacher's payslip of which is not released yet: a released
     * payslip is never edited, and a released month makes no new payslip (decision 052), so
     * either answers BIZ_PAY_MONTH_RELEASED. One naming a class settles that class's issue;
     * the class must be the teacher's. The teacher's DRAFT of the month is written again in the
     * same transaction (generation's own `writeMonthDrafts`), so it shows the adjustment and its
     * new total at once rather than after the next generation (issue 36).
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
        if (payslip?.status === PAYSLIP.DRAFT)
          await writeMonthDrafts(tx, {
            runId: null,
            mover: { by: 'staff', staffId },
            month: { start: month, end: new Date(payMonthOf(month.getTime()).end) },
            teacherIds: [request.teacherId],
            policy: completePayPolicy(await tx.pay.runs.policy()),
            at: clock(),
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

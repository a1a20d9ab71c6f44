import {
  BASE_PATH,
  centsToDecimal,
  completePayPolicy,
  FIELD_MESSAGES,
  formatMoney,
  isPayMonthStart,
  payMonthLabel,
  payMonthOf,
  payslipMove,
  payslipMoveFrom,
  payslipVisible,
  TEACHER_ROUTES,
  type PayRunView,
  type PayslipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import { writeMonthDrafts } from './pay-generation.js';
import type { PayRunRow } from './pay-runs.repository.js';
import type { PayRepositories } from './pay.repositories.js';
import type { PayslipRow } from './payslip-reads.repository.js';
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

type Move = 'PROBLEM' | 'SUBMIT' | 'PAY';

/**
 * FINANCE's side of payslips (decision 042): generation, adjustments, release and the status
 * moves. Every change is a conditional update with its audit row in one unit of work.
 */
export function createPayAdminService({ uow, pay, publicUrl, clock }: Deps) {
  async function opsRow(row: PayslipRow) {
    const teacher = (await pay.reads.teacherOf(row.teacherId)) ?? { teacherName: '', email: '' };
    return opsPayslipRowOf(row, teacher);
  }

  /** One move of a payslip by FINANCE; a payslip elsewhere than the move starts from is refused. */
  async function moveBy(
    staffId: number,
    payslipId: number,
    action: Move | 'RESOLVE',
    change: Parameters<PayRepositories['moves']['move']>[2],
    from: readonly PayslipStatus[],
    detail: Record<string, string | number> = {},
  ) {
    const moved = await uow.run(async (tx) => {
      const row = await tx.pay.moves.move(payslipId, from, change);
      if (!row) return undefined;
      await tx.staffActions.record({
        staffId,
        action: AUDIT[action],
        userId: row.teacherId,
        detail: { payslipId, status: row.status, ...detail },
      });
      return row;
    });
    if (moved) return opsRow(moved);
    if (!(await pay.reads.find(payslipId))) throw new AppError('NOT_FOUND');
    throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
  }

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
      return {
        total: page.total,
        list: page.rows.map((r) => opsPayslipRowOf(r.payslip, r)),
      };
    },

    async payslip(payslipId: number) {
      const row = await pay.reads.find(payslipId);
      if (!row) throw new AppError('NOT_FOUND');
      const [teacher, sums, lines, policy] = await Promise.all([
        pay.reads.teacherOf(row.teacherId),
        pay.reads.groupSums([row.id]),
        pay.reads.allLines(row.id),
        pay.runs.policy(),
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
      };
    },

    /** An adjustment for a month whose payslip is not released (a released one is never edited). */
    async addAdjustment(
      staffId: number,
      request: { teacherId: number; monthStartTime: number; amountCents: number; reason: string },
    ) {
      const month = monthOf(request.monthStartTime);
      if (!(await pay.reads.teacherOf(request.teacherId))) throw new AppError('NOT_FOUND');
      const row = await uow.run(async (tx) => {
        const payslip = await tx.pay.moves.lockTeacherMonth(request.teacherId, month);
        if (payslip && payslipVisible(payslip.status as PayslipStatus))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const inserted = await tx.pay.moves.addAdjustment({
          teacherId: request.teacherId,
          monthStart: month,
          amountCents: request.amountCents,
          reason: request.reason,
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
      };
    },

    /** Releases DRAFTs (conditional: from DRAFT only), mails each teacher, audits each. */
    async release(
      staffId: number,
      request: { monthStartTime: number; payslipIds?: number[] | undefined },
    ) {
      const month = monthOf(request.monthStartTime);
      const released = await uow.run(async (tx) => {
        const at = clock();
        // What is released is written afresh: a correction since generating is never lost.
        const drafts = await tx.pay.writes.lockDrafts(month, request.payslipIds);
        if (drafts.length > 0)
          await writeMonthDrafts(tx, {
            runId: null,
            month: { start: month, end: new Date(payMonthOf(month.getTime()).end) },
            teacherIds: drafts.map((d) => d.teacherId),
            policy: completePayPolicy(await tx.pay.runs.policy()),
            at,
          });
        const rows = await tx.pay.moves.release(month, at, request.payslipIds);
        for (const row of rows) {
          await mailReleased(tx, row, request.monthStartTime);
          await tx.staffActions.record({
            staffId,
            action: 'releasePayslips',
            userId: row.teacherId,
            detail: { payslipId: row.id, month: payMonthLabel(request.monthStartTime) },
          });
        }
        return rows.length;
      });
      return { released };
    },

    problem: (staffId: number, payslipId: number, message: string) =>
      moveBy(
        staffId,
        payslipId,
        'PROBLEM',
        { status: 'PROBLEM', problemMessage: message, updatedAt: clock() },
        payslipMoveFrom('PROBLEM'),
        { message },
      ),

    /** A PROBLEM goes back to where it waits (payslipMove's rule). */
    resolve(staffId: number, payslipId: number, resumeAt: PayslipStatus) {
      const to = payslipMove('PROBLEM', 'RESOLVE', resumeAt);
      if (!to)
        throw new AppError('BIZ_PARAM_ERR', { fields: { resumeAt: FIELD_MESSAGES.invalid } });
      return moveBy(
        staffId,
        payslipId,
        'RESOLVE',
        { status: to, problemMessage: null, updatedAt: clock() },
        ['PROBLEM'],
      );
    },

    submit: (staffId: number, payslipId: number) =>
      moveBy(
        staffId,
        payslipId,
        'SUBMIT',
        { status: 'SUBMIT_FINANCIAL', submittedAt: clock(), updatedAt: clock() },
        payslipMoveFrom('SUBMIT'),
      ),

    pay: (staffId: number, payslipId: number) =>
      moveBy(
        staffId,
        payslipId,
        'PAY',
        { status: 'PAID', paidAt: clock(), updatedAt: clock() },
        payslipMoveFrom('PAY'),
      ),
  };

  /** The teacher's short mail, a job of the release's own transaction. */
  async function mailReleased(
    tx: Repositories,
    row: { teacherId: number; totalCents: number },
    monthStartTime: number,
  ) {
    const teacher = await tx.pay.reads.teacherOf(row.teacherId);
    if (!teacher) return;
    await tx.mail.send(teacher.email, 'payslipReleased', {
      name: teacher.teacherName || teacher.email,
      month: payMonthLabel(monthStartTime),
      amount: formatMoney(row.totalCents),
      link: `${publicUrl}${BASE_PATH}${TEACHER_ROUTES.payslipList}`,
    });
  }
}

const AUDIT = {
  PROBLEM: 'markPayslipProblem',
  RESOLVE: 'resolvePayslip',
  SUBMIT: 'submitPayslip',
  PAY: 'payPayslip',
} as const;
export type PayAdminService = ReturnType<typeof createPayAdminService>;

import {
  BASE_PATH,
  completePayPolicy,
  formatMoney,
  payMonthLabel,
  payMonthOf,
  TEACHER_ROUTES,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import { writeMonthDrafts } from './pay-generation.js';

interface Deps {
  uow: Uow;
  publicUrl: string;
  clock: () => Date;
}

/** FINANCE's release of a month's payslips (decision 042, decision 052). */
export function createPayRelease({ uow, publicUrl, clock }: Deps) {
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

  /**
   * Releases DRAFTs (conditional: from DRAFT only) once the Beijing month has ended, mails
   * each teacher, audits each. A DRAFT with a class to settle is held back (decision 052).
   * The first release marks the month released: what changes for it later is carried to
   * later payslips as corrections. `month` is the checked start of `monthStartTime`.
   */
  return async function release(
    staffId: number,
    month: Date,
    request: { monthStartTime: number; payslipIds?: number[] | undefined },
  ) {
    const end = new Date(payMonthOf(month.getTime()).end);
    if (clock().getTime() < end.getTime()) throw new AppError('BIZ_PAY_MONTH_NOT_ENDED');
    const result = await uow.run(async (tx) => {
      const at = clock();
      const policy = completePayPolicy(await tx.pay.runs.policy());
      // What is released is written afresh: a correction since generating is never lost.
      const drafts = await tx.pay.writes.lockDrafts(month, request.payslipIds);
      if (drafts.length > 0)
        await writeMonthDrafts(tx, {
          runId: null,
          mover: { by: 'staff', staffId },
          month: { start: month, end },
          teacherIds: drafts.map((d) => d.teacherId),
          policy,
          at,
        });
      const toSettle = await tx.pay.reads.toSettle(drafts.map((d) => d.id));
      const ready = drafts.filter((d) => !toSettle.has(d.id)).map((d) => d.id);
      const rows = await tx.pay.moves.release(staffId, month, at, ready);
      if (rows.length > 0)
        await tx.pay.corrections.closeMonth({
          monthStart: month,
          monthEnd: end,
          releasedAt: at,
          releasedBy: staffId,
          policy,
        });
      for (const row of rows) {
        await mailReleased(tx, row, request.monthStartTime);
        await tx.staffActions.record({
          staffId,
          action: 'releasePayslips',
          userId: row.teacherId,
          detail: { payslipId: row.id, month: payMonthLabel(request.monthStartTime) },
        });
      }
      return { released: rows.length, held: drafts.length - ready.length };
    });
    return result;
  };
}

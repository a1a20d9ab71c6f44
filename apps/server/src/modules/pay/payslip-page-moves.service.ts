import type { PayslipMove } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { PayRepositories } from './pay.repositories.js';
import type { PayslipRow } from './payslip-reads.repository.js';
import { opsPayslipRowOf } from './pay-views.js';

interface Deps {
  uow: Uow;
  pay: PayRepositories;
  clock: () => Date;
}

/** The moves FINANCE take on one payslip from its page. */
export type PageMove = Exclude<PayslipMove, 'generate' | 'regenerate' | 'release' | 'receipt'>;

/**
 * One move of a payslip by FINANCE from its page (decision 042): a conditional update with its
 * audit row in one unit of work, answered with the payslip's console row.
 */
export function createPayslipPageMoves({ uow, pay, clock }: Deps) {
  async function opsRow(row: PayslipRow) {
    const [teacher, toSettle, inputs] = await Promise.all([
      pay.reads.teacherOf(row.teacherId),
      pay.reads.toSettle([row.id]),
      pay.reads.anomalyInputsOf(row),
    ]);
    return opsPayslipRowOf(
      row,
      teacher ?? { teacherName: '', email: '' },
      toSettle.get(row.id)?.length ?? 0,
      inputs,
    );
  }

  /** One move of a payslip by FINANCE; a payslip elsewhere than the move starts from is refused. */
  return async function moveBy(
    staffId: number,
    payslipId: number,
    move: PageMove,
    change: Omit<Parameters<PayRepositories['moves']['move']>[3], 'updatedAt'>,
    detail: Record<string, string | number> = {},
  ) {
    const moved = await uow.run(async (tx) => {
      const row = await tx.pay.moves.move(move, { by: 'staff', staffId }, payslipId, {
        ...change,
        updatedAt: clock(),
      });
      if (!row) return undefined;
      await tx.staffActions.record({
        staffId,
        action: auditOf(move),
        userId: row.teacherId,
        detail: { payslipId, status: row.status, ...detail },
      });
      return row;
    });
    if (moved) return opsRow(moved);
    if (!(await pay.reads.find(payslipId))) throw new AppError('NOT_FOUND');
    throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
  };
}

/** The audit action of each: every resolve, wherever it resumes, is one action. */
function auditOf(move: PageMove) {
  if (move === 'problem') return 'markPayslipProblem';
  if (move === 'submit') return 'submitPayslip';
  if (move === 'pay') return 'payPayslip';
  return 'resolvePayslip';
}

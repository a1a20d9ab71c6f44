import {
  payslipMove,
  payslipMoveFrom,
  type PayslipDetail,
  type PayslipStatus,
} from '@portal/contracts';

/** What FINANCE may do to a payslip from its page. */
export type ConsolePayslipAction = 'ADJUST' | 'PROBLEM' | 'RESOLVE' | 'SUBMIT' | 'PAY';

/** Where a resolved PROBLEM may go back to: the statuses a problem may hold (contracts). */
export const RESUME_STATUSES = payslipMoveFrom('PROBLEM');
export type ResumeStatus = 'OFFICIAL_CONFIRMED' | 'TEACHER_CONFIRMED' | 'SUBMIT_FINANCIAL';

/**
 * The buttons a payslip in `status` shows, from contracts' moves (the server's conditional
 * updates read the same table): an adjustment only before the release (a DRAFT), the moves
 * from where each may start.
 */
export function payslipActionsFor(status: PayslipStatus): ConsolePayslipAction[] {
  const actions: ConsolePayslipAction[] = [];
  if (payslipMoveFrom('RELEASE').includes(status)) actions.push('ADJUST');
  if (payslipMove(status, 'SUBMIT')) actions.push('SUBMIT');
  if (payslipMove(status, 'PAY')) actions.push('PAY');
  if (payslipMove(status, 'PROBLEM')) actions.push('PROBLEM');
  if (RESUME_STATUSES.some((resumeAt) => payslipMove(status, 'RESOLVE', resumeAt)))
    actions.push('RESOLVE');
  return actions;
}

/**
 * Where a resolve starts out: with the teacher's receipt on file, back to waiting for
 * finance (TEACHER_CONFIRMED); without one, back to waiting for the receipt.
 */
export function defaultResumeAt(detail: Pick<PayslipDetail, 'receipt'>): ResumeStatus {
  return detail.receipt ? 'TEACHER_CONFIRMED' : 'OFFICIAL_CONFIRMED';
}

import { mayMove } from '../lifecycle/define-lifecycle.js';
import { PAYSLIP, PAYSLIP_LIFECYCLE, type PayslipStatus } from './payslip.lifecycle.js';

// The statuses and their moves are declared in payslip.lifecycle.ts; here, what they read as.

/** The labels the spec gives (section 4). */
export const PAYSLIP_STATUS_LABELS: Record<PayslipStatus, string> = {
  DRAFT: 'Generating',
  OFFICIAL_CONFIRMED: 'Released',
  TEACHER_CONFIRMED: 'Processing',
  SUBMIT_FINANCIAL: 'Processing',
  PAID: 'Paid',
  PROBLEM: 'Problem',
};

/** The teacher sees released payslips only: a DRAFT is FINANCE's work in progress. */
export function payslipVisible(status: PayslipStatus): boolean {
  return status !== PAYSLIP.DRAFT;
}

/**
 * A payslip that waits on the teacher (issue 36): its status asks for the receipt (the
 * lifecycle's `receipt` move) and its payday has come, so finance cannot pay it until the
 * teacher sends one. The list and the payslip say "action needed".
 */
export function receiptOverdue(
  payslip: { status: PayslipStatus; payday: number },
  now: number,
): boolean {
  return mayMove(PAYSLIP_LIFECYCLE, 'receipt', payslip.status) && now >= payslip.payday;
}

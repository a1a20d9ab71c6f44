import { PAYSLIP, type PayslipStatus } from './payslip.lifecycle.js';

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

import type { PayslipStatus } from '@portal/contracts';
import type { BadgeTone } from '../../../components/StatusBadge';

/**
 * The badge tone of each status (the label, from contracts' PAYSLIP_STATUS_LABELS, says it;
 * the tone repeats it): blue waits for the teacher, yellow for finance, red for a problem.
 */
export const PAYSLIP_STATUS_TONES: Record<PayslipStatus, BadgeTone> = {
  DRAFT: 'gray',
  OFFICIAL_CONFIRMED: 'blue',
  TEACHER_CONFIRMED: 'yellow',
  SUBMIT_FINANCIAL: 'yellow',
  PAID: 'green',
  PROBLEM: 'red',
};

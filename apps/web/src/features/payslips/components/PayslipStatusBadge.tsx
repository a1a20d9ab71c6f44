import { PAYSLIP_STATUS_LABELS, type PayslipStatus } from '@portal/contracts';
import { StatusBadge } from '../../../components/StatusBadge';
import { PAYSLIP_STATUS_TONES } from '../lib/status-tones';

/** A payslip's status with the spec's label (contracts, section 4). */
export function PayslipStatusBadge({ status }: { status: PayslipStatus }) {
  return (
    <StatusBadge tone={PAYSLIP_STATUS_TONES[status]}>{PAYSLIP_STATUS_LABELS[status]}</StatusBadge>
  );
}

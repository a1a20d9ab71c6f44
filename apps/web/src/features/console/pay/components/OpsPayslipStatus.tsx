import type { PayslipStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/StatusBadge';
import { PAYSLIP_STATUS_TONES } from '../../../payslips/public';

/**
 * A payslip's status as finance read it: the console's staff label (`pay.statuses`, the table
 * the filter reads too, decision 058), never the teacher's ("Generating" for a DRAFT, one
 * "Processing" for two steps); the tone is the teacher's screens'.
 */
export function OpsPayslipStatus({ status }: { status: PayslipStatus }) {
  const { t } = useTranslation('console');
  return (
    <StatusBadge tone={PAYSLIP_STATUS_TONES[status]}>{t(`pay.statuses.${status}`)}</StatusBadge>
  );
}

import { PAYSLIP_STATUS_LABELS, receiptOverdue, type PayslipSummary } from '@portal/contracts';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/StatusBadge';
import { PAYSLIP_STATUS_TONES } from '../lib/status-tones';

/**
 * A payslip's status with the spec's label (contracts, section 4), and "Action needed" beside
 * it once its payday has come without the receipt that finance wait for (issue 36).
 */
export function PayslipStatusBadge({
  payslip,
}: {
  payslip: Pick<PayslipSummary, 'status' | 'payday'>;
}) {
  const { t } = useTranslation('payslips');
  const [now] = useState(Date.now);
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge tone={PAYSLIP_STATUS_TONES[payslip.status]}>
        {PAYSLIP_STATUS_LABELS[payslip.status]}
      </StatusBadge>
      {receiptOverdue(payslip, now) && (
        <StatusBadge tone="red">{t('actionNeeded.badge')}</StatusBadge>
      )}
    </Group>
  );
}

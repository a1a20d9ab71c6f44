import { Anchor, Text } from '@mantine/core';
import { BEIJING_ZONE, type OpsPayslipDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { payslipReceiptUrl } from '../api/pay';

/**
 * The teacher's receipt on the payslip's page: its name opens the file in a new tab (the staff
 * call, with the member's session; each reading audited), and when it was sent.
 */
export function PayslipReceipt({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  const receipt = detail.receipt;
  if (!receipt) return t('pay.payslip.noReceipt');
  const name = receipt.fileName || t('pay.payslip.receiptFile');
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Anchor
        href={payslipReceiptUrl(detail.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('pay.payslip.receiptOpen', { name })}
        size="sm"
      >
        {name}
      </Anchor>{' '}
      {t('pay.payslip.receiptSentOn', { date: formatDate(receipt.uploadedAt, BEIJING_ZONE) })}
    </Text>
  );
}

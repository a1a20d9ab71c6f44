import { Stack, Text } from '@mantine/core';
import { PAYSLIP, PAYSLIP_STATUS_LABELS, type PayslipStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/StatusBadge';
import { PAYSLIP_STATUS_TONES } from '../../../payslips/public';

/**
 * A payslip's status with the label teachers read (contracts) and the tone of their screens;
 * under the two Processing steps, which one it is, for finance.
 */
export function OpsPayslipStatus({ status }: { status: PayslipStatus }) {
  const { t } = useTranslation('console');
  const step = status === PAYSLIP.TEACHER_CONFIRMED || status === PAYSLIP.SUBMIT_FINANCIAL;
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge tone={PAYSLIP_STATUS_TONES[status]}>{PAYSLIP_STATUS_LABELS[status]}</StatusBadge>
      {step && (
        <Text size="xs" span>
          {t(`pay.steps.${status}`)}
        </Text>
      )}
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import type { OpsPayslipDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PayslipGroups } from '../../../payslips/public';

/** The payslip's groups with their line counts and sums, and the total (the teacher's table). */
export function OpsPayslipGroups({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="xs" component="section" aria-labelledby="payslip-groups-heading">
      <Title order={2} size="h3" id="payslip-groups-heading">
        {t('pay.payslip.groupsTitle')}
      </Title>
      <PayslipGroups detail={detail} />
    </Stack>
  );
}

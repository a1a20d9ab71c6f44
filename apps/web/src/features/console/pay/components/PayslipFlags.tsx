import { Group } from '@mantine/core';
import type { PayslipAnomaly } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/StatusBadge';

/** A payslip's anomaly flags in the month's list (contracts' `payslipAnomalies`), or a dash. */
export function PayslipFlags({ anomalies }: { anomalies: readonly PayslipAnomaly[] }) {
  const { t } = useTranslation('console');
  if (anomalies.length === 0) return '—';
  return (
    <Group gap={4} wrap="wrap">
      {anomalies.map((anomaly) => (
        <StatusBadge key={anomaly} tone="yellow">
          {t(`pay.flags.${anomaly}`)}
        </StatusBadge>
      ))}
    </Group>
  );
}

import { formatCents } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCalculator } from '../api/schedule-queries';
import { Facts, Panel } from './Panel';

/** The shown week's pay: what the opened units would earn, and the booked ones. */
export function CalculatorPanel({ weekStart }: { weekStart: number }) {
  const { t } = useTranslation('schedule');
  const calculator = useCalculator(weekStart);
  return (
    <Panel title={t('panels.calculator.title')} query={calculator}>
      {(data) => (
        <Facts
          items={[
            { label: t('panels.calculator.opened'), value: data.openedUnits },
            { label: t('panels.calculator.booked'), value: data.bookedUnits },
            { label: t('panels.calculator.perClass'), value: formatCents(data.payPerClassCents) },
            { label: t('panels.calculator.estimated'), value: formatCents(data.estimatedCents) },
            { label: t('panels.calculator.bookedPay'), value: formatCents(data.bookedCents) },
          ]}
        />
      )}
    </Panel>
  );
}

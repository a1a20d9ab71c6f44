import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { PayGroup } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { EarningsBar } from '../lib/earnings-chart';

/** Each group's colour, the same in every month. */
const GROUP_COLORS: Record<PayGroup, string> = {
  CLASS_PAYMENT: 'indigo.6',
  SECONDARY_POSITION: 'cyan.6',
  INCENTIVE: 'teal.6',
  DEDUCTION: 'red.6',
  ADJUSTMENT: 'yellow.6',
  CORRECTION: 'orange.7',
  REFERRAL: 'grape.6',
};

/**
 * The last months' pay as stacked bars by group. Loaded on its own (charts are heavy and only
 * this screen and the console draw them) and hidden from assistive technology: the list beside
 * it says the same. Values stay cents; formatMoney writes them as dollars.
 */
export default function EarningsChart({
  bars,
  groups,
}: {
  bars: readonly EarningsBar[];
  groups: readonly PayGroup[];
}) {
  const { t } = useTranslation('payslips');
  return (
    <BarChart
      aria-hidden
      h={260}
      data={[...bars]}
      dataKey="month"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={formatMoney}
      tickLine="y"
      series={groups.map((group) => ({
        name: group,
        label: t(`groups.${group}`),
        color: GROUP_COLORS[group],
      }))}
    />
  );
}

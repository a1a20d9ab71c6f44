import '@mantine/charts/styles.css';
import { FunnelChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { FunnelSegment } from '../lib/overview-rows';

/** The steps' colours, darkest first, so the narrowing reads from top to bottom. */
const COLORS = ['indigo.8', 'indigo.6', 'blue.6', 'cyan.6', 'teal.6'] as const;

/**
 * The funnel as a picture. It is loaded on its own (charts are heavy and only the console
 * draws them) and hidden from assistive technology: the table beside it says the same.
 */
export default function OverviewFunnelChart({
  segments,
  size,
}: {
  segments: readonly FunnelSegment[];
  size: number;
}) {
  const { t } = useTranslation('console');
  return (
    <FunnelChart
      aria-hidden
      accessibilityLayer={false}
      size={size}
      withLabels
      labelsPosition="inside"
      withLegend
      withTooltip={false}
      data={segments.map((segment, index) => ({
        key: segment.step,
        name: t(`funnel.steps.${segment.step}`),
        value: segment.value,
        color: COLORS[index % COLORS.length] ?? 'indigo.6',
      }))}
    />
  );
}

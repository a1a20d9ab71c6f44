import { Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { usePayslipEarnings } from '../api/payslip-queries';
import { barTotalCents, earningsChart } from '../lib/earnings-chart';
import { LoadFailed } from '../../../components/LoadFailed';

const EarningsChart = lazy(() => import('./EarningsChart'));

/**
 * The earnings of the last 12 released months by group: a chart for the eye, and the same
 * numbers as a list for a screen reader (the chart is hidden from it).
 */
export function EarningsPanel() {
  const { t } = useTranslation('payslips');
  const earnings = usePayslipEarnings();
  const chart = earnings.data ? earningsChart(earnings.data) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="earnings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="earnings-title">
          {t('chart.title')}
        </Title>
        <Text size="sm">{t('chart.intro')}</Text>
        {earnings.isPending && (
          <Skeleton h={260} role="progressbar" aria-label={t('screen.loading')} />
        )}
        {earnings.isError && (
          <LoadFailed
            error={earnings.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void earnings.refetch()}
            retryOnOwnLine
          />
        )}
        {chart && chart.bars.length === 0 && <Text size="sm">{t('chart.empty')}</Text>}
        {chart && chart.bars.length > 0 && (
          <>
            <Suspense fallback={<Skeleton h={260} />}>
              <EarningsChart bars={chart.bars} groups={chart.groups} />
            </Suspense>
            <VisuallyHidden>
              <ul aria-label={t('chart.listLabel')}>
                {chart.bars.map((bar) => (
                  <li key={bar.month}>
                    {t('chart.monthTotal', {
                      month: bar.month,
                      total: formatMoney(barTotalCents(bar, chart.groups)),
                    })}{' '}
                    {chart.groups
                      .map((group) =>
                        t('chart.groupSum', {
                          group: t(`groups.${group}`),
                          sum: formatMoney(bar[group] ?? 0),
                        }),
                      )
                      .join(', ')}
                  </li>
                ))}
              </ul>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}

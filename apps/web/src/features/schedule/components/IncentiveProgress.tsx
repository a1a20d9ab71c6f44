import { Progress, Stack, Text } from '@mantine/core';
import type { CourseStatistics } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { progressPercent } from '../lib/class-ranges';

/** Peak slots opened this month against the incentive's threshold, as a progress bar. */
export function IncentiveProgress({ statistics }: { statistics: CourseStatistics }) {
  const { t } = useTranslation('schedule');
  const done = statistics.peakSlotsOpenedThisMonth;
  const threshold = statistics.peakIncentiveThreshold;
  const percent = progressPercent(done, threshold);
  const text = t('panels.statistics.incentiveProgress', { done, threshold });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('panels.statistics.incentive')}
      </Text>
      {/* The bar's own ARIA, on the section that has the role (Progress would put a
          valuetext on its root, a plain div, and one of "40%" on the section). */}
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          color={percent >= 100 ? 'green' : 'orange'}
          withAria={false}
          role="progressbar"
          aria-label={t('incentive.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
        />
      </Progress.Root>
      <Text size="sm">{text}</Text>
      {done >= threshold && threshold > 0 && (
        <Text size="sm" c="teal.9">
          {t('panels.statistics.incentiveReached')}
        </Text>
      )}
    </Stack>
  );
}

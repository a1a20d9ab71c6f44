import { Stack } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherInfo } from '../api/schedule-queries';
import { AchievementPanel } from './AchievementPanel';
import { CalculatorPanel } from './CalculatorPanel';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { RecommendationsPanel } from './RecommendationsPanel';
import { StatisticsPanel } from './StatisticsPanel';
import { TeacherInfoPanel } from './TeacherInfoPanel';

/**
 * The teacher's panels beside the week (below it on a phone). Memoised on the zone and the
 * week: the slot board renders again on every pick and answer, the panels need not (each
 * reads its own query).
 */
export const SchedulePanels = memo(function SchedulePanels({
  zone,
  weekStart,
}: {
  zone: string;
  weekStart: number;
}) {
  const { t } = useTranslation('schedule');
  const info = useTeacherInfo();
  return (
    <Stack gap="md" component="aside" aria-label={t('panels.label')}>
      <TeacherInfoPanel info={info} />
      <StatisticsPanel />
      <CalculatorPanel weekStart={weekStart} />
      <RecommendationsPanel zone={zone} />
      <AchievementPanel zone={zone} />
      <CalendarFeedPanel zone={zone} />
    </Stack>
  );
});

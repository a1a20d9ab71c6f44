import { useTranslation } from 'react-i18next';
import { useCourseStatistics } from '../api/schedule-queries';
import { IncentiveProgress } from './IncentiveProgress';
import { Facts, Panel } from './Panel';

/** This month's classes, the finish rate and the peak incentive's progress. */
export function StatisticsPanel() {
  const { t } = useTranslation('schedule');
  const statistics = useCourseStatistics();
  return (
    <Panel
      title={t('panels.statistics.title', { month: statistics.data?.month ?? '' })}
      query={statistics}
    >
      {(data) => (
        <>
          <Facts
            items={[
              { label: t('panels.statistics.classes'), value: data.classesThisMonth },
              { label: t('panels.statistics.peakClasses'), value: data.peakClassesThisMonth },
              {
                label: t('panels.statistics.finishRate'),
                value:
                  data.finishRate === null
                    ? t('panels.statistics.noRate')
                    : t('panels.statistics.finishRateValue', { rate: data.finishRate }),
              },
            ]}
          />
          <IncentiveProgress statistics={data} />
        </>
      )}
    </Panel>
  );
}

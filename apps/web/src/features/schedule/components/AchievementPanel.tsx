import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useAchievement } from '../api/schedule-queries';
import { CarrotsOwedNote, owedFact } from './CarrotsOwedNote';
import { Facts, Panel } from './Panel';

/** What the teacher has done so far, with the carrots earned (and those owed, when some are). */
export function AchievementPanel({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const achievement = useAchievement();
  return (
    <Panel title={t('panels.achievement.title')} query={achievement}>
      {(data) => (
        <>
          <Facts
            items={[
              { label: t('panels.achievement.finished'), value: data.classesFinished },
              { label: t('panels.achievement.peakFinished'), value: data.peakClassesFinished },
              { label: t('panels.achievement.standbyFinished'), value: data.standbyFinished },
              { label: t('panels.achievement.carrots'), value: data.carrots },
              ...owedFact(data.carrotsOwed, t('panels.owed.label')),
              {
                label: t('panels.achievement.firstClass'),
                value:
                  data.firstClassAt === null
                    ? t('panels.achievement.noFirstClass')
                    : formatDate(data.firstClassAt, zone),
              },
            ]}
          />
          <CarrotsOwedNote owed={data.carrotsOwed} short />
        </>
      )}
    </Panel>
  );
}

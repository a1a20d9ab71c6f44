import { formatCents, type TeacherBasicInfo } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CarrotsOwedNote, owedFact } from './CarrotsOwedNote';
import { Facts, Panel } from './Panel';

/**
 * Who is opening: grade, level, pay per class, carrots (and those owed, when some are), zone
 * and the types she may open.
 */
export function TeacherInfoPanel({ info }: { info: UseQueryResult<TeacherBasicInfo> }) {
  const { t } = useTranslation('schedule');
  return (
    <Panel title={info.data?.name ?? t('panels.info.title')} query={info}>
      {(data) => (
        <>
          <Facts
            items={[
              { label: t('panels.info.grade'), value: data.grade },
              { label: t('panels.info.level'), value: data.level },
              { label: t('panels.info.pay'), value: formatCents(data.payPerClassCents) },
              { label: t('panels.info.carrots'), value: data.carrots },
              ...owedFact(data.carrotsOwed, t('panels.owed.label')),
              { label: t('panels.info.peakCarrots'), value: data.peakCarrots },
              {
                label: t('panels.info.zone'),
                value: data.timeZone ?? t('panels.info.zoneNotSet'),
              },
              {
                label: t('panels.info.types'),
                value: data.classTypes.map((type) => type.name).join(', '),
              },
            ]}
          />
          <CarrotsOwedNote owed={data.carrotsOwed} />
        </>
      )}
    </Panel>
  );
}

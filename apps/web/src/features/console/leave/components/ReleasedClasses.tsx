import { Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, type ClassReleaseRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../lib/dates';

/**
 * The classes released from the teacher (decision 052): the account was suspended or no
 * contract held the day. Each with its Beijing time, why, where it went (a standby teacher's
 * class, the students' school told, or nobody to tell: an unbooked time) and when.
 */
export function ReleasedClasses({ releases }: { releases: readonly ClassReleaseRow[] }) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const columns: DataTableColumn<ClassReleaseRow>[] = [
    {
      key: 'when',
      header: t('leave.teacher.releases.columns.when'),
      render: (r) => formatDateTime(r.startTime, BEIJING_ZONE),
    },
    {
      key: 'class',
      header: t('leave.teacher.releases.columns.class'),
      render: (r) =>
        t('leave.teacher.releases.class', {
          id: r.classId,
          type: tl(`courseTypes.${r.courseType}`, { defaultValue: r.courseType }),
        }),
    },
    {
      key: 'reason',
      header: t('leave.teacher.releases.columns.reason'),
      render: (r) => r.reasonLabel,
    },
    {
      key: 'went',
      header: t('leave.teacher.releases.columns.went'),
      render: (r) =>
        r.handOver === 'STANDBY' && r.standbyClassId !== null
          ? t('leave.teacher.releases.toStandby', { id: r.standbyClassId })
          : t(`leave.teacher.releases.handOver.${r.handOver}`),
    },
    {
      key: 'released',
      header: t('leave.teacher.releases.columns.released'),
      render: (r) => formatDateTime(r.releasedAt, BEIJING_ZONE),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="leave-releases">
      <Title order={2} size="h3" id="leave-releases">
        {t('leave.teacher.releases.title')}
      </Title>
      <Text size="sm">{t('leave.teacher.releases.intro')}</Text>
      <DataTable
        caption={t('leave.teacher.releases.title')}
        columns={columns}
        rows={releases}
        rowKey={(r) => `${r.classId}-${r.releasedAt}`}
        emptyText={t('leave.teacher.releases.empty')}
        minWidth={720}
      />
    </Stack>
  );
}

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OpsClassRow } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { classTime } from '../../class-admin/lib/class-time';
import { useTeacherClasses } from '../api/teacher-page';
import { PageSection } from '../../common/components/PageSection';

/** The teacher's next classes and last ones (OPERATIONS), times in Beijing time. */
export function TeacherClasses({ userId }: { userId: number }) {
  const { t } = useTranslation('teacher');
  const classes = useTeacherClasses(userId);
  return (
    <PageSection title={t('ops.page.classes.title')} intro={t('ops.page.classes.beijing')}>
      {classes.isPending && <LoadingIndicator label={t('ops.page.loading')} />}
      {classes.isError && (
        <LoadFailed
          error={classes.error}
          title={t('ops.page.classes.loadFailed')}
          retryLabel={t('ops.page.retry')}
          onRetry={() => void classes.refetch()}
        />
      )}
      {classes.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ClassList
            title={t('ops.page.classes.upcoming')}
            rows={classes.data.upcoming}
            empty={t('ops.page.classes.noneUpcoming')}
          />
          <ClassList
            title={t('ops.page.classes.recent')}
            rows={classes.data.recent}
            empty={t('ops.page.classes.noneRecent')}
          />
        </SimpleGrid>
      )}
    </PageSection>
  );
}

function ClassList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: readonly OpsClassRow[];
  empty: string;
}) {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation('console');
  const headingId = useId();
  const columns: DataTableColumn<OpsClassRow>[] = [
    { key: 'time', header: t('ops.page.classes.time'), render: (c) => classTime(c) },
    { key: 'class', header: t('ops.page.classes.class'), render: (c) => c.label },
    {
      key: 'status',
      header: t('ops.page.classes.status'),
      // A class that ended reads how (its latest outcome); one to come, its status.
      render: (c) =>
        c.finishType
          ? tc(`classes.finishTypes.${c.finishType}`)
          : tc(`classes.statuses.${c.status}`),
    },
  ];
  return (
    <Stack gap="xs" aria-labelledby={headingId} component="section">
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.classId}
          minWidth={400}
        />
      )}
    </Stack>
  );
}

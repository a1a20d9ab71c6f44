import { Anchor, Text } from '@mantine/core';
import { BEIJING_ZONE, fillPath, OPS_ROUTES, type LeaveRecordRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { formatDateTime } from '../../../../lib/dates';
import { useTeacherLeave } from '../../leave/api/leave';
import { PageSection } from '../../common/components/PageSection';

/** How many of this period's records the page shows; the leave page has them all. */
const SHOWN = 5;

/** This contract period's counts and latest records (OPERATIONS), and the way to the rest. */
export function TeacherLeaveSummary({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('teacher');
  const { t: tl } = useTranslation('leave');
  const leave = useTeacherLeave(userId);
  const columns: DataTableColumn<LeaveRecordRow>[] = [
    {
      key: 'when',
      header: t('ops.page.leaveRecords.when'),
      render: (r) => formatDateTime(r.firstStartTime, BEIJING_ZONE),
    },
    {
      key: 'what',
      header: t('ops.page.leaveRecords.what'),
      render: (r) =>
        `${r.type ? tl(`types.${r.type}`) : tl(`kinds.${r.kind}`)} · ${tl('history.classes', { count: r.classCount })}`,
    },
    {
      key: 'status',
      header: t('ops.page.leaveRecords.status'),
      render: (r) => tl(`statuses.${r.status}`),
    },
  ];
  return (
    <PageSection title={t('ops.page.leaveRecords.title')}>
      {leave.isPending && <LoadingIndicator label={t('ops.page.loading')} />}
      {leave.isError && (
        <LoadFailed
          error={leave.error}
          title={t('ops.page.leaveRecords.loadFailed')}
          retryLabel={t('ops.page.retry')}
          onRetry={() => void leave.refetch()}
        />
      )}
      {leave.data && (
        <>
          <Text size="sm">
            {t('ops.page.leaveRecords.used', {
              used: leave.data.cancellations,
              allowed: leave.data.allowance,
              noShows: leave.data.noShows,
              credits: leave.data.credits,
            })}
          </Text>
          <DataTable
            caption={t('ops.page.leaveRecords.caption')}
            columns={columns}
            rows={leave.data.records.slice(0, SHOWN)}
            rowKey={(r) => r.leaveId}
            emptyText={t('ops.page.leaveRecords.none')}
            minWidth={520}
          />
        </>
      )}
      <Anchor
        component={Link}
        to={fillPath(OPS_ROUTES.teacherLeave, { userId })}
        state={{ name }}
        size="sm"
      >
        {t('ops.page.leave')}
      </Anchor>
    </PageSection>
  );
}

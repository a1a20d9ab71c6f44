import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  APPEAL_STATUSES,
  BEIJING_ZONE,
  fillPath,
  LEAVE_APPEAL_LIFECYCLE,
  movesOffered,
  OPS_ROUTES,
  type OpsAppealRow,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { StatusBadge } from '../../../../components/StatusBadge';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { RecordCost } from '../../../leave/public';
import { useAppeals } from '../api/leave';
import {
  readAppealListState,
  toAppealQuery,
  writeAppealListState,
  type AppealListState,
} from '../lib/appeal-list-params';
import { TeacherLink } from '../../common/components/TeacherLink';
import { AppealDecisionModal } from './AppealDecisionModal';
import { AppealFiles } from './AppealFiles';

const TONES = { PENDING: 'blue', ACCEPTED: 'green', REJECTED: 'red' } as const;

/** The appeals queue: waiting ones first, each accepted or rejected with a reason. */
export function AppealsQueue({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const [params, setParams] = useSearchParams();
  const state = readAppealListState(params);
  const appeals = useAppeals(toAppealQuery(state));
  const go = (next: AppealListState) => setParams(writeAppealListState(next));
  const [deciding, setDeciding] = useState<OpsAppealRow | null>(null);

  const columns: DataTableColumn<OpsAppealRow>[] = [
    {
      key: 'teacher',
      header: t('leave.appeals.columns.teacher'),
      render: (r) => (
        <Stack gap={0} align="flex-start">
          <TeacherLink userId={r.teacherId} name={r.teacherName} size="sm" />
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.teacherEmail}
          </Text>
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.teacherLeave, { userId: r.teacherId })}
            state={{ name: r.teacherName }}
            size="xs"
            aria-label={t('leave.linkFor', { name: r.teacherName })}
          >
            {t('leave.link')}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: 'record',
      header: t('leave.appeals.columns.record'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" span>
            {r.record.type ? tl(`types.${r.record.type}`) : tl(`kinds.${r.record.kind}`)}
            {r.record.reason ? ` · ${tl(`reasons.${r.record.reason}`)}` : ''}
          </Text>
          <Text size="xs" span>
            {t('leave.appeals.firstClass', {
              time: formatDateTime(r.record.firstStartTime, BEIJING_ZONE),
              count: r.record.classCount,
            })}
          </Text>
          <RecordCost record={r.record} />
        </Stack>
      ),
    },
    {
      key: 'message',
      header: t('leave.appeals.columns.message'),
      render: (r) => (
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} span>
            {r.message}
          </Text>
          <AppealFiles appeal={r} />
        </Stack>
      ),
    },
    {
      key: 'sent',
      header: t('leave.appeals.columns.sent'),
      render: (r) => formatDateTime(r.createdAt, BEIJING_ZONE),
    },
    {
      key: 'status',
      header: t('leave.appeals.columns.status'),
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge tone={TONES[r.status]}>{tl(`appealStatuses.${r.status}`)}</StatusBadge>
          {r.decisionReason && (
            <Text size="xs" span>
              {t('leave.appeals.decided', {
                reason: r.decisionReason,
                by: r.decidedBy ?? '—',
              })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (mayManage)
    columns.push({
      key: 'actions',
      header: t('leave.appeals.columns.actions'),
      render: (r) =>
        movesOffered(LEAVE_APPEAL_LIFECYCLE, r.status, 'staff').length > 0 ? (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('leave.appeals.decideFor', { name: r.teacherName, id: r.appealId })}
            onClick={() => setDeciding(r)}
          >
            {t('leave.appeals.decide')}
          </Button>
        ) : (
          '—'
        ),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="appeals-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="appeals-heading">
          {t('leave.appeals.title')}
        </Title>
        <NativeSelect
          label={t('leave.appeals.show')}
          value={state.status}
          onChange={(event) =>
            go({
              ...state,
              status: event.currentTarget.value as AppealListState['status'],
              page: 1,
            })
          }
          data={[
            ...APPEAL_STATUSES.map((value) => ({ value, label: tl(`appealStatuses.${value}`) })),
            { value: 'ALL', label: t('leave.appeals.all') },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('classes.beijingNote')}
      </Text>
      {appeals.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(appeals.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('leave.appeals.caption')}
          columns={columns}
          rows={appeals.data?.list ?? []}
          rowKey={(r) => r.appealId}
          paging={{
            total: appeals.data?.total ?? 0,
            page: state.page,
            pageSize: state.pageSize,
            onPageChange: (page) => go({ ...state, page }),
            onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
          }}
          loading={appeals.isFetching}
          emptyText={t('leave.appeals.empty')}
        />
      )}
      <AppealDecisionModal appeal={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

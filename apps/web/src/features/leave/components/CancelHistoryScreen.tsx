import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  LEAVE_KINDS,
  TEACHER_ROUTES,
  type LeaveKind,
  type LeaveRecordRow,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { useTeacherZone } from '../../teacher/public';
import { TeacherLayout } from '../../teacher/public';
import { useCancelHistory } from '../api/leave-queries';
import {
  monthOptions,
  readHistoryState,
  toHistoryQuery,
  writeHistoryState,
  type HistoryState,
} from '../lib/history-params';
import { STATUS_TONES } from '../lib/record-labels';
import { LeavePolicyPanel } from './LeavePolicyPanel';
import { LeaveRecordModal } from './LeaveRecordModal';
import { RecordCost } from './RecordCost';
import { TimePair } from './TimePair';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * /booking/cancel-history (spec section 2; issue 13): every cancellation and no-show with its
 * reason, type, cost and status, by Beijing month and kind, paged; a record's details (with the
 * appeal and the free no-show removal) open over the list and stay in the address.
 */
export function CancelHistoryScreen() {
  const { t } = useTranslation('leave');
  const zone = useTeacherZone();
  const [params, setParams] = useSearchParams();
  const state = readHistoryState(params);
  const history = useCancelHistory(toHistoryQuery(state));
  const [months] = useState(() => monthOptions(Date.now()));
  const go = (next: HistoryState) => setParams(writeHistoryState(next));
  const filter = (change: Partial<HistoryState>) => go({ ...state, ...change, page: 1 });

  const columns: DataTableColumn<LeaveRecordRow>[] = [
    {
      key: 'when',
      header: t('history.columns.when'),
      render: (r) => <TimePair at={r.firstStartTime} zone={zone} />,
    },
    {
      key: 'what',
      header: t('history.columns.what'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" span>
            {r.type ? t(`types.${r.type}`) : t(`kinds.${r.kind}`)}
          </Text>
          <Text size="xs" span>
            {t('history.classes', { count: r.classCount })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('history.columns.reason'),
      render: (r) => (r.reason ? t(`reasons.${r.reason}`) : t('history.noReason')),
    },
    {
      key: 'cost',
      header: t('history.columns.cost'),
      render: (r) => <RecordCost record={r} />,
    },
    {
      key: 'status',
      header: t('history.columns.status'),
      render: (r) => (
        <StatusBadge tone={STATUS_TONES[r.status]}>{t(`statuses.${r.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'details',
      header: t('history.columns.details'),
      render: (r) => (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('history.detailsFor', {
            what: r.type ? t(`types.${r.type}`) : t(`kinds.${r.kind}`),
            id: r.leaveId,
          })}
          onClick={() => go({ ...state, record: r.leaveId })}
        >
          {t('history.details')}
        </Button>
      ),
    },
  ];

  return (
    <TeacherLayout>
      <title>{t('history.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1}>{t('history.title')}</Title>
        <Text size="sm">{t('history.intro', { zone })}</Text>
        <LeavePolicyPanel />
        <Stack gap="sm" component="section" aria-labelledby="history-list">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={2} size="h4" id="history-list">
              {t('history.listTitle')}
            </Title>
            <Anchor component={Link} to={TEACHER_ROUTES.bookingCancellation} size="sm">
              {t('history.toCancel')}
            </Anchor>
          </Group>
          <Group
            gap="sm"
            align="flex-end"
            wrap="wrap"
            role="group"
            aria-label={t('history.filters')}
          >
            <NativeSelect
              label={t('history.month')}
              value={state.month === null ? '' : String(state.month)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                filter({ month: value ? Number(value) : null, record: null });
              }}
              data={[
                { value: '', label: t('history.allMonths') },
                ...months.map((m) => ({ value: String(m.start), label: m.label })),
              ]}
            />
            <NativeSelect
              label={t('history.kind')}
              value={state.kind}
              onChange={(event) =>
                filter({ kind: event.currentTarget.value as LeaveKind | '', record: null })
              }
              data={[
                { value: '', label: t('history.allKinds') },
                ...LEAVE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
              ]}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('history.beijingMonths')}
          </Text>
          {history.isError && (
            <LoadFailed
              error={history.error}
              title={t('screen.loadFailed')}
              retryLabel={t('screen.retry')}
              onRetry={() => void history.refetch()}
            />
          )}
          <DataTable
            caption={t('history.caption')}
            columns={columns}
            rows={history.data?.list ?? []}
            rowKey={(r) => r.leaveId}
            paging={{
              total: history.data?.total ?? 0,
              page: state.page,
              pageSize: state.pageSize,
              onPageChange: (page) => go({ ...state, page }),
              onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
            }}
            loading={history.isFetching && !history.isError}
            emptyText={t('history.empty')}
          />
        </Stack>
      </Stack>
      <LeaveRecordModal
        leaveId={state.record}
        zone={zone}
        onClose={() => go({ ...state, record: null })}
      />
    </TeacherLayout>
  );
}

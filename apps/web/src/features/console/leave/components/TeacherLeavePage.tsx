import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, fillPath, OPS_ROUTES, type LeaveRecordRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { StatusBadge } from '../../../../components/StatusBadge';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { PolicyFacts, RecordCost, STATUS_TONES } from '../../../leave/public';
import { useTeacherLeave } from '../api/leave';
import { EmergencyCancellation } from './EmergencyCancellation';
import { GrantCreditsForm } from './GrantCreditsForm';
import { ReleasedClasses } from './ReleasedClasses';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';
import { TeacherLink } from '../../common/components/TeacherLink';

/**
 * /ops/teachers/:userId/leave (viewLeave): one teacher's counts, credits, this contract
 * period's cancellations and no-shows and the classes released from them (decision 052); for
 * manageLeave, granting cancellation credits and recording an emergency cancellation the
 * teacher phoned in.
 */
export function TeacherLeavePage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const userId = Number(useParams().userId);
  const name = (useLocation().state as { name?: string } | null)?.name;
  const title = name
    ? t('leave.teacher.titleOf', { name })
    : t('leave.teacher.title', { id: userId });
  if (!mayOpen('teacherLeave'))
    return <NoAccess title={t('leave.noAccessTitle')}>{t('leave.noAccess')}</NoAccess>;
  if (!Number.isSafeInteger(userId) || userId <= 0)
    return (
      <Alert color="red" role="alert">
        {t('week.unknown')}
      </Alert>
    );
  const mayManage = may('manageLeave');
  return (
    <Stack gap="lg">
      <title>{t('leave.teacher.pageTitle', { title })}</title>
      <Group gap="md">
        <Anchor component={Link} to={OPS_ROUTES.teachers} size="sm">
          {t('leave.teacher.back')}
        </Anchor>
        <TeacherLink userId={userId} name={name ?? ''} size="sm">
          {t('teacherPage.link')}
        </TeacherLink>
        {mayOpen('teacherWeek') && (
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.teacherWeek, { userId })}
            state={{ name }}
            size="sm"
          >
            {t('leave.teacher.week')}
          </Anchor>
        )}
        <Anchor component={Link} to={OPS_ROUTES.leave} size="sm">
          {t('leave.teacher.appeals')}
        </Anchor>
      </Group>
      <Title order={1}>{title}</Title>
      <Counts userId={userId} />
      {mayManage && <GrantCreditsForm userId={userId} />}
      {mayManage && <EmergencyCancellation userId={userId} />}
    </Stack>
  );
}

function Counts({ userId }: { userId: number }) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const leave = useTeacherLeave(userId);
  const columns: DataTableColumn<LeaveRecordRow>[] = [
    {
      key: 'when',
      header: t('leave.teacher.columns.when'),
      render: (r) => formatDateTime(r.firstStartTime, BEIJING_ZONE),
    },
    {
      key: 'what',
      header: t('leave.teacher.columns.what'),
      render: (r) =>
        `${r.type ? tl(`types.${r.type}`) : tl(`kinds.${r.kind}`)} · ${tl('history.classes', { count: r.classCount })}`,
    },
    {
      key: 'reason',
      header: t('leave.teacher.columns.reason'),
      render: (r) => (r.reason ? tl(`reasons.${r.reason}`) : '—'),
    },
    {
      key: 'by',
      header: t('leave.teacher.columns.by'),
      render: (r) => t(`leave.teacher.recorders.${r.recordedBy}`),
    },
    {
      key: 'cost',
      header: t('leave.teacher.columns.cost'),
      // What it costs now: an accepted appeal's fines show as given back (decision 059).
      render: (r) => <RecordCost record={r} />,
    },
    {
      key: 'status',
      header: t('leave.teacher.columns.status'),
      render: (r) => (
        <StatusBadge tone={STATUS_TONES[r.status]}>{tl(`statuses.${r.status}`)}</StatusBadge>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="leave-counts">
        <Stack gap="sm">
          <Title order={2} size="h3" id="leave-counts">
            {t('leave.teacher.counts')}
          </Title>
          {leave.isError && (
            <Alert color="red" role="alert">
              {errorMessage(leave.error)}
            </Alert>
          )}
          {leave.isPending && <Text role="status">{t('leave.loading')}</Text>}
          {leave.data && <PolicyFacts info={leave.data} />}
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="leave-records">
        <Title order={2} size="h3" id="leave-records">
          {t('leave.teacher.records')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('classes.beijingNote')}
        </Text>
        {leave.data && (
          <DataTable
            caption={t('leave.teacher.records')}
            columns={columns}
            rows={leave.data.records}
            rowKey={(r) => r.leaveId}
            emptyText={t('leave.teacher.noRecords')}
            minWidth={720}
          />
        )}
      </Stack>
      {leave.data && <ReleasedClasses releases={leave.data.releases} />}
    </Stack>
  );
}

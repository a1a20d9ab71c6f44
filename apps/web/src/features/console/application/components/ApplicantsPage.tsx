import { Alert, Anchor, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { REVIEW_CALLS, staffStatusLabel, type ApplicantSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { useApplicants } from '../api/get-applicants';
import { applicantRoute } from '../lib/applicant-access';
import {
  changeFilter,
  readListState,
  toApplicantQuery,
  writeListState,
  type ApplicantListState,
} from '../lib/applicant-list-params';
import { ApplicantFilters } from './ApplicantFilters';
import { placeStepName } from '../lib/stage-names';
import { ListTools } from '../../common/components/ListTools';
import { StaffAccess, useStaffMay } from '../../common/components/StaffAccess';

/**
 * /ops/applicants (RECRUITER, INTERVIEWER, ADMIN): every applicant, searched, filtered, sorted
 * and paged; for a member who may own applicants, their "Waiting on me" queue (decision 069).
 */
export function ApplicantsPage() {
  const { t } = useTranslation('console');
  return (
    <Stack gap="lg">
      <title>{t('applicants.pageTitle')}</title>
      <Title order={1}>{t('applicants.title')}</Title>
      <StaffAccess
        screen="applicants"
        deniedTitle={t('applicants.noAccessTitle')}
        denied={t('applicants.noAccess')}
      >
        <ApplicantList />
      </StaffAccess>
    </Stack>
  );
}

function ApplicantList() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const list = useApplicants(toApplicantQuery(state));
  const go = (next: ApplicantListState) => setParams(writeListState(next));
  const may = useStaffMay();
  const mayOwn = may('ownApplicants');

  const columns: DataTableColumn<ApplicantSummary>[] = [
    {
      key: 'name',
      header: t('applicants.columns.name'),
      render: (a) => (
        <Anchor component={Link} to={applicantRoute(a.userId)}>
          {a.name || a.email}
        </Anchor>
      ),
    },
    { key: 'email', header: t('applicants.columns.email'), render: (a) => a.email },
    {
      key: 'stage',
      header: t('applicants.columns.stage'),
      render: (a) => placeStepName(t, a.stage, a.status),
    },
    {
      key: 'status',
      header: t('applicants.columns.status'),
      // The staff label only: a code is never shown (decision 058).
      render: (a) => staffStatusLabel(a.stage, a.status),
    },
    {
      key: 'owner',
      header: t('applicants.columns.owner'),
      render: (a) => a.ownerName ?? '-',
    },
    {
      key: 'registered',
      header: t('applicants.columns.registered'),
      render: (a) => formatDate(a.registeredAt),
    },
    {
      key: 'submitted',
      header: t('applicants.columns.submitted'),
      render: (a) => (a.submittedAt ? formatDate(a.submittedAt) : '-'),
    },
  ];

  return (
    <Stack gap="md">
      {mayOwn && (
        // The labels keep one line (buttons' labels may wrap anywhere elsewhere, decision 057).
        <Group>
          <SegmentedControl
            aria-label={t('applicants.queues.label')}
            data={[
              { value: '', label: t('applicants.queues.all') },
              { value: 'waitingOnMe', label: t('applicants.queues.waitingOnMe') },
            ]}
            value={state.queue}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            onChange={(value) =>
              go(changeFilter(state, { queue: value === 'waitingOnMe' ? value : '' }))
            }
          />
        </Group>
      )}
      <ApplicantFilters
        key={state.search}
        state={state}
        onChange={(change) => go(changeFilter(state, change))}
      />
      <ListTools
        list="applicants"
        filter={writeListState({ ...state, page: 1 })}
        onApply={(query) => go(readListState(query))}
        exportPath={may('exportApplicants') ? REVIEW_CALLS.exportApplicants.path : undefined}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('applicants.caption')}
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(a) => a.userId}
          paging={{
            total: list.data?.total ?? 0,
            page: state.page,
            pageSize: state.pageSize,
            onPageChange: (page) => go({ ...state, page }),
            onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
          }}
          loading={list.isFetching}
          emptyText={state.queue ? t('applicants.queues.waitingOnMeEmpty') : t('applicants.empty')}
        />
      )}
    </Stack>
  );
}

import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ACCOUNT_STATES,
  fillPath,
  OPS_ROUTES,
  TEACHER_ACCOUNT,
  TEACHER_ADMIN_CALLS,
  type TeacherRecord,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useRevealBankDetails, useTeachers } from '../api/teachers';
import {
  readTeacherListState,
  toTeacherQuery,
  writeTeacherListState,
  type TeacherListState,
} from '../lib/teacher-list-params';
import { BankDetailsRevealModal } from './BankDetailsRevealModal';
import { TeacherStateModal } from './TeacherStateModal';
import { StaffAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';
import { TeacherLink } from '../../common/components/TeacherLink';
import { ListTools } from '../../common/components/ListTools';

/**
 * /ops/teachers (OPERATIONS, FINANCE, ADMIN): activated teachers, searched and paged;
 * suspending and restoring for manageTeachers, the bank details for viewBankDetails.
 */
export function TeachersPage() {
  const { t } = useTranslation('teacher');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  return (
    <Stack gap="lg">
      <title>{t('ops.pageTitle')}</title>
      <Title order={1}>{t('ops.title')}</Title>
      <StaffAccess
        screen="teachers"
        deniedTitle={t('ops.noAccessTitle')}
        denied={t('ops.noAccess')}
      >
        <TeacherList
          mayManage={may('manageTeachers')}
          mayReadBank={may('viewBankDetails')}
          mayViewClasses={mayOpen('teacherWeek')}
          mayViewLeave={mayOpen('teacherLeave')}
          mayExport={may('exportTeachers')}
        />
      </StaffAccess>
    </Stack>
  );
}

type Dialog =
  | { kind: 'state'; teacher: TeacherRecord; change: 'suspend' | 'restore' }
  | { kind: 'bank'; teacher: TeacherRecord }
  | null;

function TeacherList({
  mayManage,
  mayReadBank,
  mayViewClasses,
  mayViewLeave,
  mayExport,
}: {
  mayManage: boolean;
  mayReadBank: boolean;
  mayViewClasses: boolean;
  mayViewLeave: boolean;
  mayExport: boolean;
}) {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const state = readTeacherListState(params);
  const list = useTeachers(toTeacherQuery(state));
  const go = (next: TeacherListState) => setParams(writeTeacherListState(next));
  const [dialog, setDialog] = useState<Dialog>(null);
  const reveal = useRevealBankDetails();
  const showBank = (teacher: TeacherRecord) => {
    setDialog({ kind: 'bank', teacher });
    reveal.mutate(teacher.userId);
  };
  const closeDialog = () => {
    setDialog(null);
    // The details leave memory with the dialog.
    reveal.reset();
  };

  const columns: DataTableColumn<TeacherRecord>[] = [
    {
      key: 'name',
      header: t('ops.columns.name'),
      render: (r) => <TeacherLink userId={r.userId} name={r.name} />,
    },
    { key: 'email', header: t('ops.columns.email'), render: (r) => r.email },
    {
      key: 'grade',
      header: t('ops.columns.grade'),
      render: (r) => `${r.gradeLabel} · ${t('ops.levelShort', { level: r.level })}`,
    },
    {
      key: 'state',
      header: t('ops.columns.state'),
      render: (r) => (
        <>
          {t(`ops.standing.${r.standing}`)}
          {r.accountStatus === TEACHER_ACCOUNT.DISABLED && r.statusReason && (
            <Text size="xs" c="dimmed">
              {r.statusReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'contract',
      header: t('ops.columns.contract'),
      render: (r) =>
        r.contract
          ? t('ops.contractDates', { from: r.contract.effectiveOn, to: r.contract.expiresOn })
          : t('ops.noContract'),
    },
  ];
  if (mayViewClasses)
    columns.push({
      key: 'week',
      header: tc('week.column'),
      render: (r) => (
        <Anchor
          component={Link}
          to={fillPath(OPS_ROUTES.teacherWeek, { userId: r.userId })}
          state={{ name: r.name }}
          aria-label={tc('week.linkFor', { name: r.name })}
        >
          {tc('week.link')}
        </Anchor>
      ),
    });
  if (mayViewLeave)
    columns.push({
      key: 'leave',
      header: tc('leave.column'),
      render: (r) => (
        <Anchor
          component={Link}
          to={fillPath(OPS_ROUTES.teacherLeave, { userId: r.userId })}
          state={{ name: r.name }}
          aria-label={tc('leave.linkFor', { name: r.name })}
        >
          {tc('leave.link')}
        </Anchor>
      ),
    });
  if (mayManage || mayReadBank)
    columns.push({
      key: 'actions',
      header: t('ops.columns.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          {mayManage && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`${t(r.accountStatus === TEACHER_ACCOUNT.ACTIVE ? 'ops.suspend' : 'ops.restore')}: ${r.name}`}
              onClick={() =>
                setDialog({
                  kind: 'state',
                  teacher: r,
                  change: r.accountStatus === TEACHER_ACCOUNT.ACTIVE ? 'suspend' : 'restore',
                })
              }
            >
              {t(r.accountStatus === TEACHER_ACCOUNT.ACTIVE ? 'ops.suspend' : 'ops.restore')}
            </Button>
          )}
          {mayReadBank &&
            (r.hasBankDetails ? (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`${t('ops.bankDetails')}: ${r.name}`}
                onClick={() => showBank(r)}
              >
                {t('ops.bankDetails')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('ops.noBankDetails')}
              </Text>
            ))}
        </Group>
      ),
    });

  return (
    <Stack gap="md">
      <TeacherFilters
        key={state.search}
        state={state}
        onChange={(change) => go({ ...state, ...change, page: 1 })}
      />
      <ListTools
        list="teachers"
        filter={writeTeacherListState({ ...state, page: 1 })}
        onApply={(query) => go(readTeacherListState(query))}
        exportPath={mayExport ? TEACHER_ADMIN_CALLS.exportTeachers.path : undefined}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('ops.caption')}
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(r) => r.userId}
          paging={{
            total: list.data?.total ?? 0,
            page: state.page,
            pageSize: state.pageSize,
            onPageChange: (page) => go({ ...state, page }),
            onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
          }}
          loading={list.isFetching}
          emptyText={t('ops.empty')}
        />
      )}
      <TeacherStateModal target={dialog?.kind === 'state' ? dialog : null} onClose={closeDialog} />
      <BankDetailsRevealModal
        teacher={dialog?.kind === 'bank' ? dialog.teacher : null}
        reveal={reveal}
        onClose={closeDialog}
      />
    </Stack>
  );
}

function TeacherFilters({
  state,
  onChange,
}: {
  state: TeacherListState;
  onChange: (change: Partial<Omit<TeacherListState, 'page'>>) => void;
}) {
  const { t } = useTranslation('teacher');
  const [search, setSearch] = useState(state.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form role="search" onSubmit={submit} aria-label={t('ops.search')}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('ops.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            type="search"
            w={{ base: 200, sm: 260 }}
          />
          <Button type="submit" variant="default">
            {t('ops.searchButton')}
          </Button>
        </Group>
      </form>
      <Select
        label={t('ops.state')}
        data={ACCOUNT_STATES.map((value) => ({ value, label: t(`ops.states.${value}`) }))}
        value={state.state || null}
        onChange={(value) => onChange({ state: (value ?? '') as TeacherListState['state'] })}
        placeholder={t('ops.anyState')}
        clearable
        w={180}
      />
    </Group>
  );
}

import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  FINISH_TYPES,
  fillPath,
  mayCorrectOutcome,
  OPS_ROUTES,
  type OpsClassRow,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useClasses } from '../api/classes';
import { useTeachers } from '../../teacher/api/teachers';
import {
  readClassListState,
  toClassQuery,
  writeClassListState,
  type ClassListState,
} from '../lib/class-list-params';
import { classTime } from '../lib/class-time';
import { OutcomeModal } from './OutcomeModal';
import { StaffAccess, useStaffMay } from '../../common/components/StaffAccess';
import { TeacherLink } from '../../common/components/TeacherLink';

/** /ops/classes (viewClasses): every teacher's classes by Beijing date range, 100 a page. */
export function ClassesPage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  return (
    <Stack gap="lg">
      <title>{t('classes.pageTitle')}</title>
      <Title order={1}>{t('classes.title')}</Title>
      <StaffAccess
        screen="classes"
        deniedTitle={t('classes.noAccessTitle')}
        denied={t('classes.noAccess')}
      >
        <ClassList mayManage={may('manageClasses')} />
      </StaffAccess>
    </Stack>
  );
}

function ClassList({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const state = readClassListState(params, now);
  const list = useClasses(toClassQuery(state));
  const go = (next: ClassListState) => setParams(writeClassListState(next));
  const [correcting, setCorrecting] = useState<OpsClassRow | null>(null);

  const columns: DataTableColumn<OpsClassRow>[] = [
    {
      key: 'time',
      header: t('classes.columns.time'),
      // The class's time opens the teacher's week around it; the name, the teacher's page.
      render: (r) => (
        <Anchor
          component={Link}
          to={`${fillPath(OPS_ROUTES.teacherWeek, { userId: r.teacherId })}?week=${r.startTime}`}
          state={{ name: r.teacherName }}
          aria-label={`${classTime(r)}: ${t('week.linkFor', { name: r.teacherName })}`}
        >
          {classTime(r)}
        </Anchor>
      ),
    },
    {
      key: 'teacher',
      header: t('classes.columns.teacher'),
      render: (r) => (
        <>
          <TeacherLink userId={r.teacherId} name={r.teacherName} />
          <Text size="xs" c="dimmed">
            {r.teacherEmail}
          </Text>
        </>
      ),
    },
    { key: 'type', header: t('classes.columns.type'), render: (r) => r.label },
    {
      key: 'status',
      header: t('classes.columns.status'),
      render: (r) => t(`classes.statuses.${r.status}`),
    },
    {
      key: 'students',
      header: t('classes.columns.students'),
      render: (r) => t('classes.studentsOf', { n: r.studentCount, capacity: r.capacity }),
      align: 'right',
    },
    {
      key: 'outcome',
      header: t('classes.columns.outcome'),
      render: (r) => (r.finishType ? t(`classes.finishTypes.${r.finishType}`) : '—'),
    },
  ];
  if (mayManage)
    columns.push({
      key: 'actions',
      header: t('classes.columns.actions'),
      // Only a finished class has an outcome to correct (contracts' mayCorrectOutcome).
      render: (r) =>
        mayCorrectOutcome(r.status) ? (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('classes.correctFor', { time: classTime(r), name: r.teacherName })}
            onClick={() => setCorrecting(r)}
          >
            {t('classes.correct')}
          </Button>
        ) : null,
    });

  return (
    <Stack gap="md">
      <ClassFilters state={state} onChange={(change) => go({ ...state, ...change, page: 1 })} />
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('classes.caption', { from: state.from, to: state.to })}
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={(r) => r.classId}
          paging={{
            total: list.data?.total ?? 0,
            page: state.page,
            pageSize: state.pageSize,
            onPageChange: (page) => go({ ...state, page }),
            onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
          }}
          loading={list.isFetching}
          emptyText={t('classes.empty')}
        />
      )}
      <OutcomeModal target={correcting} onClose={() => setCorrecting(null)} />
    </Stack>
  );
}

function ClassFilters({
  state,
  onChange,
}: {
  state: ClassListState;
  onChange: (change: Partial<Omit<ClassListState, 'page'>>) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('classes.filters')}>
      <TextInput
        type="date"
        label={t('classes.from')}
        value={state.from}
        onChange={(event) =>
          event.currentTarget.value && onChange({ from: event.currentTarget.value })
        }
        w={170}
      />
      <TextInput
        type="date"
        label={t('classes.to')}
        value={state.to}
        min={state.from}
        onChange={(event) =>
          event.currentTarget.value && onChange({ to: event.currentTarget.value })
        }
        w={170}
      />
      <TeacherPicker value={state.teacherId} onChange={(teacherId) => onChange({ teacherId })} />
      <Select
        label={t('classes.outcome')}
        data={FINISH_TYPES.map((value) => ({ value, label: t(`classes.finishTypes.${value}`) }))}
        value={state.finishType || null}
        onChange={(value) =>
          onChange({ finishType: (value ?? '') as ClassListState['finishType'] })
        }
        placeholder={t('classes.anyOutcome')}
        clearable
        w={220}
      />
      <Text size="xs" c="dimmed" w="100%">
        {t('classes.beijingNote')}
      </Text>
    </Group>
  );
}

/** A teacher chosen by name or e-mail: the teacher list searched as one types. */
export function TeacherPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (teacherId: number | null) => void;
}) {
  const { t } = useTranslation('console');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const teachers = useTeachers({
    ...(debounced ? { search: debounced } : {}),
    pageIndex: 1,
    pageSize: 50,
  });
  const data = (teachers.data?.records ?? []).map((r) => ({
    value: String(r.userId),
    label: `${r.name} (${r.email})`,
  }));
  if (value && !data.some((option) => option.value === String(value)))
    data.unshift({ value: String(value), label: t('classes.teacherNumber', { id: value }) });
  return (
    <Select
      label={t('classes.teacher')}
      data={data}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      placeholder={t('classes.anyTeacher')}
      nothingFoundMessage={teachers.isFetching ? t('classes.searching') : t('classes.noTeacher')}
      clearable
      w={{ base: '100%', xs: 280 }}
    />
  );
}

import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { STAFF_ACCOUNT, type StaffMember, type StaffSwitchStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { useTablePaging } from '../../../../components/use-table-paging';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { useStaffList } from '../api/get-staff-list';
import { useSetStaffStatus } from '../api/set-staff-status';
import { statusChangeFor } from '../lib/console-access';

const STATUS_COLORS = { INVITED: 'blue', ACTIVE: 'green', DISABLED: 'gray' } as const;

/** Every staff member, paged on screen; a Disable or Enable button on each row but one's own. */
export function StaffTable({ selfId }: { selfId: number }) {
  const { t } = useTranslation('console');
  const list = useStaffList();
  const paging = useTablePaging();
  const changing = useSetStaffStatus();
  const records = list.data?.records ?? [];
  const rows = records.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);

  const change = (member: StaffMember, status: StaffSwitchStatus) =>
    changing.mutate(
      { staffId: member.id, status },
      {
        onSuccess: (updated) =>
          toast.success(
            t('console.staff.statusChanged', {
              name: updated.name,
              status: t(`console.statuses.${updated.status}`),
            }),
          ),
        onError: (error) => toast.error(error),
      },
    );

  const columns: DataTableColumn<StaffMember>[] = [
    { key: 'name', header: t('console.staff.name'), render: (m) => m.name },
    { key: 'email', header: t('console.staff.email'), render: (m) => m.email },
    {
      key: 'roles',
      header: t('console.staff.roles'),
      render: (m) => m.roles.map((role) => t(`console.roles.${role}`)).join(', '),
    },
    {
      key: 'status',
      header: t('console.staff.status'),
      render: (m) => (
        <Badge color={STATUS_COLORS[m.status]} variant="light">
          {t(`console.statuses.${m.status}`)}
        </Badge>
      ),
    },
    {
      key: 'created',
      header: t('console.staff.createdAt'),
      render: (m) => formatDate(m.createdAt),
    },
    {
      key: 'actions',
      header: t('console.staff.actions'),
      render: (m) => {
        const next = statusChangeFor(m, selfId);
        if (!next) return <Text size="sm">{t('console.staff.you')}</Text>;
        const label = next === STAFF_ACCOUNT.DISABLED ? 'disable' : 'enable';
        return (
          <Group gap="xs">
            <Button
              size="xs"
              variant={next === STAFF_ACCOUNT.DISABLED ? 'default' : 'light'}
              aria-label={t(`console.staff.${label}Member`, { name: m.name })}
              loading={changing.isPending && changing.variables?.staffId === m.id}
              onClick={() => change(m, next)}
            >
              {t(`console.staff.${label}`)}
            </Button>
          </Group>
        );
      },
    },
  ];

  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  return (
    <DataTable
      caption={t('console.staff.caption')}
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      paging={{
        total: list.data?.total ?? records.length,
        page: paging.page,
        pageSize: paging.pageSize,
        onPageChange: paging.setPage,
        onPageSizeChange: paging.setPageSize,
      }}
      loading={list.isPending}
    />
  );
}

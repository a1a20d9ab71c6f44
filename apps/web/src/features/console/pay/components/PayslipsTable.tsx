import { Alert, Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  fillPath,
  OPS_ROUTES,
  PAYSLIP_STATUSES,
  payMonthLabel,
  type OpsPayslipRow,
  type PayslipStatus,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { StatusBadge } from '../../../../components/StatusBadge';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import { useOpsPayslips } from '../api/pay';
import { toPayListQuery, type PayListState } from '../lib/pay-list-params';
import { OpsPayslipStatus } from './OpsPayslipStatus';
import { PayslipFlags } from './PayslipFlags';

/**
 * The month's payslips, paged, one status or all; each opens its page. A payslip with classes
 * to settle says how many (it is held at release until they are, decision 052), and one with
 * an anomaly (negative, a large change from last month, no bank details) is flagged.
 */
export function PayslipsTable({
  state,
  go,
}: {
  state: PayListState;
  go: (next: PayListState) => void;
}) {
  const { t } = useTranslation('console');
  const payslips = useOpsPayslips(toPayListQuery(state));
  const month = payMonthLabel(state.month);

  const columns: DataTableColumn<OpsPayslipRow>[] = [
    {
      key: 'teacher',
      header: t('pay.list.columns.teacher'),
      render: (r) => (
        <Anchor
          component={Link}
          to={fillPath(OPS_ROUTES.payslip, { payslipId: r.id })}
          aria-label={t('pay.list.openFor', { name: r.teacherName, month })}
          size="sm"
        >
          {r.teacherName}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: t('pay.list.columns.email'),
      render: (r) => (
        <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
          {r.email}
        </Text>
      ),
    },
    {
      key: 'sum',
      header: t('pay.list.columns.sum'),
      align: 'right',
      render: (r) => formatMoney(r.sumCents),
    },
    {
      key: 'status',
      header: t('pay.list.columns.status'),
      render: (r) => (
        <Stack gap={4} align="flex-start">
          <OpsPayslipStatus status={r.status} />
          {r.toSettle > 0 && (
            <StatusBadge tone="red">{t('pay.list.toSettle', { count: r.toSettle })}</StatusBadge>
          )}
        </Stack>
      ),
    },
    {
      key: 'flags',
      header: t('pay.list.columns.flags'),
      render: (r) => <PayslipFlags anomalies={r.anomalies} />,
    },
    {
      key: 'problem',
      header: t('pay.list.columns.problem'),
      render: (r) =>
        r.problem ? (
          <Text size="sm" span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.problem}
          </Text>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="payslips-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="payslips-heading">
          {t('pay.list.title', { month })}
        </Title>
        <NativeSelect
          label={t('pay.list.show')}
          value={state.status}
          onChange={(event) =>
            go({
              ...state,
              status: event.currentTarget.value as PayslipStatus | 'ALL',
              page: 1,
            })
          }
          data={[
            { value: 'ALL', label: t('pay.list.all') },
            ...PAYSLIP_STATUSES.map((value) => ({ value, label: t(`pay.statuses.${value}`) })),
          ]}
        />
      </Group>
      {payslips.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(payslips.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('pay.list.caption', { month })}
          columns={columns}
          rows={payslips.data?.list ?? []}
          rowKey={(r) => r.id}
          paging={{
            total: payslips.data?.total ?? 0,
            page: state.page,
            pageSize: state.pageSize,
            onPageChange: (page) => go({ ...state, page }),
            onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
          }}
          loading={payslips.isFetching}
          emptyText={payslips.isLoading ? t('pay.loading') : t('pay.list.empty')}
        />
      )}
    </Stack>
  );
}

import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, fillPath, TEACHER_ROUTES, type PayslipSummary } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { TeacherLayout } from '../../teacher/public';
import { usePayslips } from '../api/payslip-queries';
import {
  payMonthOptions,
  readListState,
  toListQuery,
  writeListState,
  type ListState,
} from '../lib/list-params';
import { EarningsPanel } from './EarningsPanel';
import { LoadFailed } from '../../../components/LoadFailed';
import { PayslipStatusBadge } from './PayslipStatusBadge';
import { YearToDatePanel } from './YearToDatePanel';

/**
 * /payslip/list (spec section 2; issue 14): the teacher's released payslips by Beijing month,
 * paged, with this year's totals and statement (decision 066) and the earnings of the last 12
 * months. The month and page stay in the address.
 */
export function PayslipListScreen() {
  const { t } = useTranslation('payslips');
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const payslips = usePayslips(toListQuery(state));
  const [months] = useState(() => payMonthOptions(Date.now()));
  const go = (next: ListState) => setParams(writeListState(next));

  const columns: DataTableColumn<PayslipSummary>[] = [
    {
      key: 'month',
      header: t('list.columns.month'),
      render: (p) => (
        <Text size="sm" fw={600} span>
          {p.month}
        </Text>
      ),
    },
    {
      key: 'total',
      header: t('list.columns.total'),
      align: 'right',
      render: (p) => formatMoney(p.sumCents),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (p) => <PayslipStatusBadge payslip={p} />,
    },
    {
      key: 'payday',
      header: t('list.columns.payday'),
      // The payday is a Beijing date (decision 042): shown as Beijing has it, in any zone.
      render: (p) => formatDate(p.payday, BEIJING_ZONE),
    },
    {
      key: 'details',
      header: t('list.columns.details'),
      render: (p) => (
        <Button
          component={Link}
          to={fillPath(TEACHER_ROUTES.payslipDetail, { payslipId: p.id })}
          size="compact-sm"
          variant="default"
          aria-label={t('list.openFor', { month: p.month })}
        >
          {t('list.open')}
        </Button>
      ),
    },
  ];

  return (
    <TeacherLayout>
      <title>{t('list.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <Text size="sm">{t('list.intro')}</Text>
        <YearToDatePanel />
        <EarningsPanel />
        <Stack gap="sm" component="section" aria-labelledby="payslip-list">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={2} size="h4" id="payslip-list">
              {t('list.listTitle')}
            </Title>
            <NativeSelect
              label={t('list.month')}
              value={state.month === null ? '' : String(state.month)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                go({ ...state, month: value ? Number(value) : null, page: 1 });
              }}
              data={[
                { value: '', label: t('list.allMonths') },
                ...months.map((m) => ({ value: String(m.start), label: m.label })),
              ]}
            />
          </Group>
          {payslips.isError && (
            <LoadFailed
              error={payslips.error}
              title={t('screen.loadFailed')}
              retryLabel={t('screen.retry')}
              onRetry={() => void payslips.refetch()}
              retryOnOwnLine
            />
          )}
          <DataTable
            caption={t('list.caption')}
            columns={columns}
            rows={payslips.data?.list ?? []}
            rowKey={(p) => p.id}
            paging={{
              total: payslips.data?.total ?? 0,
              page: state.page,
              pageSize: state.pageSize,
              onPageChange: (page) => go({ ...state, page }),
              onPageSizeChange: (pageSize) => go({ ...state, pageSize, page: 1 }),
            }}
            loading={payslips.isFetching && !payslips.isError}
            emptyText={state.month === null ? t('list.empty') : t('list.emptyMonth')}
          />
        </Stack>
      </Stack>
    </TeacherLayout>
  );
}

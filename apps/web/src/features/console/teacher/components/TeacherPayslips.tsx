import { Anchor } from '@mantine/core';
import { fillPath, OPS_ROUTES, payMonthLabel, type OpsPayslipRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { formatMoney } from '../../../../lib/money';
import { useTeacherPayslips } from '../api/teacher-page';
import { PageSection } from '../../common/components/PageSection';

/** The teacher's payslips of every month (FINANCE), each opening the payslip's own page. */
export function TeacherPayslips({ userId }: { userId: number }) {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation('console');
  const payslips = useTeacherPayslips(userId);
  const columns: DataTableColumn<OpsPayslipRow>[] = [
    {
      key: 'month',
      header: t('ops.page.payslips.month'),
      render: (p) => (
        <Anchor
          component={Link}
          to={fillPath(OPS_ROUTES.payslip, { payslipId: p.id })}
          aria-label={t('ops.page.payslips.openFor', { month: payMonthLabel(p.monthStartTime) })}
          size="sm"
        >
          {payMonthLabel(p.monthStartTime)}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('ops.page.payslips.status'),
      render: (p) => tc(`pay.statuses.${p.status}`),
    },
    {
      key: 'total',
      header: t('ops.page.payslips.total'),
      render: (p) => formatMoney(p.sumCents),
      align: 'right',
    },
  ];
  return (
    <PageSection title={t('ops.page.payslips.title')}>
      {payslips.isPending && <LoadingIndicator label={t('ops.page.loading')} />}
      {payslips.isError && (
        <LoadFailed
          error={payslips.error}
          title={t('ops.page.payslips.loadFailed')}
          retryLabel={t('ops.page.retry')}
          onRetry={() => void payslips.refetch()}
        />
      )}
      {payslips.data && (
        <DataTable
          caption={t('ops.page.payslips.caption')}
          columns={columns}
          rows={payslips.data.list}
          rowKey={(p) => p.id}
          emptyText={t('ops.page.payslips.none')}
          minWidth={420}
        />
      )}
    </PageSection>
  );
}

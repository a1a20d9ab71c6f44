import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { payMonthLabel } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import { usePayMonthTotals } from '../api/pay';
import { OpsPayslipStatus } from './OpsPayslipStatus';

/**
 * The month at a glance, above its payslips (issue 36): how many payslips each status holds
 * and their totals, then the whole month. Statuses no payslip of the month has are left out.
 */
export function PayMonthTotals({ month }: { month: number }) {
  const { t } = useTranslation('console');
  const totals = usePayMonthTotals(month);
  const label = payMonthLabel(month);
  const data = totals.data;
  const shown = data?.statuses.filter((row) => row.count > 0) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="pay-totals-heading">
      <Title order={2} size="h3" id="pay-totals-heading">
        {t('pay.totals.title', { month: label })}
      </Title>
      {totals.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(totals.error)}
        </Alert>
      ) : !data ? (
        <Text size="sm" role="status">
          {t('pay.loading')}
        </Text>
      ) : data.total.count === 0 ? (
        <Text size="sm">{t('pay.totals.empty', { month: label })}</Text>
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md" maw={640}>
          <Table
            aria-label={t('pay.totals.caption', { month: label })}
            verticalSpacing="xs"
            horizontalSpacing="xs"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pay.totals.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('pay.totals.columns.count')}</Table.Th>
                <Table.Th ta="right">{t('pay.totals.columns.sum')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.status}>
                  <Table.Th scope="row" fw={400}>
                    <OpsPayslipStatus status={row.status} />
                  </Table.Th>
                  <Table.Td ta="right">{row.count}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.sumCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('pay.totals.all')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {data.total.count}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(data.total.sumCents)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

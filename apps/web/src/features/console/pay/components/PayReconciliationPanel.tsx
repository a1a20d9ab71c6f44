import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, payMonthLabel, type PayReconciliation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/StatusBadge';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { reconciliationExportHref, usePayReconciliation } from '../api/pay-reconciliation';
import { firstClassIds, RECONCILIATION_ROWS } from '../lib/pay-reconciliation';
import { FactList } from '../../../../components/FactList';

/**
 * A month's reconciliation (decision 052): its classes and payslips, what they paid with the
 * totals that must match to the cent, what later payslips corrected, the classes still unpaid
 * or to settle, and the whole as CSV for the accounts.
 */
export function PayReconciliationPanel({ month }: { month: number }) {
  const { t } = useTranslation('console');
  const reconciliation = usePayReconciliation(month);
  const label = payMonthLabel(month);
  const data = reconciliation.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reconciliation-heading">
      <Title order={2} size="h3" id="reconciliation-heading">
        {t('pay.reconciliation.title', { month: label })}
      </Title>
      <Text size="sm">{t('pay.reconciliation.intro')}</Text>
      {reconciliation.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(reconciliation.error)}
        </Alert>
      ) : !data ? (
        <Text size="sm" role="status">
          {t('pay.loading')}
        </Text>
      ) : (
        <Reconciliation data={data} />
      )}
      <Group>
        <Button component="a" variant="default" href={reconciliationExportHref(month)} download>
          {t('pay.reconciliation.download')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The reconciliation's figures: small and bold under their names. */
const VALUE = { size: 'sm', fw: 600 } as const;

function Reconciliation({ data }: { data: PayReconciliation }) {
  const { t } = useTranslation('console');
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Stack gap="md">
        <FactList
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="sm"
          valueProps={VALUE}
          facts={[
            {
              label: t('pay.reconciliation.releasedAt'),
              value:
                data.releasedAt === null
                  ? t('pay.reconciliation.notReleased')
                  : formatDate(data.releasedAt, BEIJING_ZONE),
            },
            { label: t('pay.reconciliation.classesFinished'), value: data.classesFinished },
            {
              label: t('pay.reconciliation.payslips'),
              value: t('pay.reconciliation.payslipsValue', {
                released: data.payslips.released,
                drafts: data.payslips.drafts,
              }),
            },
            {
              label: t('pay.reconciliation.paidForMonth'),
              value: formatMoney(data.paidForMonthCents),
            },
          ]}
        />
        <Group gap="xs" wrap="wrap">
          <StatusBadge tone={data.totalsMatch ? 'green' : 'red'}>
            {t(data.totalsMatch ? 'pay.reconciliation.match' : 'pay.reconciliation.mismatch')}
          </StatusBadge>
          <Text size="sm">
            {t(
              data.totalsMatch ? 'pay.reconciliation.matchHint' : 'pay.reconciliation.mismatchHint',
            )}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={280} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table
            aria-label={t('pay.reconciliation.caption')}
            verticalSpacing="xs"
            horizontalSpacing="xs"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pay.reconciliation.columns.what')}</Table.Th>
                <Table.Th ta="right">{t('pay.reconciliation.columns.count')}</Table.Th>
                <Table.Th ta="right">{t('pay.reconciliation.columns.sum')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RECONCILIATION_ROWS.map((row) => (
                <Table.Tr key={row}>
                  <Table.Th scope="row" fw={row === 'releasedTotal' ? 700 : 400}>
                    {t(`pay.reconciliation.rows.${row}`)}
                  </Table.Th>
                  <Table.Td ta="right">{data[row].count}</Table.Td>
                  <Table.Td ta="right">{formatMoney(data[row].sumCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <FactList
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          valueProps={VALUE}
          facts={[
            {
              label: t('pay.reconciliation.unpaid'),
              value: <ClassIds list={data.classesUnpaid} />,
            },
            {
              label: t('pay.reconciliation.toSettle'),
              value: <ClassIds list={data.classesToSettle} />,
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** "3: #101, #102, #103", the first ids of a long list with how many more. */
function ClassIds({ list }: { list: PayReconciliation['classesUnpaid'] }) {
  const { t } = useTranslation('console');
  const { ids, more } = firstClassIds(list);
  if (list.count === 0) return t('pay.reconciliation.none');
  if (ids.length === 0) return list.count;
  const named = ids.map((id) => `#${id}`).join(', ');
  return (
    <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {more > 0
        ? t('pay.reconciliation.idsMore', { count: list.count, ids: named, more })
        : t('pay.reconciliation.ids', { count: list.count, ids: named })}
    </Text>
  );
}

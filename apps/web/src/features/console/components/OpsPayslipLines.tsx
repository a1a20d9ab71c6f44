import { Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, type PayLineView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveRows, type RowColumn } from '../../../components/ResponsiveRows';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

/**
 * Every line of the payslip with where it comes from: a class (its Beijing time, type and how
 * it ended), a row of the pay ledger (a fine or its reversal), an adjustment, a referral.
 */
export function OpsPayslipLines({ lines }: { lines: readonly PayLineView[] }) {
  const { t } = useTranslation('console');
  const { t: tp } = useTranslation('payslips');
  const columns: RowColumn<PayLineView>[] = [
    { key: 'item', header: t('pay.lines.columns.item'), render: (l) => tp(`items.${l.payItem}`) },
    {
      key: 'source',
      header: t('pay.lines.columns.source'),
      render: (l) => t(`pay.lines.sources.${l.source}`, { id: l.classId ?? l.sourceId }),
    },
    {
      key: 'when',
      header: t('pay.lines.columns.when'),
      render: (l) => (l.startTime === null ? '—' : formatDateTime(l.startTime, BEIJING_ZONE)),
    },
    {
      key: 'what',
      header: t('pay.lines.columns.what'),
      render: (l) => (
        <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
          {l.label}
        </Text>
      ),
    },
    {
      key: 'finish',
      header: t('pay.lines.columns.finish'),
      render: (l) => (l.finishType ? tp(`finishTypes.${l.finishType}`) : '—'),
    },
    {
      key: 'amount',
      header: t('pay.lines.columns.amount'),
      align: 'right',
      render: (l) => formatMoney(l.amountCents),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="payslip-lines-heading">
      <Title order={2} size="h3" id="payslip-lines-heading">
        {t('pay.lines.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('classes.beijingNote')}
      </Text>
      <ResponsiveRows
        caption={t('pay.lines.caption')}
        columns={columns}
        rows={lines}
        rowKey={(l) => l.lineId}
        emptyText={t('pay.lines.empty')}
        minWidth={720}
      />
    </Stack>
  );
}

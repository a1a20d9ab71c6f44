import { Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, type PayLineView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { OpsPayslipLineNotes } from './OpsPayslipLineNotes';

/**
 * Every line of the payslip with where it comes from: a class (its Beijing time, type and how
 * it ended), a row of the pay ledger (a fine or its reversal), an adjustment, a referral; a
 * correction with the month it corrects, a class without a contract flagged to settle.
 */
export function OpsPayslipLines({
  lines,
  toSettle,
  onSettle,
}: {
  lines: readonly PayLineView[];
  toSettle: readonly number[];
  /** Prefills the adjustment with a flagged class (managePay, before the release). */
  onSettle: ((classId: number) => void) | undefined;
}) {
  const { t } = useTranslation('console');
  const { t: tp } = useTranslation('payslips');
  const columns: DataTableColumn<PayLineView>[] = [
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
        <Stack gap={4} align="flex-start">
          <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
            {l.label}
          </Text>
          <OpsPayslipLineNotes line={l} toSettle={toSettle} onSettle={onSettle} />
        </Stack>
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
      <DataTable
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

import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  BEIJING_ZONE,
  PAYMENT_METHODS,
  payMonthLabel,
  type PayBatchView,
  type PaymentMethod,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { StatusBadge, type BadgeTone } from '../../../../components/StatusBadge';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useCreatePayBatch, usePayBatches } from '../api/pay-batches';
import { PayBatchModal } from './PayBatchModal';

const METHODS = Object.keys(PAYMENT_METHODS) as PaymentMethod[];
const STATUS_TONES: Record<PayBatchView['status'], BadgeTone> = {
  OPEN: 'yellow',
  PAID: 'green',
  CANCELLED: 'gray',
};

/**
 * A month's payment batches: the payslips sent for payment gathered by payment method, each
 * opened to read its payslips, download the bank's CSV and mark it paid or cancel it.
 */
export function PayBatchesPanel({ month, mayManage }: { month: number; mayManage: boolean }) {
  const { t } = useTranslation('console');
  const batches = usePayBatches(month);
  const create = useCreatePayBatch();
  const [method, setMethod] = useState<PaymentMethod>('ABA_BANK');
  const [opened, setOpened] = useState<number | null>(null);
  const label = payMonthLabel(month);

  const columns: DataTableColumn<PayBatchView>[] = [
    {
      key: 'batch',
      header: t('pay.batches.columns.batch'),
      render: (b) => t('pay.batches.name', { id: b.id }),
    },
    {
      key: 'method',
      header: t('pay.batches.columns.method'),
      render: (b) => PAYMENT_METHODS[b.paymentMethod],
    },
    { key: 'count', header: t('pay.batches.columns.count'), render: (b) => b.payslipCount },
    {
      key: 'total',
      header: t('pay.batches.columns.total'),
      align: 'right',
      render: (b) => formatMoney(b.totalCents),
    },
    {
      key: 'status',
      header: t('pay.batches.columns.status'),
      render: (b) => (
        <StatusBadge tone={STATUS_TONES[b.status]}>
          {t(`pay.batches.statuses.${b.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'created',
      header: t('pay.batches.columns.created'),
      render: (b) => `${formatDate(b.createdAt, BEIJING_ZONE)} (${b.createdBy})`,
    },
    {
      key: 'open',
      header: t('pay.batches.columns.open'),
      render: (b) => (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('pay.batches.openFor', { id: b.id })}
          onClick={() => setOpened(b.id)}
        >
          {t('pay.batches.open')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="batches-heading">
      <Title order={2} size="h3" id="batches-heading">
        {t('pay.batches.title', { month: label })}
      </Title>
      <Text size="sm">{t('pay.batches.intro')}</Text>
      {mayManage && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('pay.batches.method')}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
            data={METHODS.map((value) => ({ value, label: PAYMENT_METHODS[value] }))}
          />
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { monthStartTime: month, paymentMethod: method },
                {
                  onSuccess: (batch) => {
                    toast.success(
                      t('pay.batches.created', { count: batch.payslipCount, id: batch.id }),
                    );
                    setOpened(batch.id);
                  },
                },
              )
            }
          >
            {t('pay.batches.create')}
          </Button>
        </Group>
      )}
      {create.isError && (
        <Alert color="red" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      {batches.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(batches.error)}
        </Alert>
      ) : (
        <DataTable
          caption={t('pay.batches.caption', { month: label })}
          columns={columns}
          rows={batches.data?.list ?? []}
          rowKey={(b) => b.id}
          emptyText={batches.isPending ? t('pay.loading') : t('pay.batches.empty')}
          minWidth={760}
        />
      )}
      <PayBatchModal batchId={opened} mayManage={mayManage} onClose={() => setOpened(null)} />
    </Stack>
  );
}

import { Alert, Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { PAY_BATCH, PAYMENT_METHODS, payMonthLabel, type PayBatchDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import {
  batchExportHref,
  useCancelPayBatch,
  useMarkBatchPaid,
  usePayBatch,
} from '../api/pay-batches';
import { PayBatchActions } from './PayBatchActions';

type BatchPayslip = PayBatchDetail['payslips'][number];

/** One batch: its payslips, the bank's CSV, and "Mark paid" or "Cancel batch" while OPEN. */
export function PayBatchModal({
  batchId,
  mayManage,
  onClose,
}: {
  batchId: number | null;
  mayManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const batch = usePayBatch(batchId);
  const paid = useMarkBatchPaid();
  const cancelled = useCancelPayBatch();
  const close = () => {
    paid.reset();
    cancelled.reset();
    onClose();
  };
  const detail = batch.data;
  const columns: DataTableColumn<BatchPayslip>[] = [
    { key: 'teacher', header: t('pay.list.columns.teacher'), render: (p) => p.teacherName },
    {
      key: 'email',
      header: t('pay.list.columns.email'),
      render: (p) => (
        <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
          {p.email}
        </Text>
      ),
    },
    {
      key: 'sum',
      header: t('pay.list.columns.sum'),
      align: 'right',
      render: (p) => formatMoney(p.sumCents),
    },
  ];
  return (
    <Modal
      opened={batchId !== null}
      onClose={() => !paid.isPending && !cancelled.isPending && close()}
      title={t('pay.batches.name', { id: batchId ?? 0 })}
      closeButtonProps={{ 'aria-label': t('classes.cancel') }}
      size="lg"
      centered
    >
      {batch.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(batch.error)}
        </Alert>
      ) : !detail ? (
        <Text role="status">{t('pay.loading')}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t('pay.batches.summary', {
              method: PAYMENT_METHODS[detail.paymentMethod],
              month: payMonthLabel(detail.monthStartTime),
              count: detail.payslipCount,
              total: formatMoney(detail.totalCents),
            })}
          </Text>
          <DataTable
            caption={t('pay.batches.payslipsCaption')}
            columns={columns}
            rows={detail.payslips}
            rowKey={(p) => p.payslipId}
            emptyText={t('pay.batches.noPayslips')}
            minWidth={420}
          />
          <Group gap="sm" wrap="wrap">
            {detail.status === PAY_BATCH.CANCELLED ? (
              <Text size="sm">{t('pay.batches.cancelledNote')}</Text>
            ) : (
              <Anchor href={batchExportHref(detail.id)} download>
                {t('pay.batches.download')}
              </Anchor>
            )}
            {detail.status === PAY_BATCH.PAID && (
              <Text size="sm">{t('pay.batches.paidBy', { by: detail.paidBy ?? '—' })}</Text>
            )}
          </Group>
          {mayManage && <PayBatchActions detail={detail} paid={paid} cancelled={cancelled} />}
        </Stack>
      )}
    </Modal>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { movesOffered, PAY_BATCH_LIFECYCLE, type PayBatchDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import type { useCancelPayBatch, useMarkBatchPaid } from '../api/pay-batches';

/**
 * An OPEN batch's two ends, each after a confirmation: "Mark paid" once the bank has paid, or
 * "Cancel batch" when it cannot be paid (a payslip held or paid alone, a teacher's method
 * changed), which lets its payslips go to be batched again.
 */
export function PayBatchActions({
  detail,
  paid,
  cancelled,
}: {
  detail: PayBatchDetail;
  paid: ReturnType<typeof useMarkBatchPaid>;
  cancelled: ReturnType<typeof useCancelPayBatch>;
}) {
  const { t } = useTranslation('console');
  const [confirming, setConfirming] = useState<'pay' | 'cancel' | null>(null);
  const busy = paid.isPending || cancelled.isPending;
  const failed = paid.error ?? cancelled.error;
  const markPaid = () =>
    paid.mutate(detail.id, {
      onSuccess: (view) => {
        toast.success(t('pay.batches.paidDone', { count: view.payslipCount }));
        setConfirming(null);
      },
    });
  const cancel = () =>
    cancelled.mutate(detail.id, {
      onSuccess: () => {
        toast.success(t('pay.batches.cancelDone', { id: detail.id }));
        setConfirming(null);
      },
    });
  const ask = (what: 'pay' | 'cancel') => {
    paid.reset();
    cancelled.reset();
    setConfirming(what);
  };
  const counted = { count: detail.payslipCount, total: formatMoney(detail.totalCents) };
  // The batch's moves contracts' table offers from its status (an OPEN batch's two ends).
  const offered = movesOffered(PAY_BATCH_LIFECYCLE, detail.status, 'staff');

  return (
    <Stack gap="sm">
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      {offered.length > 0 && !confirming && (
        <Group gap="sm" wrap="wrap">
          {offered.includes('pay') && (
            <Button onClick={() => ask('pay')}>{t('pay.batches.markPaid')}</Button>
          )}
          {offered.includes('cancel') && (
            <Button variant="default" color="red" onClick={() => ask('cancel')}>
              {t('pay.batches.cancelBatch')}
            </Button>
          )}
        </Group>
      )}
      {confirming && (
        <Alert
          color="yellow"
          title={t(confirming === 'pay' ? 'pay.batches.confirmTitle' : 'pay.batches.cancelTitle')}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t(
                confirming === 'pay' ? 'pay.batches.confirmText' : 'pay.batches.cancelText',
                counted,
              )}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
                {t('pay.batches.keep')}
              </Button>
              {confirming === 'pay' ? (
                <Button onClick={markPaid} loading={busy}>
                  {t('pay.batches.confirmPaid', { count: detail.payslipCount })}
                </Button>
              ) : (
                <Button color="red" onClick={cancel} loading={busy}>
                  {t('pay.batches.confirmCancel', { id: detail.id })}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

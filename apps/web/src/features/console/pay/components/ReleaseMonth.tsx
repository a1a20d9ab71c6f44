import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BEIJING_ZONE, PAYSLIP, payMonthLabel, payMonthOf } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { useOpsPayslips, useReleasePayslips } from '../api/pay';
import { monthEnded } from '../lib/pay-reconciliation';

/**
 * Releases the month's DRAFTs after a confirmation that says how many and that mail goes out;
 * only once the Beijing month has ended. Drafts with classes to settle are held, and the
 * result says how many were released and how many held (decision 052).
 */
export function ReleaseMonth({ month, now }: { month: number; now: number }) {
  const { t } = useTranslation('console');
  const label = payMonthLabel(month);
  // The drafts' count: one row is enough, the total says how many.
  const drafts = useOpsPayslips({
    monthStartTime: month,
    status: PAYSLIP.DRAFT,
    pageIndex: 1,
    pageSize: 50,
  });
  const count = drafts.data?.total ?? 0;
  const ended = monthEnded(month, now);
  const release = useReleasePayslips();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ month: number; released: number; held: number } | null>(
    null,
  );
  const close = () => {
    release.reset();
    setOpen(false);
  };
  const confirm = () =>
    release.mutate(month, {
      onSuccess: ({ released, held }) => {
        setResult({ month, released, held });
        if (held > 0) toast.warning(t('pay.release.result', { released, held, month: label }));
        else toast.success(t('pay.release.done', { count: released, month: label }));
        close();
      },
    });
  const shown = result?.month === month ? result : null;

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          onClick={() => {
            setResult(null);
            setOpen(true);
          }}
          disabled={count === 0 || !ended}
          loading={drafts.isLoading}
          aria-describedby="release-state"
        >
          {t('pay.release.open')}
        </Button>
        <Text size="sm" id="release-state">
          {drafts.isError
            ? errorMessage(drafts.error)
            : ended
              ? t('pay.release.drafts', { count })
              : t('pay.release.notEnded', {
                  drafts: t('pay.release.drafts', { count }),
                  end: formatDateTime(payMonthOf(month).end, BEIJING_ZONE),
                })}
        </Text>
      </Group>
      {shown && (
        <Alert color={shown.held > 0 ? 'orange' : 'green'} role="status">
          {t('pay.release.result', { released: shown.released, held: shown.held, month: label })}
        </Alert>
      )}
      <Modal
        opened={open}
        onClose={() => !release.isPending && close()}
        title={t('pay.release.title', { month: label })}
        closeButtonProps={{ 'aria-label': t('classes.cancel') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('pay.release.confirmText', { count, month: label })}</Text>
          <Text size="sm">{t('pay.release.heldNote')}</Text>
          {release.isError && (
            <Alert color="red" role="alert">
              {errorMessage(release.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={release.isPending}>
              {t('classes.cancel')}
            </Button>
            <Button onClick={confirm} loading={release.isPending}>
              {t('pay.release.confirm', { count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

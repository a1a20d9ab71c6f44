import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { payMonthLabel } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useOpsPayslips, useReleasePayslips } from '../api/pay';

/** Releases the month's DRAFTs after a confirmation that says how many and that mail goes out. */
export function ReleaseMonth({ month }: { month: number }) {
  const { t } = useTranslation('console');
  const label = payMonthLabel(month);
  // The drafts' count: one row is enough, the total says how many.
  const drafts = useOpsPayslips({
    monthStartTime: month,
    status: 'DRAFT',
    pageIndex: 1,
    pageSize: 50,
  });
  const count = drafts.data?.total ?? 0;
  const release = useReleasePayslips();
  const [open, setOpen] = useState(false);
  const close = () => {
    release.reset();
    setOpen(false);
  };
  const confirm = () =>
    release.mutate(month, {
      onSuccess: ({ released }) => {
        toast.success(t('pay.release.done', { count: released, month: label }));
        close();
      },
    });

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          onClick={() => setOpen(true)}
          disabled={count === 0}
          loading={drafts.isLoading}
        >
          {t('pay.release.open')}
        </Button>
        <Text size="sm">
          {drafts.isError ? errorMessage(drafts.error) : t('pay.release.drafts', { count })}
        </Text>
      </Group>
      <Modal
        opened={open}
        onClose={() => !release.isPending && close()}
        title={t('pay.release.title', { month: label })}
        closeButtonProps={{ 'aria-label': t('classes.cancel') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('pay.release.confirmText', { count, month: label })}</Text>
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

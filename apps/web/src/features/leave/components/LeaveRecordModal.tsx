import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, LEAVE_RECORD, type LeaveDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { StatusBadge } from '../../../components/StatusBadge';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useFreeNoShowRemoval } from '../api/leave-mutations';
import { useLeaveInfo, useLeaveRecord } from '../api/leave-queries';
import { recordFacts } from '../lib/cost-summary';
import { STATUS_TONES } from '../lib/record-labels';
import { AppealPart } from './AppealPart';
import { ClassCostRows } from './CostPreview';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';

interface LeaveRecordModalProps {
  leaveId: number | null;
  zone: string;
  onClose: () => void;
}

/**
 * One cancellation or no-show: what it was, what it cost each class, its appeal; and what the
 * teacher may still do: appeal once (a no-show or an emergency cancellation) and remove a
 * no-show with the year's free pass.
 */
export function LeaveRecordModal({ leaveId, zone, onClose }: LeaveRecordModalProps) {
  const { t } = useTranslation('leave');
  const record = useLeaveRecord(leaveId);
  return (
    <Modal
      opened={leaveId !== null}
      onClose={onClose}
      title={t('record.title', { id: leaveId ?? '' })}
      closeButtonProps={{ 'aria-label': t('record.close') }}
      size="xl"
      centered
    >
      {record.isPending && <LoadingIndicator label={t('screen.loading')} />}
      {record.isError && (
        <LoadFailed
          error={record.error}
          title={t('screen.loadFailed')}
          retryLabel={t('screen.retry')}
          onRetry={() => void record.refetch()}
        />
      )}
      {record.data && <RecordBody record={record.data} zone={zone} />}
    </Modal>
  );
}

function RecordBody({ record, zone }: { record: LeaveDetail; zone: string }) {
  const { t } = useTranslation('leave');
  const facts = [
    {
      label: t('record.what'),
      value: record.type ? t(`types.${record.type}`) : t(`kinds.${record.kind}`),
    },
    {
      label: t('record.reason'),
      value: record.reason ? t(`reasons.${record.reason}`) : t('history.noReason'),
    },
    { label: t('record.recordedBy'), value: t(`recorders.${record.recordedBy}`) },
    { label: t('record.createdAt'), value: formatDateTime(record.createdAt, zone) },
    {
      label: t('record.status'),
      value: (
        <StatusBadge tone={STATUS_TONES[record.status]}>
          {t(`statuses.${record.status}`)}
        </StatusBadge>
      ),
    },
    // What it costs now (decision 059): given back costs are shown as given back.
    ...recordFacts(record.result).map((fact) => ({
      label: t(`record.facts.${fact.key}`),
      value: fact.money ? formatMoney(fact.value) : String(fact.value),
    })),
  ];
  return (
    <Stack gap="md">
      <FactList
        cols={{ base: 1, xs: 2, sm: 3 }}
        spacing="sm"
        valueProps={{ fw: 600 }}
        facts={facts}
      />
      {record.reasonText && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('record.reasonText')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {record.reasonText}
          </Text>
        </Stack>
      )}
      {record.note && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('record.note')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {record.note}
          </Text>
        </Stack>
      )}
      {!record.result.costsStand && (
        <Alert
          color="green"
          c="dark.7"
          title={t(
            record.status === LEAVE_RECORD.REMOVED
              ? 'record.givenBackTitle.REMOVED'
              : 'record.givenBackTitle.REVERSED',
          )}
        >
          {t('record.givenBack', {
            amount: formatMoney(record.result.fineGivenBackCents),
          })}
        </Alert>
      )}
      <Title order={3} size="h5">
        {record.result.costsStand ? t('cost.classesTitle') : t('record.asRecorded')}
      </Title>
      <ClassCostRows classes={record.classes} zone={zone} />
      <AppealPart record={record} />
      {record.freePassUsable && <FreePassPart record={record} />}
    </Stack>
  );
}

function FreePassPart({ record }: { record: LeaveDetail }) {
  const { t } = useTranslation('leave');
  const info = useLeaveInfo();
  const removal = useFreeNoShowRemoval();
  const [asked, setAsked] = useState(false);
  const left = info.data?.freePassesLeft ?? 0;
  const remove = () =>
    removal.mutate(record.leaveId, {
      onSuccess: () => {
        toast.success(t('freePass.done'));
        setAsked(false);
      },
    });
  return (
    <Stack gap="xs" component="section" aria-labelledby="free-pass-title">
      <Title order={3} size="h5" id="free-pass-title">
        {t('freePass.title')}
      </Title>
      <Text size="sm">
        {info.data
          ? t('freePass.intro', {
              count: left,
              date: formatDate(info.data.passYearEnd - 1, BEIJING_ZONE),
            })
          : t('freePass.introPlain')}
      </Text>
      {removal.isError && (
        <Alert color="red" role="alert">
          {errorMessage(removal.error)}
        </Alert>
      )}
      {asked ? (
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {t('freePass.confirmQuestion')}
          </Text>
          <Button color="green" onClick={remove} loading={removal.isPending}>
            {t('freePass.confirm')}
          </Button>
          <Button variant="default" onClick={() => setAsked(false)} disabled={removal.isPending}>
            {t('freePass.cancel')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setAsked(true)} disabled={left <= 0}>
            {t('freePass.open')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

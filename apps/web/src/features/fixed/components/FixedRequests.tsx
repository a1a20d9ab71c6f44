import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  FIXED_REQUEST,
  FIXED_REQUEST_STATUSES,
  fixedRequestStatusAt,
  fixedRequestWaiting,
  type FixedRequestStatus,
  type FixedRequestView,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAnswerRequest } from '../api/fixed-mutations';
import { useFixedRequests } from '../api/fixed-queries';
import { useNow } from '../hooks/use-now';
import { FixedTime } from './FixedTime';
import { TimeLeftText } from './TimeLeftText';
import { WeeklyTimes } from './WeeklyTimes';
import { LoadFailed } from '../../../components/LoadFailed';

const REASON_MAX = 300;

/** Requests for fixed places: those waiting first, each answered before its deadline. */
export function FixedRequests({ zone }: { zone: string }) {
  const { t } = useTranslation('fixed');
  const [status, setStatus] = useState<FixedRequestStatus | null>(FIXED_REQUEST.PENDING);
  const requests = useFixedRequests(status, true);
  const now = useNow();
  const [answering, setAnswering] = useState<{
    request: FixedRequestView;
    decision: 'ACCEPT' | 'DECLINE';
  } | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="fixed-requests">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="fixed-requests">
          {t('requests.title')}
        </Title>
        <NativeSelect
          label={t('requests.show')}
          value={status ?? ''}
          onChange={(event) =>
            setStatus((event.currentTarget.value || null) as FixedRequestStatus | null)
          }
          data={[
            ...FIXED_REQUEST_STATUSES.map((value) => ({
              value,
              label: t(`requestStatuses.${value}`),
            })),
            { value: '', label: t('requests.all') },
          ]}
        />
      </Group>
      <Text size="sm">{t('requests.intro')}</Text>
      {requests.isPending && <LoadingIndicator label={t('screen.loading')} />}
      {requests.isError && (
        <LoadFailed
          error={requests.error}
          title={t('screen.loadFailed')}
          retryLabel={t('screen.retry')}
          onRetry={() => void requests.refetch()}
        />
      )}
      {requests.data?.length === 0 && <Text>{t('requests.empty')}</Text>}
      {requests.data && requests.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.data.map((request) => (
            <li key={request.requestId}>
              <RequestCard
                request={request}
                zone={zone}
                now={now}
                onAnswer={(decision) => setAnswering({ request, decision })}
              />
            </li>
          ))}
        </Stack>
      )}
      <AnswerModal answering={answering} zone={zone} onClose={() => setAnswering(null)} />
    </Stack>
  );
}

function RequestCard({
  request,
  zone,
  now,
  onAnswer,
}: {
  request: FixedRequestView;
  zone: string;
  now: number;
  onAnswer: (decision: 'ACCEPT' | 'DECLINE') => void;
}) {
  const { t } = useTranslation('fixed');
  const status = fixedRequestStatusAt(request, now);
  const waiting = fixedRequestWaiting(status);
  const titleId = `request-${request.requestId}-title`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      id={`request-${request.requestId}`}
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {t('requests.cardTitle', { label: request.label, id: request.requestId })}
          </Title>
          <Badge color={waiting ? 'blue' : 'gray'} variant="light" c="dark.7">
            {t(`requestStatuses.${status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('requests.dates', { from: request.firstDate, to: request.lastDate })}
        </Text>
        <WeeklyTimes times={request.weeklyTimes} firstDate={request.firstDate} zone={zone} />
        <Text size="sm">
          {t('requests.students', {
            count: request.students.length,
            list: request.students
              .map((s) => (s.level ? `${s.studentId} (${s.level})` : s.studentId))
              .join(', '),
          })}
        </Text>
        {waiting && (
          <Stack gap={2}>
            <Text size="sm">
              {t('requests.deadline')} <FixedTime at={request.deadline} zone={zone} inline />
            </Text>
            <TimeLeftText deadline={request.deadline} now={now} />
          </Stack>
        )}
        {request.declineReason && (
          <Text size="sm">{t('requests.declineReason', { reason: request.declineReason })}</Text>
        )}
        {waiting && request.collisions.length > 0 && (
          <Alert color="yellow" c="dark.7" title={t('requests.collisionsTitle')}>
            <Text size="sm">{t('requests.collisions')}</Text>
            <Stack component="ul" gap={2} pl="md" m={0} mt={4}>
              {request.collisions.map((at) => (
                <li key={at}>
                  <FixedTime at={at} zone={zone} inline />
                </li>
              ))}
            </Stack>
          </Alert>
        )}
        {waiting && (
          <Group gap="sm">
            <Button
              onClick={() => onAnswer('ACCEPT')}
              disabled={request.collisions.length > 0}
              aria-label={t('requests.acceptFor', { id: request.requestId })}
            >
              {t('requests.accept')}
            </Button>
            <Button
              variant="default"
              onClick={() => onAnswer('DECLINE')}
              aria-label={t('requests.declineFor', { id: request.requestId })}
            >
              {t('requests.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AnswerModal({
  answering,
  zone,
  onClose,
}: {
  answering: { request: FixedRequestView; decision: 'ACCEPT' | 'DECLINE' } | null;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('fixed');
  const answer = useAnswerRequest();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    answer.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answering) return;
    const { request, decision } = answering;
    answer.mutate(
      {
        requestId: request.requestId,
        decision,
        ...(decision === 'DECLINE' && reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(decision === 'ACCEPT' ? t('answer.accepted') : t('answer.declined'));
          close();
        },
      },
    );
  };
  const decision = answering?.decision ?? 'ACCEPT';
  const request = answering?.request;
  return (
    <Modal
      opened={answering !== null}
      onClose={() => !answer.isPending && close()}
      title={decision === 'ACCEPT' ? t('answer.acceptTitle') : t('answer.declineTitle')}
      closeButtonProps={{ 'aria-label': t('answer.cancel') }}
      centered
    >
      {request && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {decision === 'ACCEPT'
                ? t('answer.acceptText', {
                    label: request.label,
                    from: request.firstDate,
                    to: request.lastDate,
                    count: request.students.length,
                  })
                : t('answer.declineText', { label: request.label })}
            </Text>
            <WeeklyTimes times={request.weeklyTimes} firstDate={request.firstDate} zone={zone} />
            {decision === 'DECLINE' && (
              <Textarea
                label={t('answer.reason')}
                description={t('answer.reasonHint', { max: REASON_MAX })}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={REASON_MAX}
                autosize
                minRows={2}
              />
            )}
            {answer.isError && (
              <Alert color="red" role="alert">
                {errorMessage(answer.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={answer.isPending}>
                {t('answer.cancel')}
              </Button>
              <Button
                type="submit"
                color={decision === 'ACCEPT' ? 'blue' : 'red'}
                loading={answer.isPending}
                data-autofocus
              >
                {decision === 'ACCEPT' ? t('answer.confirmAccept') : t('answer.confirmDecline')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

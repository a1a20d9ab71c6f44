import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useFixedRequests } from '../api/fixed-queries';
import { useNow } from '../hooks/use-now';
import { othersWaiting } from '../lib/others-waiting';
import { AnswerRequestModal } from './AnswerRequestModal';
import { FixedTime } from './FixedTime';
import { TimeLeftText } from './TimeLeftText';
import { WeeklyTimes } from './WeeklyTimes';
import { LoadFailed } from '../../../components/LoadFailed';

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
      <AnswerRequestModal
        answering={answering}
        others={answering ? othersWaiting(requests.data ?? [], answering.request, now) : []}
        zone={zone}
        onClose={() => setAnswering(null)}
      />
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
        {request.closedUnanswered && (
          <Text size="sm">
            {request.closedUnanswered.acceptedRequestId === null
              ? t('requests.closedWithdrawn')
              : t('requests.closedForOther', { id: request.closedUnanswered.acceptedRequestId })}
          </Text>
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

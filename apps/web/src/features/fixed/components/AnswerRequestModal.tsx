import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { FixedRequestView } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAnswerRequest } from '../api/fixed-mutations';
import { WeeklyTimes } from './WeeklyTimes';

const REASON_MAX = 300;

/**
 * Accepting or declining a request, confirmed: what accepting books, and which other waiting
 * requests it declines (the period's times go to one request); a decline's optional reason.
 */
export function AnswerRequestModal({
  answering,
  others,
  zone,
  onClose,
}: {
  answering: { request: FixedRequestView; decision: 'ACCEPT' | 'DECLINE' } | null;
  /** The other requests waiting for the same period, declined by an acceptance. */
  others: readonly number[];
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
            {decision === 'ACCEPT' && others.length > 0 && (
              <Alert color="yellow" title={t('answer.othersTitle')}>
                {t('answer.othersDeclined', {
                  count: others.length,
                  ids: others.map((id) => `#${id}`).join(', '),
                })}
              </Alert>
            )}
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

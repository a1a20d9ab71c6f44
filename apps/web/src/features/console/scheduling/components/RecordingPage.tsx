import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { OPS_ROUTES, RECORDING } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import {
  useDemoRecording,
  useMarkUnreadable,
  useRecordRecordingResult,
} from '../api/demo-recordings';
import { MemberResults } from './MemberResults';
import { ResultForm } from './ResultForm';

/**
 * /ops/recordings/:recordingId: an applicant's recorded demo. Any interviewer opens the video
 * (a new tab that gets no handle on the console), then records a result with the interview's
 * criteria, gives the second look at a SPARE, or says the video cannot be opened.
 */
export function RecordingPage() {
  const { t } = useTranslation('console');
  const recordingId = Number(useParams().recordingId);
  const recording = useDemoRecording(recordingId);
  const record = useRecordRecordingResult(recordingId, () =>
    toast.success(t('sessions.form.done')),
  );
  const unreadable = useMarkUnreadable(recordingId, () =>
    toast.success(t('sessions.recordings.unreadableDone')),
  );
  const [confirming, setConfirming] = useState(false);

  if (recording.isPending) return <LoadingIndicator label={t('common.loading')} />;
  if (recording.isError)
    return (
      <Alert color="red" role="alert" title={t('sessions.recordings.loadOneFailed')}>
        {errorMessage(recording.error)}
      </Alert>
    );
  const data = recording.data;
  const firstLook = data.status === RECORDING.SUBMITTED;

  return (
    <Stack gap="lg">
      <title>{t('sessions.recordings.pageTitle')}</title>
      <Link to={OPS_ROUTES.sessions}>{t('sessions.detail.back')}</Link>
      <Title order={1}>
        {t('sessions.recordings.heading', { name: data.applicant.name || data.applicant.email })}
      </Title>
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Text>
            {t('sessions.recordings.submitted', {
              date: formatDate(data.submittedAt),
              time: formatTime(data.submittedAt),
            })}
          </Text>
          <Text>{t('sessions.detail.applicant', { email: data.applicant.email })}</Text>
          <Group gap="xs">
            <Badge variant="light">{t(`sessions.recordings.status.${data.status}`)}</Badge>
          </Group>
          <Anchor
            href={data.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('sessions.recordings.open')}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {data.videoUrl}
          </Text>
          {firstLook && (
            <Group mt="xs">
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t('sessions.recordings.unreadable')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <MemberResults results={data.results} />
      {data.awaitingReview && (
        <ResultForm criteria={data.criteria} secondLook={!firstLook} record={record} />
      )}
      <Modal
        opened={confirming}
        onClose={() => !unreadable.isPending && setConfirming(false)}
        title={t('sessions.recordings.unreadableTitle')}
        centered
      >
        <Text>{t('sessions.recordings.unreadableRule')}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => setConfirming(false)}
            disabled={unreadable.isPending}
          >
            {t('sessions.recordings.back')}
          </Button>
          <Button
            loading={unreadable.isPending}
            onClick={() =>
              unreadable.mutate(undefined, {
                onError: (error) => toast.error(error),
                onSettled: () => setConfirming(false),
              })
            }
          >
            {t('sessions.recordings.unreadableSubmit')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { fillPath, OPS_ROUTES } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime } from '../../../../lib/dates';
import { useRecordingQueue } from '../api/demo-recordings';

/** Recorded demos any interviewer may take up: first the oldest, with second looks marked. */
export function RecordingsQueue({ zone }: { zone: string }) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const queue = useRecordingQueue();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('sessions.recordings.title')}
        </Title>
        {queue.isPending && <LoadingIndicator label={t('common.loading')} />}
        {queue.isError && (
          <Alert color="red" role="alert" title={t('sessions.recordings.loadFailed')}>
            {errorMessage(queue.error)}
          </Alert>
        )}
        {queue.data?.length === 0 && <Text size="sm">{t('sessions.recordings.none')}</Text>}
        {queue.data && queue.data.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {queue.data.map((recording) => (
              <Group component="li" key={recording.recordingId} gap="xs" wrap="wrap">
                <Link to={fillPath(OPS_ROUTES.recording, { recordingId: recording.recordingId })}>
                  {recording.applicant.name || recording.applicant.email}
                </Link>
                <Text size="sm" c="dimmed">
                  {t('sessions.recordings.submitted', {
                    date: formatDate(recording.submittedAt, zone),
                    time: formatTime(recording.submittedAt, zone),
                  })}
                </Text>
                {recording.results.length > 0 && (
                  <Badge variant="light">{t('sessions.recordings.secondLook')}</Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

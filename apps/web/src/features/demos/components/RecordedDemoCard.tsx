import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { RECORDING, submitRecordingRequest, type RecordedDemo } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate, formatTime } from '../../../lib/dates';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useSubmitRecording, useWithdrawRecording } from '../api/demo-actions';
import { FormAlert } from '../../../components/FormAlert';

type Values = z.input<typeof submitRecordingRequest>;
const FIELDS = ['videoUrl'] as const;

/**
 * The recorded mini demo (decision 036): while one waits for its review, its link and a way to
 * take it back; where the status offers a recording, the steps and the link's form (after a
 * video nobody could open, with what to check first).
 */
export function RecordedDemoCard({
  recording,
  canSubmit,
  zone,
}: {
  recording: RecordedDemo | null;
  canSubmit: boolean;
  zone: string;
}) {
  const waiting = recording?.status === RECORDING.SUBMITTED ? recording : null;
  if (waiting) return <WaitingRecording recording={waiting} zone={zone} />;
  if (!canSubmit) return null;
  return <SubmitRecording unreadable={recording?.status === RECORDING.UNREADABLE} />;
}

function WaitingRecording({ recording, zone }: { recording: RecordedDemo; zone: string }) {
  const { t } = useTranslation('application');
  const withdraw = useWithdrawRecording();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="recording-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="recording-title">
          {t('demos.recording.waitingHeading')}
        </Title>
        <Text>
          {t('demos.recording.submittedOn', {
            date: formatDate(recording.submittedAt, zone),
            time: formatTime(recording.submittedAt, zone),
          })}
        </Text>
        <Anchor
          href={recording.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          {recording.videoUrl}
        </Anchor>
        <Text size="sm">{t('demos.recording.waiting')}</Text>
        <Group>
          <Button variant="default" onClick={() => setConfirming(true)}>
            {t('demos.recording.withdraw')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => !withdraw.isPending && setConfirming(false)}
        title={t('demos.recording.withdrawTitle')}
        centered
      >
        <Text>{t('demos.recording.withdrawRule')}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => setConfirming(false)}
            disabled={withdraw.isPending}
          >
            {t('demos.recording.keep')}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            {t('demos.recording.withdrawSubmit')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

function SubmitRecording({ unreadable }: { unreadable: boolean }) {
  const { t } = useTranslation('application');
  const submitting = useSubmitRecording();
  const form = useForm<Values, unknown, z.output<typeof submitRecordingRequest>>({
    resolver: zodResolver(submitRecordingRequest),
    defaultValues: { videoUrl: '' },
  });
  const failure = useFormFailure(form, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitting.mutateAsync(values.videoUrl);
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="record-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="record-title">
          {t('demos.recording.heading')}
        </Title>
        {unreadable && (
          <Alert color="orange" title={t('demos.recording.unreadableTitle')}>
            {t('demos.recording.unreadable')}
          </Alert>
        )}
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('demos.recording.stepRecord')}</List.Item>
          <List.Item>{t('demos.recording.stepUpload')}</List.Item>
          <List.Item>{t('demos.recording.stepShare')}</List.Item>
        </List>
        <form onSubmit={submit} noValidate aria-labelledby="record-title">
          <Stack gap="sm">
            <TextInput
              label={t('demos.recording.link')}
              description={t('demos.recording.linkHint')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              withAsterisk
              {...form.register('videoUrl')}
              error={errors.videoUrl?.message}
            />
            <FormAlert message={failure.message} />
            <Group>
              <Button type="submit" loading={isSubmitting} disabled={failure.blocked}>
                {t('demos.recording.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

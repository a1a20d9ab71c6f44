import { Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  APPEAL_MESSAGE_MAX,
  appealRequest,
  BEIJING_ZONE,
  fillPath,
  LEAVE_CALLS,
  type LeaveDetail,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useAppeal } from '../api/leave-mutations';
import { useAppealFiles } from '../hooks/use-appeal-files';
import { AppealFilesField } from './AppealFilesField';

/** A record's appeal: the one sent (with its files' names), or the form to send one (once). */
export function AppealPart({ record }: { record: LeaveDetail }) {
  const { t } = useTranslation('leave');
  const appeal = useAppeal();
  const files = useAppealFiles();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState(false);

  if (record.appeal)
    return (
      <Stack gap={4} component="section" aria-labelledby="appeal-title">
        <Title order={3} size="h5" id="appeal-title">
          {t('appeal.title')}
        </Title>
        <Text size="sm">
          {t('appeal.status', {
            status: t(`appealStatuses.${record.appeal.status}`),
            date: formatDate(record.appeal.createdAt, BEIJING_ZONE),
          })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {record.appeal.message}
        </Text>
        {record.appeal.files.length > 0 && (
          // Each name opens the file sent, in a new tab, with the session's cookie (issue 36).
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('appeal.filesSent')}{' '}
            {record.appeal.files.map((file, index) => (
              <span key={file.objectName}>
                {index > 0 && ', '}
                <Anchor
                  href={fillPath(LEAVE_CALLS.readAppealFile.path, {
                    appealId: record.appeal?.appealId ?? 0,
                    fileId: file.objectName,
                  })}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                  aria-label={t('appeal.fileOpen', { name: file.fileName })}
                >
                  {file.fileName}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        {record.appeal.decisionReason && (
          <Text size="sm">{t('appeal.decision', { reason: record.appeal.decisionReason })}</Text>
        )}
      </Stack>
    );
  if (!record.appealable) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.uploading) return;
    const parsed = appealRequest.safeParse({
      leaveId: record.leaveId,
      message,
      ...(files.objectNames.length > 0 ? { files: files.objectNames } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    appeal.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('appeal.sent'));
        setMessage('');
        files.reset();
        setOpened(false);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="appeal-title">
      <Title order={3} size="h5" id="appeal-title">
        {t('appeal.title')}
      </Title>
      <Text size="sm">{t('appeal.intro')}</Text>
      {opened ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('appeal.message')}
              description={t('appeal.messageHint', { max: APPEAL_MESSAGE_MAX })}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              required
              maxLength={APPEAL_MESSAGE_MAX}
              autosize
              minRows={3}
              error={error}
              data-autofocus
            />
            <AppealFilesField files={files} />
            <Group gap="sm">
              <Button type="submit" loading={appeal.isPending} disabled={files.uploading}>
                {t('appeal.send')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  files.reset();
                  setOpened(false);
                }}
                disabled={appeal.isPending}
              >
                {t('appeal.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setOpened(true)}>
            {t('appeal.open')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import {
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  DOCUMENT,
  DOCUMENT_LABELS,
  mayUploadDocument,
  REQUIRED_DOCUMENTS,
  type DocumentStatus,
  type ResourceItem,
} from '@portal/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../components/StatusBadge';
import { useDocumentUpload } from '../hooks/use-document-upload';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_MB,
  type ChosenFile,
} from '../lib/document-slots';
import classes from './Documents.module.css';

const STATUS_COLORS: Record<DocumentStatus, BadgeTone> = {
  UN_SUBMIT: 'gray',
  SUBMITTED: 'blue',
  RESUBMIT: 'red',
  PASS: 'green',
};

interface DocumentSlotProps {
  item: ResourceItem;
  /** The file uploaded for it in this visit, waiting to be submitted. */
  chosen: ChosenFile | undefined;
  onChosen: (file: ChosenFile) => void;
  /** Told when an upload starts and ends: the submission waits for the newest file. */
  onBusy: (busy: boolean) => void;
}

/**
 * One document (spec sections 2 and 5): its label and hint, its status and the reason it was
 * sent back, the file submitted, and while it takes one the chosen file with upload progress.
 */
export function DocumentSlot({ item, chosen, onChosen, onBusy }: DocumentSlotProps) {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useDocumentUpload(item.useType, onChosen);
  const label = DOCUMENT_LABELS[item.useType];
  const open = mayUploadDocument(item.status);
  const uploading = upload.percent !== null;
  useEffect(() => onBusy(uploading), [onBusy, uploading]);
  const required = REQUIRED_DOCUMENTS.includes(item.useType);

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      aria-describedby={upload.error ? `${hintId} ${errorId}` : hintId}
      className={classes.slot}
      data-testid={`document-${item.useType}`}
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {label}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              ({required ? t('documents.required') : t('documents.optional')})
            </Text>
          </Title>
          <StatusBadge tone={STATUS_COLORS[item.status]}>
            <VisuallyHidden>{t('documents.statusLabel')}: </VisuallyHidden>
            {t(`documents.status.${item.status}`)}
          </StatusBadge>
        </Group>
        <Text size="sm" id={hintId}>
          {t(`documents.hints.${item.useType}`)}{' '}
          {t('documents.accepted', {
            types: DOCUMENT_EXTENSIONS.join(', '),
            size: DOCUMENT_MAX_MB,
          })}
        </Text>
        {item.status === DOCUMENT.RESUBMIT && item.reason && (
          <Text size="sm" c="red.8" className={classes.wrap}>
            {t('documents.reason')}: <q>{item.reason}</q>
          </Text>
        )}
        {item.url && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" className={classes.wrap}>
              {t('documents.sent')}: {item.fileName}
            </Text>
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('documents.view')}
              <VisuallyHidden>{` ${label} ${t('nav.newWindow')}`}</VisuallyHidden>
            </Anchor>
          </Group>
        )}
        {open ? (
          <>
            <Text size="sm" className={classes.wrap} aria-live="polite">
              {chosen ? `${t('documents.chosen')}: ${chosen.fileName}` : t('documents.noFile')}
            </Text>
            <Group gap="sm">
              <FileButton onChange={upload.start} accept={DOCUMENT_ACCEPT} disabled={uploading}>
                {(button) => (
                  <Button {...button} variant="default" size="sm" loading={uploading}>
                    {chosen ? t('documents.replace') : t('documents.choose')}
                    <VisuallyHidden>{` (${label})`}</VisuallyHidden>
                  </Button>
                )}
              </FileButton>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('documents.locked')}
          </Text>
        )}
        {uploading && (
          <Group gap="sm" wrap="nowrap">
            <Progress.Root size="lg" className={classes.progress}>
              <Progress.Section
                value={upload.percent ?? 0}
                aria-label={t('documents.progress', { label })}
              />
            </Progress.Root>
            <Text size="sm" aria-hidden>
              {upload.percent}%
            </Text>
          </Group>
        )}
        {upload.error && (
          <Text size="sm" c="red.8" id={errorId} role="alert">
            {upload.error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

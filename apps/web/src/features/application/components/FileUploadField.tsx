import {
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  type UploadPurpose,
  type UploadResult,
} from '@portal/contracts';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '../hooks/use-file-upload';
import { acceptedExtensions } from '../lib/file-checks';
import classes from './ApplicationForm.module.css';

interface FileUploadFieldProps {
  label: string;
  purpose: UploadPurpose;
  /** The stored file's link ('' when none): it opens the file for a few minutes. */
  url: string;
  /** The stored file's name; '' shows a neutral "Uploaded file". */
  fileName: string;
  onUploaded: (result: UploadResult) => void;
  /** What the slot is for, shown under the label. */
  hint?: string;
  /** The form's message for this slot (a required file), beside the upload's own. */
  error?: string;
  required?: boolean;
  /** The form focuses this button when the slot is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * One upload slot (spec section 5): choose or replace a file, see it go up, open the stored
 * file. Wrong size or type is said before sending; the server's verdict by content the same.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { label, purpose, url, fileName, onUploaded, hint, required, buttonRef } = props;
  const { t } = useTranslation('application');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useFileUpload(purpose, onUploaded);
  const message = upload.error ?? props.error;
  const types = acceptedExtensions(purpose)
    .map((ext) => ext.toUpperCase())
    .join(', ');
  const uploading = upload.percent !== null;

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? `${hintId} ${errorId}` : hintId}
      className={classes.upload}
    >
      <div>
        <Input.Label id={labelId} required={required} labelElement="div">
          {label}
        </Input.Label>
        <Input.Description id={hintId}>
          {hint ? `${hint} ` : ''}
          {t('application.upload.accepted', { types, size: UPLOAD_MAX_BYTES / 1024 / 1024 })}
        </Input.Description>
      </div>
      {url && (
        <Group gap="xs" wrap="nowrap" className={classes.fileRow}>
          <Text size="sm" className={classes.fileName}>
            {fileName || t('application.upload.uploadedFile')}
          </Text>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('application.upload.view')}
            <VisuallyHidden>{` ${label} ${t('nav.newWindow')}`}</VisuallyHidden>
          </Anchor>
        </Group>
      )}
      <Group gap="sm">
        <FileButton onChange={upload.start} accept={UPLOAD_ACCEPT[purpose]} disabled={uploading}>
          {(button) => (
            <Button {...button} ref={buttonRef} variant="default" size="sm" loading={uploading}>
              {url ? t('application.upload.replace') : t('application.upload.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading && (
        <Group gap="sm" wrap="nowrap">
          <Progress.Root size="lg" className={classes.progress}>
            <Progress.Section
              value={upload.percent ?? 0}
              aria-label={t('application.upload.progress', { label })}
            />
          </Progress.Root>
          <Text size="sm" aria-hidden>
            {upload.percent}%
          </Text>
        </Group>
      )}
      {message && (
        <Input.Error id={errorId} role="alert">
          {message}
        </Input.Error>
      )}
    </Stack>
  );
}

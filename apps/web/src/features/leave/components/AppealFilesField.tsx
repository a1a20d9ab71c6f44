import '@mantine/dropzone/styles.css';
import { Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { APPEAL_FILES_MAX } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { AppealFiles } from '../hooks/use-appeal-files';
import { APPEAL_FILE_EXTENSIONS, APPEAL_FILE_MAX_MB, APPEAL_FILE_TYPES } from '../lib/appeal-files';

/**
 * "Attach files (optional)" on the appeal form (decision 071): a drop zone that is also a
 * button, the limits under it, and each file with its progress and a remove button.
 */
export function AppealFilesField({ files }: { files: AppealFiles }) {
  const { t } = useTranslation('leave');
  const full = files.items.length >= APPEAL_FILES_MAX;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="appeal-files-label">
        {t('appeal.files.label')}
      </Text>
      <Dropzone
        onDrop={files.add}
        accept={APPEAL_FILE_TYPES}
        multiple
        disabled={full}
        aria-labelledby="appeal-files-label"
        aria-describedby="appeal-files-hint"
        p="sm"
      >
        <Group justify="center" gap="xs" style={{ pointerEvents: 'none' }}>
          <Button component="span" variant="default" size="compact-sm" disabled={full}>
            {t('appeal.files.choose')}
          </Button>
          <Text size="sm" c="dimmed" span>
            {t('appeal.files.drop')}
          </Text>
        </Group>
      </Dropzone>
      <Text size="xs" c="dimmed" id="appeal-files-hint">
        {t('appeal.files.hint', {
          max: APPEAL_FILES_MAX,
          types: APPEAL_FILE_EXTENSIONS.join(', '),
          size: APPEAL_FILE_MAX_MB,
        })}
      </Text>
      {files.items.length > 0 && (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {files.items.map((item) => (
            <li key={item.key}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }} span>
                  {item.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('appeal.files.remove', { name: item.name })}
                  onClick={() => files.remove(item.key)}
                />
              </Group>
              {item.objectName === null && (
                <Progress
                  value={item.percent ?? 0}
                  size="sm"
                  aria-label={t('appeal.files.progress', { name: item.name })}
                />
              )}
            </li>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        {files.uploading ? t('appeal.files.uploading') : ''}
      </Text>
      {files.error && (
        <Text size="sm" c="red" role="alert">
          {files.error}
        </Text>
      )}
    </Stack>
  );
}

import { Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ApplicantDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldLabel, type ResumeFieldKey } from '../../../application/public';
import classes from './ApplicantPage.module.css';

const FILE_FIELDS: readonly string[] = [
  'personPhotoUrl',
  'fileCVUrl',
  'eduCertificateUrl',
  'fileCertificateUrl',
  'proofCertificateUrl',
  'teachCertificateUrl',
];
const isFileField = (field: string): field is ResumeFieldKey => FILE_FIELDS.includes(field);

/**
 * The uploaded files, each behind its short-lived link (decision 010): it opens in a new tab
 * for 10 minutes; the page reads fresh links when it is shown again.
 */
export function ApplicantFiles({ files }: { files: ApplicantDetail['files'] }) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="files-heading">
      <Title order={2} size="h3" id="files-heading" mb="sm">
        {t('applicants.files')}
      </Title>
      {files.length === 0 ? (
        <Text size="sm">{t('applicants.noFiles')}</Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.files}>
          {files.map((file) => (
            <li key={file.field}>
              <Text size="sm" c="dimmed">
                {isFileField(file.field) ? fieldLabel(file.field) : file.field}
              </Text>
              <Anchor
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.fileName}
              >
                {file.fileName}
                <VisuallyHidden> {t('nav.newWindow')}</VisuallyHidden>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('applicants.linksExpire')}
      </Text>
    </Paper>
  );
}

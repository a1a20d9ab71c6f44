import { Paper, Stack, Title } from '@mantine/core';
import type { ApplicantDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../application/public';
import { resumeRows } from '../lib/resume-rows';
import classes from './ApplicantPage.module.css';
import { FactList } from '../../../../components/FactList';

/** Every resume field under the form's own labels, section by section. */
export function ApplicantResume({ resume }: { resume: ApplicantDetail['resume'] }) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  return (
    <Stack gap="md" component="section" aria-labelledby="resume-heading">
      <Title order={2} size="h3" id="resume-heading">
        {t('applicants.resume')}
      </Title>
      {resumeRows(resume).map(({ section, rows }) => (
        <Paper key={section} withBorder p="md">
          <Title order={3} size="h5" mb="sm" id={`resume-${section}`}>
            {t(`applicants.sections.${section}`)}
          </Title>
          <FactList
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            verticalSpacing="xs"
            className={classes.fields}
            factClassName={classes.field}
            aria-labelledby={`resume-${section}`}
            labelSize="sm"
            valueProps={{ size: 'sm', className: classes.value }}
            facts={rows.map(({ field, value }) => ({
              key: field,
              label: fieldLabel(field),
              value,
            }))}
          />
        </Paper>
      ))}
    </Stack>
  );
}

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApplicantDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../application/public';
import { resumeRows } from '../lib/resume-rows';
import classes from './ApplicantPage.module.css';

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
          <SimpleGrid
            component="dl"
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            verticalSpacing="xs"
            className={classes.fields}
            aria-labelledby={`resume-${section}`}
          >
            {rows.map(({ field, value }) => (
              <div key={field} className={classes.field}>
                <Text component="dt" size="sm" c="dimmed">
                  {fieldLabel(field)}
                </Text>
                <Text component="dd" size="sm" className={classes.value}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

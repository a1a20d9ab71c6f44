import { SimpleGrid, Stack } from '@mantine/core';
import {
  EDUCATION_LEVELS,
  LANGUAGES,
  RESUME_STEP_FIELDS,
  TEACHING_EXPERIENCE_BANDS,
  teachingInfoStep,
  type TeachingInfoStep as Output,
  YES_NO,
} from '@portal/contracts';
import { useForm, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStepSubmit } from '../hooks/use-step-submit';
import { toSelectData } from '../lib/choice-data';
import type { TeachingInfoValues } from '../lib/resume-values';
import type { ResumeFieldKey } from '../lib/field-labels';
import { schemaResolver } from '../lib/schema-resolver';
import { EslCertificateFields } from './EslCertificateFields';
import { RadioField, SelectField } from './form-fields';
import { FormUploadField } from './FormUploadField';
import { StepActions } from './StepActions';

const FIELDS: readonly Path<TeachingInfoValues>[] = RESUME_STEP_FIELDS.teachingInfo;
const resolver = schemaResolver<TeachingInfoValues, typeof teachingInfoStep>(teachingInfoStep);
const UNDERGRADUATE = 'UNDERGRADUATE_STUDENT';
const languages = toSelectData(LANGUAGES);
const bands = toSelectData(TEACHING_EXPERIENCE_BANDS);
const levels = toSelectData(EDUCATION_LEVELS);

interface TeachingInfoStepProps {
  defaultValues: TeachingInfoValues;
  fileNames: Record<string, string>;
  onFileName: (field: string, name: string) => void;
  onNext: (values: TeachingInfoValues, output: Output) => Promise<void>;
  onBack: (values: TeachingInfoValues) => void;
}

/** Step 2, Teaching Information (spec section 3 teachingInfo, section 5 rules). */
export function TeachingInfoStep(props: TeachingInfoStepProps) {
  const { defaultValues, fileNames, onFileName, onNext, onBack } = props;
  const { t } = useTranslation('application');
  const form = useForm<TeachingInfoValues, unknown, Output>({
    resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { submit, blocked, message } = useStepSubmit(form, FIELDS, onNext);
  const taughtOnline = useWatch({ control: form.control, name: 'taughtOnline' });
  const highestLevel = useWatch({ control: form.control, name: 'highestLevel' });
  const f = (name: ResumeFieldKey) => t(`application.fields.${name}`);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="application-step-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <RadioField
            control={form.control}
            name="nativeSpeaker"
            label={f('nativeSpeaker')}
            options={YES_NO}
          />
          <SelectField
            control={form.control}
            name="firstLanguage"
            label={f('firstLanguage')}
            required
            data={languages}
          />
          <RadioField
            control={form.control}
            name="taughtOnline"
            label={f('taughtOnline')}
            options={YES_NO}
          />
          <SelectField
            control={form.control}
            name="oldTeachingExperience"
            label={f('oldTeachingExperience')}
            required={taughtOnline === 'YES'}
            data={bands}
          />
        </SimpleGrid>
        <SelectField
          control={form.control}
          name="highestLevel"
          label={f('highestLevel')}
          required
          data={levels}
        />
        <FormUploadField
          control={form.control}
          name="eduCertificateUrl"
          label={f('eduCertificateUrl')}
          purpose="EDU_CERTIFICATE"
          hint={
            highestLevel === UNDERGRADUATE
              ? t('application.form.undergraduateHint')
              : t('application.form.educationHint')
          }
          fileName={fileNames.eduCertificateUrl ?? ''}
          onUploaded={(result) => onFileName('eduCertificateUrl', result.fileName)}
        />
        <EslCertificateFields form={form} fileNames={fileNames} onFileName={onFileName} />
        <FormUploadField
          control={form.control}
          name="teachCertificateUrl"
          label={f('teachCertificateUrl')}
          purpose="TEACHER_CERTIFICATE"
          hint={t('application.form.otherCertificatesHint')}
          fileName={fileNames.teachCertificateUrl ?? ''}
          onUploaded={(result) => onFileName('teachCertificateUrl', result.fileName)}
        />
        <StepActions
          step={2}
          busy={form.formState.isSubmitting}
          blocked={blocked}
          failure={message}
          onBack={() => onBack(form.getValues())}
        />
      </Stack>
    </form>
  );
}

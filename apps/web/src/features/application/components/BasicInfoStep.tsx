import { Stack, TextInput } from '@mantine/core';
import { basicInfoStep, type BasicInfoStep as Output, RESUME_STEP_FIELDS } from '@portal/contracts';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStepSubmit } from '../hooks/use-step-submit';
import type { BasicInfoValues } from '../lib/resume-values';
import { schemaResolver } from '../lib/schema-resolver';
import { BasicInfoFields } from './BasicInfoFields';
import { StepActions } from './StepActions';

const FIELDS: readonly Path<BasicInfoValues>[] = RESUME_STEP_FIELDS.basicInfo;
const resolver = schemaResolver<BasicInfoValues, typeof basicInfoStep>(basicInfoStep);

interface BasicInfoStepProps {
  defaultValues: BasicInfoValues;
  onNext: (values: BasicInfoValues, output: Output) => Promise<void>;
}

/** Step 1, Basic Information (spec section 3 basicInfo, section 5 rules). */
export function BasicInfoStep({ defaultValues, onNext }: BasicInfoStepProps) {
  const { t } = useTranslation('application');
  const form = useForm<BasicInfoValues, unknown, Output>({
    resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { submit, blocked, message } = useStepSubmit(form, FIELDS, onNext);
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="application-step-title">
      <Stack gap="md">
        <BasicInfoFields form={form}>
          <TextInput
            {...form.register('email')}
            label={t('application.fields.email')}
            description={t('application.form.emailHint')}
            readOnly
            autoComplete="email"
            error={errors.email?.message}
          />
        </BasicInfoFields>
        <StepActions step={1} busy={isSubmitting} blocked={blocked} failure={message} />
      </Stack>
    </form>
  );
}

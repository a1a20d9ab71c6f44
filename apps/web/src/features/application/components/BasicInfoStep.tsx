import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  basicInfoStep,
  type BasicInfoStep as Output,
  GENDERS,
  PHONE_MAX,
  RESUME_STEP_FIELDS,
  US_STATES,
} from '@portal/contracts';
import { useMemo } from 'react';
import { Controller, useForm, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStepSubmit } from '../hooks/use-step-submit';
import { fromDateInput, toDateInput, todayForDateInput } from '../lib/birthday';
import { countrySelectData, dialCodeSelectData, toSelectData } from '../lib/choice-data';
import type { BasicInfoValues } from '../lib/resume-values';
import type { ResumeFieldKey } from '../lib/field-labels';
import { schemaResolver } from '../lib/schema-resolver';
import { RadioField, SelectField } from './form-fields';
import { StepActions } from './StepActions';

const US = 'United States';
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
  const { submit, blocked } = useStepSubmit(form, FIELDS, onNext);
  const { errors, isSubmitting } = form.formState;
  const countries = useMemo(() => countrySelectData(t('application.form.featuredCountries')), [t]);
  const dialCodes = useMemo(() => dialCodeSelectData(), []);
  const residency = useWatch({ control: form.control, name: 'residency' });
  const f = (name: ResumeFieldKey) => t(`application.fields.${name}`);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="application-step-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            {...form.register('firstName')}
            label={f('firstName')}
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
          />
          <TextInput
            {...form.register('middleInitial')}
            label={f('middleInitial')}
            autoComplete="additional-name"
            error={errors.middleInitial?.message}
          />
          <TextInput
            {...form.register('lastName')}
            label={f('lastName')}
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
          />
        </SimpleGrid>
        <RadioField
          control={form.control}
          name="gender"
          label={f('gender')}
          required
          options={GENDERS}
        />
        <Controller
          control={form.control}
          name="birthday"
          render={({ field, fieldState }) => (
            <TextInput
              ref={field.ref}
              name={field.name}
              type="date"
              label={f('birthday')}
              required
              max={todayForDateInput()}
              min="1900-01-01"
              autoComplete="bday"
              value={toDateInput(field.value)}
              onChange={(event) => field.onChange(fromDateInput(event.currentTarget.value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maw={260}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            control={form.control}
            name="telAreaCode"
            label={f('telAreaCode')}
            required
            searchable
            data={dialCodes}
          />
          <TextInput
            {...form.register('phoneNum')}
            label={f('phoneNum')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX}
            error={errors.phoneNum?.message}
          />
        </SimpleGrid>
        <TextInput
          {...form.register('email')}
          label={f('email')}
          description={t('application.form.emailHint')}
          readOnly
          autoComplete="email"
          error={errors.email?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            control={form.control}
            name="citizenship"
            label={f('citizenship')}
            required
            searchable
            data={countries}
          />
          <SelectField
            control={form.control}
            name="residency"
            label={f('residency')}
            required
            searchable
            data={countries}
            onValueChange={(value) => {
              if (value !== US) form.setValue('state', '');
            }}
          />
        </SimpleGrid>
        {residency === US && (
          <SelectField
            control={form.control}
            name="state"
            label={f('state')}
            required
            searchable
            data={toSelectData(US_STATES)}
          />
        )}
        <StepActions step={1} busy={isSubmitting} blocked={blocked} />
      </Stack>
    </form>
  );
}

import { SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS, PHONE_MAX, US_STATES, type ProfileField } from '@portal/contracts';
import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromDateInput, toDateInput, todayForDateInput } from '../lib/birthday';
import { countrySelectData, dialCodeSelectData, toSelectData } from '../lib/choice-data';
import { useFieldLabel } from '../lib/field-labels';
import { RadioField, SelectField } from './form-fields';

const US = 'United States';
type Fields = Record<ProfileField, string>;

interface BasicInfoFieldsProps<V extends Fields & FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** Shown between the phone and the citizenship (the application's read-only e-mail). */
  children?: ReactNode;
}

/**
 * The basic information of spec section 3 (names, gender, birthday, phone, citizenship,
 * residency and the US state it asks for), as step 1 of the application and the teacher's
 * profile both ask it; each form brings its own schema as the resolver.
 */
export function BasicInfoFields<V extends Fields & FieldValues, O>({
  form,
  children,
}: BasicInfoFieldsProps<V, O>) {
  // react-hook-form cannot name a path of a generic form: read it through the shared shape.
  const fields = form as unknown as UseFormReturn<Fields>;
  const { t } = useTranslation('application');
  const label = useFieldLabel();
  const { errors } = fields.formState;
  const countries = useMemo(() => countrySelectData(t('application.form.featuredCountries')), [t]);
  const dialCodes = useMemo(() => dialCodeSelectData(), []);
  const residency = useWatch({ control: fields.control, name: 'residency' });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          {...fields.register('firstName')}
          label={label('firstName')}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
        />
        <TextInput
          {...fields.register('middleInitial')}
          label={label('middleInitial')}
          autoComplete="additional-name"
          error={errors.middleInitial?.message}
        />
        <TextInput
          {...fields.register('lastName')}
          label={label('lastName')}
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
        />
      </SimpleGrid>
      <RadioField
        control={fields.control}
        name="gender"
        label={label('gender')}
        required
        options={GENDERS}
      />
      <Controller
        control={fields.control}
        name="birthday"
        render={({ field, fieldState }) => (
          <TextInput
            ref={field.ref}
            name={field.name}
            type="date"
            label={label('birthday')}
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
          control={fields.control}
          name="telAreaCode"
          label={label('telAreaCode')}
          required
          searchable
          data={dialCodes}
        />
        <TextInput
          {...fields.register('phoneNum')}
          label={label('phoneNum')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX}
          error={errors.phoneNum?.message}
        />
      </SimpleGrid>
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          control={fields.control}
          name="citizenship"
          label={label('citizenship')}
          required
          searchable
          data={countries}
        />
        <SelectField
          control={fields.control}
          name="residency"
          label={label('residency')}
          required
          searchable
          data={countries}
          onValueChange={(value) => {
            if (value !== US) fields.setValue('state', '');
          }}
        />
      </SimpleGrid>
      {residency === US && (
        <SelectField
          control={fields.control}
          name="state"
          label={label('state')}
          required
          searchable
          data={toSelectData(US_STATES)}
        />
      )}
    </>
  );
}

import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  GENDERS,
  PHONE_MAX,
  PROFILE_FIELDS,
  profileUpdateRequest,
  US_STATES,
  type ProfileUpdate,
  type TeacherProfile,
} from '@portal/contracts';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFormFailure } from '../../../lib/use-form-failure';
import {
  countrySelectData,
  dialCodeSelectData,
  fromDateInput,
  RadioField,
  schemaResolver,
  SelectField,
  toDateInput,
  todayForDateInput,
  toSelectData,
  useFieldLabel,
} from '../../application/public';
import { useUpdateProfile } from '../api/teacher-mutations';

const US = 'United States';
const FIELDS: readonly Path<TeacherProfile>[] = PROFILE_FIELDS;
const resolver = schemaResolver<TeacherProfile, typeof profileUpdateRequest>(profileUpdateRequest);

interface ProfileFormProps {
  profile: TeacherProfile;
  /** False while the account is blocked: the fields show, the save is off. */
  canChange: boolean;
}

/**
 * The profile's fields (spec section 3 basic information) with the application's own rules
 * (contracts' schema as the resolver), the same controls as step 1 of the form.
 */
export function ProfileForm({ profile, canChange }: ProfileFormProps) {
  const { t } = useTranslation('teacher');
  const { t: ta } = useTranslation('application');
  const label = useFieldLabel();
  const form = useForm<TeacherProfile, unknown, ProfileUpdate>({
    resolver,
    defaultValues: profile,
  });
  const save = useUpdateProfile();
  const { blocked, fail } = useFormFailure(form, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const countries = useMemo(
    () => countrySelectData(ta('application.form.featuredCountries')),
    [ta],
  );
  const dialCodes = useMemo(() => dialCodeSelectData(), []);
  const residency = useWatch({ control: form.control, name: 'residency' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.profile);
      toast.success(t('profile.saved'));
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <fieldset disabled={!canChange} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              {...form.register('firstName')}
              label={label('firstName')}
              required
              autoComplete="given-name"
              error={errors.firstName?.message}
            />
            <TextInput
              {...form.register('middleInitial')}
              label={label('middleInitial')}
              autoComplete="additional-name"
              error={errors.middleInitial?.message}
            />
            <TextInput
              {...form.register('lastName')}
              label={label('lastName')}
              required
              autoComplete="family-name"
              error={errors.lastName?.message}
            />
          </SimpleGrid>
          <RadioField
            control={form.control}
            name="gender"
            label={label('gender')}
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
              control={form.control}
              name="telAreaCode"
              label={label('telAreaCode')}
              required
              searchable
              data={dialCodes}
            />
            <TextInput
              {...form.register('phoneNum')}
              label={label('phoneNum')}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX}
              error={errors.phoneNum?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              control={form.control}
              name="citizenship"
              label={label('citizenship')}
              required
              searchable
              data={countries}
            />
            <SelectField
              control={form.control}
              name="residency"
              label={label('residency')}
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
              label={label('state')}
              required
              searchable
              data={toSelectData(US_STATES)}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={blocked || !canChange}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import {
  PROFILE_FIELDS,
  profileUpdateRequest,
  type ProfileUpdate,
  type TeacherProfile,
} from '@portal/contracts';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFormFailure } from '../../../lib/use-form-failure';
import { BasicInfoFields, schemaResolver } from '../../application/public';
import { useUpdateProfile } from '../api/teacher-mutations';
import { FormAlert } from '../../../components/FormAlert';

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
  const form = useForm<TeacherProfile, unknown, ProfileUpdate>({
    resolver,
    defaultValues: profile,
  });
  const save = useUpdateProfile();
  const { blocked, fail, message } = useFormFailure(form, FIELDS);
  const { isSubmitting } = form.formState;

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
          <BasicInfoFields form={form} />
          <FormAlert message={message} />
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

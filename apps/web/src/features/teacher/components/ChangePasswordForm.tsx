import { Button, Group, Stack } from '@mantine/core';
import { changePasswordRequest, type ChangePasswordRequest } from '@portal/contracts';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PasswordField } from '../../../components/PasswordField';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useFormFailure } from '../../../lib/use-form-failure';
import { schemaResolver } from '../../application/public';
import { useChangePassword } from '../api/teacher-mutations';
import { FormAlert } from '../../../components/FormAlert';

interface PasswordValues {
  password: string;
  newPassword: string;
  repeatPassword: string;
}
const FIELDS: readonly Path<PasswordValues>[] = ['password', 'newPassword', 'repeatPassword'];
const EMPTY: PasswordValues = { password: '', newPassword: '', repeatPassword: '' };
const resolver = schemaResolver<PasswordValues, typeof changePasswordRequest>(
  changePasswordRequest,
);

/** A new password (spec section 3: password, newPassword, repeatPassword), the current one first. */
export function ChangePasswordForm() {
  const { t } = useTranslation('teacher');
  const form = useForm<PasswordValues, unknown, ChangePasswordRequest>({
    resolver,
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const { blocked, fail, message } = useFormFailure(form, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(t('password.saved'));
    } catch (error) {
      // A wrong current password belongs beside that field, not in a toast.
      if (isApiError(error) && error.code === 'BIZ_TEACHER_PASSWORD_ORIGIN_ERROR')
        form.setError('password', { message: error.message }, { shouldFocus: true });
      else fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title">
      <Stack gap="md" maw={420}>
        <PasswordField
          control={form.control}
          name="password"
          label={t('password.current')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          control={form.control}
          newPasswordLabel={t('password.new')}
          repeatPasswordLabel={t('password.repeat')}
        />
        <FormAlert message={message} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={blocked}>
            {t('password.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

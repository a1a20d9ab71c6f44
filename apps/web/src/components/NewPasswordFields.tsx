import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

interface NewPasswordValues extends FieldValues {
  newPassword: unknown;
  repeatPassword: unknown;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** Each page words its labels in its own catalogue entry. */
  newPasswordLabel: string;
  repeatPasswordLabel: string;
}

/**
 * A new password typed twice, as the reset link's page and the staff invitation's page ask
 * for it; the contract's schema of each checks that the two match.
 */
export function NewPasswordFields<T extends NewPasswordValues, TOut>({
  control,
  newPasswordLabel,
  repeatPasswordLabel,
}: NewPasswordFieldsProps<T, TOut>) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        label={newPasswordLabel}
        description={t('accounts.fields.passwordHint')}
        control={control}
        name={'newPassword' as Path<T>}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label={repeatPasswordLabel}
        control={control}
        name={'repeatPassword' as Path<T>}
        autoComplete="new-password"
        required
      />
    </>
  );
}

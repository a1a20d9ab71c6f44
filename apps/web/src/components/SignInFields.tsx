import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaControl } from '../lib/use-captcha';
import { CaptchaField } from './CaptchaField';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

/** The fields' names, as the sign-in contracts have them. */
interface SignInValues extends FieldValues {
  email: unknown;
  password: unknown;
  captcha?: unknown;
}

interface SignInFieldsProps<T extends SignInValues, TOut> {
  control: Control<T, unknown, TOut>;
  captcha: CaptchaControl;
}

/**
 * The address, password and (once the server asks for it) captcha of a sign-in form, the
 * teachers' and the staff's alike; the autocomplete names let a password manager fill them.
 */
export function SignInFields<T extends SignInValues, TOut>({
  control,
  captcha,
}: SignInFieldsProps<T, TOut>) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <EmailField
        control={control}
        name={'email' as Path<T>}
        label={t('accounts.fields.email')}
        autoComplete="username"
        required
      />
      <PasswordField
        label={t('accounts.fields.password')}
        control={control}
        name={'password' as Path<T>}
        autoComplete="current-password"
        required
      />
      {captcha.shown && (
        <CaptchaField captcha={captcha} control={control} name={'captcha' as Path<T>} />
      )}
    </>
  );
}

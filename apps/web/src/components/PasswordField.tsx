import { PasswordInput } from '@mantine/core';
import { PASSWORD_MAX } from '@portal/contracts';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/**
 * A form's password field: at most 18 characters (spec section 5), the show/hide button named
 * from the catalogue. Bound like EmailField, so fields register (and take the focus after a
 * failed submit) in the order they appear.
 */
export function PasswordField<T extends FieldValues, TOut>({
  control,
  name,
  required = false,
  ...props
}: PasswordFieldProps<T, TOut>) {
  const { t } = useTranslation('accounts');
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur, value: current } = field;
  return (
    <PasswordInput
      {...props}
      name={name}
      ref={ref}
      value={typeof current === 'string' ? current : ''}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
      maxLength={PASSWORD_MAX}
      withAsterisk={required}
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
    />
  );
}

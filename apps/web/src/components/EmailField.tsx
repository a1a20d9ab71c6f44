import { Autocomplete } from '@mantine/core';
import { mailDomainSuggestions } from '@portal/contracts';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface EmailFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** `email` for a new address, `username` where a saved sign-in should fill it. */
  autoComplete?: 'email' | 'username';
  required?: boolean;
}

/**
 * A form's e-mail field that offers the common mail domains while the user types the part
 * after `@` (spec section 2; the list is the contracts'): `anna@gm` offers `anna@gmail.com`.
 */
export function EmailField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  autoComplete = 'email',
  required = false,
}: EmailFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur, value: current } = field;
  const value = typeof current === 'string' ? current : '';
  return (
    <Autocomplete
      label={label}
      name={name}
      ref={ref}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
      data={mailDomainSuggestions(value)}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      withAsterisk={required}
      openOnFocus={false}
    />
  );
}

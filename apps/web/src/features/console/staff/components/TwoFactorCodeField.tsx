import { TextInput } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface TwoFactorCodeFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  description?: string;
  /** Recovery codes have letters; the app's codes are digits only. */
  recoveryAllowed?: boolean;
  autoFocus?: boolean;
}

/** The one-time code field: the phone offers the code from a message or an app. */
export function TwoFactorCodeField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  recoveryAllowed = false,
  autoFocus = false,
}: TwoFactorCodeFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...field}
      value={typeof field.value === 'string' ? field.value : ''}
      label={label}
      description={description}
      error={fieldState.error?.message}
      autoComplete="one-time-code"
      inputMode={recoveryAllowed ? 'text' : 'numeric'}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={recoveryAllowed ? 16 : 8}
      required
      autoFocus={autoFocus}
    />
  );
}

import { Alert } from '@mantine/core';

export interface FormAlertProps {
  /** The failed submission's sentence (lib/use-form-alert), or null for nothing. */
  message: string | null;
}

/**
 * A form's failure that belongs to no field, shown inside the form beside its button: an
 * alert, so screen readers announce it when it appears; it stays until the user acts
 * (lib/use-form-alert), where a toast would have gone after 1.5 s (issue 36).
 */
export function FormAlert({ message }: FormAlertProps) {
  if (message === null) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

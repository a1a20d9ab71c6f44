import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, ReadFormState, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './api-error';

// The values for the user's edits, and the submit's start. `isSubmitting` is missing from the
// typed keys, but the filter takes any key of the form's state, and only a subscription hears
// the start at once, before a quick failure of that submit could be shown (an effect would run
// after it and wipe it).
const HEARD = { values: true, isSubmitting: true } as Partial<ReadFormState>;

export interface FormAlert {
  /** The sentence shown at the form (components/FormAlert), or null. */
  message: string | null;
  /** Shows a failed submission's message: an ApiError's catalogue sentence, else the generic one. */
  show: (reason: unknown) => void;
  clear: () => void;
}

/**
 * A form's failed submission, told at the form (issue 36): the message stays until the user
 * changes a field or submits again, unlike a toast that is gone before it is read. With a
 * react-hook-form form it clears itself on both; without one the caller clears it.
 */
export function useFormAlert<T extends FieldValues>(
  form?: Pick<UseFormReturn<T>, 'subscribe'>,
): FormAlert {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback((reason: unknown) => setMessage(errorMessage(reason)), []);
  const clear = useCallback(() => setMessage(null), []);
  const subscribe = form?.subscribe;

  useEffect(() => {
    if (!subscribe) return undefined;
    let submitting = false;
    return subscribe({
      formState: HEARD,
      callback: ({ type, isSubmitting = false }) => {
        // A user's edit (not the form's own setValue or reset), or the start of a new submit:
        // clearing then lets a repeated failure be announced again.
        if (type === 'change' || (isSubmitting && !submitting)) setMessage(null);
        submitting = isSubmitting;
      },
    });
  }, [subscribe]);

  return { message, show, clear };
}

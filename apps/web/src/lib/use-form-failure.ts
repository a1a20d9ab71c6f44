import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-error';
import { captchaReaction } from './captcha';
import { applyFieldErrors } from './form-errors';
import type { CaptchaControl } from './use-captcha';
import { useSubmitCooldown } from './use-submit-cooldown';

export interface FormFailure {
  /** True while the error toast shows: the submit stays disabled (spec section 5). */
  blocked: boolean;
  /** Handles a failed submit: captcha, field messages, else a toast and the cooldown. */
  fail: (reason: unknown) => void;
}

interface CaptchaBinding<T extends FieldValues> {
  control: CaptchaControl;
  /** The form field that holds the answer. */
  field: Path<T>;
}

/**
 * The failure rules shared by the sign-up, sign-in and reset forms (spec sections 4 and 8):
 * a demanded captcha shows its field (no toast: the field takes the focus); a wrong or spent
 * captcha gets a new picture; validation messages go beside their fields; anything else is
 * an error toast that blocks a repeat submit for 1.5 s.
 */
export function useFormFailure<T extends FieldValues>(
  // Only what it calls: a form whose resolver transforms the values (useCaptchaForm) fits too.
  form: Pick<UseFormReturn<T>, 'setError' | 'resetField'>,
  fields: readonly Path<T>[],
  captcha?: CaptchaBinding<T>,
): FormFailure {
  const { blocked, fail: failWithToast } = useSubmitCooldown();
  const { setError, resetField } = form;
  const control = captcha?.control;
  const captchaField = captcha?.field;

  const fail = useCallback(
    (reason: unknown) => {
      const code = isApiError(reason) ? reason.code : '';
      if (control && captchaField) {
        const reaction = captchaReaction(code, control.shown);
        if (reaction !== 'none') {
          resetField(captchaField);
          control.load();
        }
        if (code === 'BIZ_TEACHER_CAPTCHA_REQUIRED') {
          // Shown again after an answer without a picture: say what is missing.
          if (reaction === 'refresh' && isApiError(reason))
            setError(captchaField, { message: reason.message });
          return;
        }
      }
      const placed = applyFieldErrors(reason, fields, (field, message) =>
        setError(field as Path<T>, { message }, { shouldFocus: true }),
      );
      if (!placed) failWithToast(reason);
    },
    [control, captchaField, fields, resetField, setError, failWithToast],
  );

  return { blocked, fail };
}

import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-error';
import { captchaReaction } from './captcha';
import { applyFieldErrors } from './form-errors';
import type { CaptchaControl } from './use-captcha';
import { useFormAlert } from './use-form-alert';
import { useSubmitCooldown } from './use-submit-cooldown';

export interface FormFailure {
  /** True for 1.5 s after a failure: the submit stays disabled (spec section 5). */
  blocked: boolean;
  /** Handles a failed submit: captcha, field messages, else the form's alert and the cooldown. */
  fail: (reason: unknown) => void;
  /** The form's alert (components/FormAlert): until the user edits a field or submits again. */
  message: string | null;
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
 * the form's alert, and a repeat submit is blocked for 1.5 s (issue 36: at the form, not a toast).
 */
export function useFormFailure<T extends FieldValues>(
  // Only what it calls: a form whose resolver transforms the values (useCaptchaForm) fits too.
  form: Pick<UseFormReturn<T>, 'setError' | 'resetField' | 'subscribe'>,
  fields: readonly Path<T>[],
  captcha?: CaptchaBinding<T>,
): FormFailure {
  const { blocked, block } = useSubmitCooldown();
  const alert = useFormAlert(form);
  const { show } = alert;
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
      if (placed) return;
      show(reason);
      block();
    },
    [control, captchaField, fields, resetField, setError, show, block],
  );

  return { blocked, fail, message: alert.message };
}

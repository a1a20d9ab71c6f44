import { REFRESH_STATUS_CODES } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useFormAlert } from '../../../lib/use-form-alert';
import { useSubmitCooldown } from '../../../lib/use-submit-cooldown';
import { applicationStatusQuery } from '../api/get-application-status';

export interface StepSubmit {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True for 1.5 s after a failure: Next stays disabled (spec section 5). */
  blocked: boolean;
  /** The step's failure that belongs to no field, for its FormAlert. */
  message: string | null;
}

/**
 * Next on a form step: the shared schema checks the fields, then the step is saved. The first
 * invalid field in the page's order takes the focus: `fields` lists them in that order (the
 * form's own choice follows the order fields appeared in, and dependent fields appear late). The server's field messages go beside their fields; a stale
 * form is the Refresh dialog's (it opens by itself); a form closed by a recruiter's decision
 * says so and the page shows the status; anything else is the step's alert, at the form until
 * the user edits a field or presses Next again (issue 36).
 */
export function useStepSubmit<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  fields: readonly Path<V>[],
  onNext: (values: V, output: O) => Promise<void>,
): StepSubmit {
  const queryClient = useQueryClient();
  const cooldown = useSubmitCooldown();
  const alert = useFormAlert(form);
  const { setFocus } = form;
  const focusFirst = (errors: FieldErrors<V>) => {
    const first = fields.find((field) => field in errors);
    if (first) setFocus(first);
  };
  const submit = form.handleSubmit(async (output) => {
    try {
      await onNext(form.getValues(), output);
    } catch (error) {
      if (isApiError(error) && REFRESH_STATUS_CODES.includes(error.code)) return;
      if (isApiError(error) && error.code === 'BIZ_TEACHER_COMMIT_REPEAT') {
        toast.error(error);
        await queryClient.invalidateQueries({ queryKey: applicationStatusQuery.queryKey });
        return;
      }
      const placed = applyFieldErrors(error, fields, (field, message) =>
        form.setError(field as Path<V>, { message }),
      );
      if (placed) {
        focusFirst(form.formState.errors);
        return;
      }
      alert.show(error);
      cooldown.block();
    }
  }, focusFirst);
  return { submit, blocked: cooldown.blocked, message: alert.message };
}

import { MESSAGES, isErrorCode } from '@portal/contracts';
import { catalogueMessage } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * The reset form's alert (spec section 8, at the form since issue 36): the catalogue's message for the code, or
 * "system error,please try again." for anything the catalogue does not know.
 */
export function resetFailureMessage(reason: unknown): string {
  if (isApiError(reason) && isErrorCode(reason.code)) {
    // Validation failures carry their field's message; the code's own text is generic.
    if (reason.code === 'BIZ_PARAM_INVALID' && reason.fields) return reason.message;
    return catalogueMessage(reason.code);
  }
  return MESSAGES.systemError;
}

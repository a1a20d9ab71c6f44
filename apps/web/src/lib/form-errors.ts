import { isApiError } from './api-error';

/**
 * A validation failure (BIZ_PARAM_INVALID with `fields`) shown beside the form's own fields.
 * Returns true when at least one message found its field; messages for fields the form does
 * not have are left to the caller (a toast), so none is lost.
 */
export function applyFieldErrors(
  reason: unknown,
  formFields: readonly string[],
  setFieldError: (field: string, message: string) => void,
): boolean {
  if (!isApiError(reason) || reason.code !== 'BIZ_PARAM_INVALID' || !reason.fields) return false;
  const known = Object.entries(reason.fields).filter(([field]) => formFields.includes(field));
  for (const [field, message] of known) setFieldError(field, message);
  return known.length > 0 && known.length === Object.keys(reason.fields).length;
}

/** The first message of each top-level field of a schema's failed parse, for a form's errors. */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

import { FIELD_MESSAGES, MESSAGES } from '@portal/contracts';

/** One validation issue as fastify-type-provider-zod reports it. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const CATALOGUE_TEXTS = new Set<string>([
  ...Object.values(FIELD_MESSAGES),
  ...Object.values(MESSAGES),
]);

/**
 * Field name to the user's message. Schemas carry catalogue messages; zod's own wording
 * (written for developers) never reaches a user: a missing value reads "Required field.",
 * anything else the spec's format message.
 */
export function fieldMessages(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (fields[field]) continue;
    fields[field] = userMessage(issue);
  }
  return fields;
}

function userMessage(issue: ValidationIssue): string {
  if (issue.message && CATALOGUE_TEXTS.has(issue.message)) return issue.message;
  const missing =
    issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
  return missing ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid;
}

import type { z } from 'zod';
import { AppError } from './app-error.js';
import { fieldMessages } from './field-messages.js';

/** Multipart text fields go through the same schemas and field messages as JSON bodies. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError('BIZ_PARAM_INVALID', {
    fields: fieldMessages(
      parsed.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        message: issue.message,
      })),
    ),
  });
}

/** What the contracts' tests read of a schema's parse. */
import type { z } from 'zod';

/** Each issue of a failed parse as `[path, message]`; `undefined` when it passed. */
export function issuesOf(schema: z.ZodType, value: unknown): [string, string][] | undefined {
  const result = schema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** Each issue of a failed parse as `[path, code]`; `undefined` when it passed. */
export function codesOf(schema: z.ZodType, value: unknown): [string, string][] | undefined {
  const result = schema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.code]);
}

/** The messages of a failed parse, in order; `undefined` when it passed. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
}

/** The parsed value; fails the test with the messages when the parse failed. */
export function valueOf(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join(' | '));
  return result.data;
}

/**
 * An error as it may be logged: a failed query keeps its SQL text, its SQLSTATE and the names
 * of the table and constraint, never the values it was run with. Those are e-mails, password
 * hashes and tokens (issue 9): Drizzle puts them in `params` and in its message, PGlite in
 * `params` of the cause, PostgreSQL in `detail` ("Key (email)=(x@y) already exists") and, for
 * a value it cannot read, in its message.
 */

/** Properties that carry a query's values or a row's content. */
const VALUE_KEYS = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);
/** SQLSTATE class 22 (data exception): the message quotes the offending value. */
const DATA_EXCEPTION = /^22/;
const MAX_CAUSES = 5;

interface ErrorLike {
  message: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

function safeMessage(error: ErrorLike): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>".
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  return typeof error.code === 'string' && DATA_EXCEPTION.test(error.code)
    ? message.replace(/"[^"]*"/g, '"[Redacted]"')
    : message;
}

/** A copy of `error` (and its causes) without the values; anything else is returned as is. */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  // The same prototype, so the logged `type` stays the error's class name.
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_KEYS.has(key) && key !== 'cause') copy[key] = value;
  }
  const message = safeMessage(error);
  const hidden = (value: unknown) => ({ value, enumerable: false, writable: true });
  Object.defineProperty(copy, 'message', hidden(message));
  Object.defineProperty(copy, 'stack', hidden(error.stack?.replace(error.message, message)));
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    Object.defineProperty(copy, 'cause', hidden(loggableError(error.cause, depth + 1)));
  }
  return copy;
}

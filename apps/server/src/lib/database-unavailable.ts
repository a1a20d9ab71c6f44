/**
 * Whether an error means the database is out of reach (decision 046): the server stopped or
 * restarting, the connection refused, cut or timed out. Such a request is answered 503 (the
 * client may try again); any other database error stays a 500. Drizzle wraps the driver's
 * error, so the whole `cause` chain is read.
 */

/** SQLSTATE classes and codes of a database going away (PostgreSQL appendix A). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
/** Connection exceptions: every code of class 08. */
const CONNECTION_CLASS = '08';

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection is closed',
];

function oneUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_CLASS)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Bounded: a cause chain could loop.
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (oneUnavailable(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    // An AggregateError (a dual-stack connect refused on both addresses) holds its reasons.
    if (Array.isArray(errors) && errors.some(oneUnavailable)) return true;
    current = cause;
  }
  return false;
}

import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config.js';
import { loggableError } from './lib/loggable-error.js';

/**
 * Query parameters that carry secrets (reset links, tickets, the signature of a file link) and
 * must not reach a log line.
 */
const SECRET_QUERY_KEYS = /^(code|verifycode|token|ticket|password|userToken|signature)$/i;

/** Header, body and object keys whose values are never logged (spec: nothing secret in logs). */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-user-token"]',
  'req.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.repeatPassword',
  '*.token',
  '*.serviceToken',
  '*.captcha',
  '*.verifyCode',
  '*.sessionSecret',
  '*.SESSION_SECRET',
  '*.SESSION_SECRET_PREVIOUS',
  '*.S3_SECRET_ACCESS_KEY',
  '*.SMTP_URL',
  '*.DATABASE_URL',
  '*.accountNumber',
  // Bank details and their keys (decision 038): never logged, even by mistake.
  '*.routingNumber',
  '*.swiftCode',
  '*.paypalEmail',
  '*.BANK_DATA_KEY',
  '*.BANK_DATA_KEY_PREVIOUS',
  '*.STUDENT_SIDE_WEBHOOK_SECRET',
  '*.METRICS_TOKEN',
  '*.bankAccount',
  '*.bankAccountNumber',
  '*.abaRoutingNumber',
  '*.swiftAccountNumber',
];

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[Redacted]');
  }
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip?: string;
}

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: Writable,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
      err: (error: unknown) => pino.stdSerializers.err(loggableError(error) as Error),
    },
  };
}

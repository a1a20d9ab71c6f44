import {
  envelopeKeyFor,
  ERROR_CATALOGUE,
  messageFor,
  type ErrorCode,
  type ErrorDetails,
} from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { fieldMessages } from '../lib/field-messages.js';

/** Fastify's own errors, by code, to the catalogue code the client receives. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BIZ_PARAM_INVALID',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BIZ_PARAM_INVALID',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BIZ_PARAM_INVALID',
  FST_ERR_CTP_EMPTY_TYPE: 'BIZ_UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'BIZ_UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BIZ_UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BIZ_BODY_TOO_LARGE',
  FST_ERR_HANDLER_TIMEOUT: 'BIZ_REQUEST_TIMEOUT',
  FST_ERR_VALIDATION: 'BIZ_PARAM_INVALID',
};

/** What a 503 for a database away asks the client to wait: a restart takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'TOKEN_NULL',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'BIZ_BODY_TOO_LARGE',
  415: 'BIZ_UNSUPPORTED_MEDIA_TYPE',
  429: 'BIZ_TOO_MANY_REQUESTS',
};

/** Sends the failure envelope for a catalogue code. The one place that shapes errors. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details: { fields?: Record<string, string>; msg?: string; params?: Record<string, string> } = {},
): FastifyReply {
  const supportEmail = request.server.config.SUPPORT_EMAIL;
  const payload: ErrorDetails =
    code === 'SERVER_ERR'
      ? { requestId: request.id }
      : details.fields
        ? { fields: details.fields }
        : null;
  return reply
    .code(ERROR_CATALOGUE[code].status)
    .type('application/json; charset=utf-8')
    .send({
      code,
      msg: details.msg ?? messageFor(code, { email: supportEmail, ...details.params }),
      [envelopeKeyFor(request.url)]: payload,
    });
}

/**
 * Fastify's `frameworkErrors` (set where the app is made): the router's refusals before any
 * route or hook runs, which Fastify otherwise writes as its own JSON, outside the envelope.
 * A URL that does not decode (`/ops/applicants/%zz`) and a path parameter over the router's
 * `maxParamLength` are bad input. Found by the fuzz (decision 045).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ err: { code: error.code } }, 'request refused');
    return sendError(request, reply, 'BIZ_PARAM_INVALID');
  }
  request.log.error({ err: error }, 'unhandled framework error');
  return sendError(request, reply, 'SERVER_ERR');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, {
        ...(error.fields ? { fields: error.fields, msg: Object.values(error.fields)[0] } : {}),
        params: error.params as Record<string, string>,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation);
      // The first field's message doubles as the toast text.
      return sendError(request, reply, 'BIZ_PARAM_INVALID', {
        fields,
        msg: Object.values(fields)[0] ?? messageFor('BIZ_PARAM_INVALID'),
      });
    }
    const mapped =
      (error.code ? FASTIFY_CODES[error.code] : undefined) ??
      (error.statusCode ? STATUS_CODES[error.statusCode] : undefined) ??
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? 'BIZ_PARAM_INVALID'
        : undefined);
    if (mapped) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
      return sendError(request, reply, mapped);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (decision 046): nothing was saved; the client may try again.
      request.log.warn(
        { err: { code: error.code, message: error.message } },
        'database unavailable',
      );
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 'BIZ_SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'SERVER_ERR');
  });
}

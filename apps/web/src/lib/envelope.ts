import {
  envelopeKeyFor,
  messageFor,
  SUCCESS_CODES,
  type EnvelopeKey,
  type ErrorDetails,
  type MessageParams,
} from '@portal/contracts';
import { ApiError } from './api-error';

export type ParsedEnvelope = { ok: true; payload: unknown } | { ok: false; error: ApiError };

export interface ParseOptions {
  /** Placeholders of catalogue messages, e.g. the support address. */
  params?: MessageParams;
  /** For the few `/api/...` calls that read `data` (spec section 7, Group B). */
  key?: EnvelopeKey;
  /** The response's x-request-id, kept when the body does not carry one. */
  requestId?: string;
}

/** Codes for answers that are not an envelope at all (a proxy page, an empty body). */
function codeForBareStatus(status: number): string {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'BIZ_BODY_TOO_LARGE';
  if (status === 429) return 'BIZ_TOO_MANY_REQUESTS';
  if (status === 408 || status === 504) return 'BIZ_REQUEST_TIMEOUT';
  return 'DEFAULT';
}

function pathOf(url: string): string {
  // Absolute or relative: only the path decides the envelope key.
  return new URL(url, 'http://portal.invalid').pathname;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The details a failure may carry (contracts' errorDetailsSchema), read by hand: the landing
 * page loads this module first, and zod stays out of that first load (bench/budget.json).
 * Anything else than the documented shape counts as no details.
 */
export function readErrorDetails(value: unknown): ErrorDetails {
  if (!isRecord(value)) return null;
  const { fields, requestId } = value;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  if (fields !== undefined) {
    if (!isRecord(fields)) return null;
    if (!Object.values(fields).every((message) => typeof message === 'string')) return null;
  }
  const details: NonNullable<ErrorDetails> = {};
  if (fields !== undefined) details.fields = fields as Record<string, string>;
  if (requestId !== undefined) details.requestId = requestId;
  return details;
}

/**
 * Reads one answer. Pure: no fetch, no callbacks, so every rule is unit-tested.
 * `/t/...` answers `{code,msg,data}`, `/api/...` answers `{code,msg,result}`.
 */
export function parseEnvelope(
  url: string,
  status: number,
  body: unknown,
  { params = {}, key, requestId }: ParseOptions = {},
): ParsedEnvelope {
  const payloadKey = key ?? envelopeKeyFor(pathOf(url));
  const rawCode = isRecord(body) ? body.code : undefined;
  if (typeof rawCode !== 'string' && typeof rawCode !== 'number') {
    const code = codeForBareStatus(status);
    const error = new ApiError({ code, status, message: messageFor(code, params), requestId });
    return { ok: false, error };
  }
  const code = String(rawCode).trim();
  const record = body as Record<string, unknown>;
  if (SUCCESS_CODES.includes(code)) return { ok: true, payload: record[payloadKey] };

  const msg = typeof record.msg === 'string' ? record.msg.trim() : '';
  const detail = readErrorDetails(record[payloadKey] ?? null);
  return {
    ok: false,
    error: new ApiError({
      code,
      // The HTTP status as received: the older API answers failures with 200.
      status,
      message: msg || messageFor(code, params),
      fields: detail?.fields,
      requestId: detail?.requestId ?? requestId,
    }),
  };
}

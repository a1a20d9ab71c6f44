import {
  CSRF_HEADER,
  CSRF_VALUE,
  REFRESH_STATUS_CODES,
  REQUEST_TIMEOUT_MS,
  messageFor,
  type EnvelopeKey,
} from '@portal/contracts';
import { ApiError } from './api-error';
import { parseEnvelope } from './envelope';
import type { PayloadSchema } from './payload-schema';

export { anyPayload, type PayloadCheck, type PayloadSchema } from './payload-schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON by default; URLSearchParams is sent form-urlencoded, FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Override the envelope key for the `/api/...` calls that read `data`. */
  envelopeKey?: EnvelopeKey;
  /** For calls whose session failure is expected (the landing page's login check). */
  ignoreSessionEnd?: boolean;
}

export interface ApiClientSettings {
  /** The support address for `{email}` in catalogue messages (from the site config). */
  supportEmail: () => string | undefined;
  /** A session-ending code came back (TOKEN_NULL, TOKEN_EXPIRED, ...). */
  onSessionEnded: (error: ApiError) => void;
  /** The server asks for a reload (400050005, BIZ_STATUS_TYPE_NOT_MATCHING). */
  onRefreshRequired: (error: ApiError) => void;
  timeoutMs: number;
}

const settings: ApiClientSettings = {
  supportEmail: () => undefined,
  onSessionEnded: () => {},
  onRefreshRequired: () => {},
  timeoutMs: REQUEST_TIMEOUT_MS,
};

/** Called once by the app at start-up (main.tsx). */
export function configureApiClient(changes: Partial<ApiClientSettings>): void {
  Object.assign(settings, changes);
}

/** Placeholders of catalogue messages: the configured support address. */
export function messageParams() {
  // Without a configured address, "email support" still reads as a sentence.
  return { email: settings.supportEmail() ?? 'support' };
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // fetch sets the right content type (with the multipart boundary) for these itself.
  if (body instanceof URLSearchParams || body instanceof FormData || body instanceof Blob)
    return body;
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

/** A catalogue message with the configured placeholders filled (the support address). */
export function catalogueMessage(code: string): string {
  return messageFor(code, messageParams());
}

function transportError(code: 'NETWORK_ERROR' | 'FAIL', cause: unknown): ApiError {
  return new ApiError({ code, status: 0, message: messageFor(code, messageParams()), cause });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // not an envelope: parseEnvelope turns it into an error by status
  }
}

/**
 * One call to the portal's server. Resolves with the envelope's payload checked against
 * `schema`; rejects with an ApiError (or the caller's own AbortError when it cancels).
 */
export async function apiRequest<T>(
  url: string,
  schema: PayloadSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  // A lazily loaded schema comes while the request travels; a failed load is a network error.
  const check =
    typeof schema === 'function'
      ? schema().catch((cause: unknown) => Promise.reject(transportError('NETWORK_ERROR', cause)))
      : schema;
  // Unhandled until awaited below, when the request itself fails first.
  if (check instanceof Promise) check.catch(() => {});
  const method = options.method ?? 'GET';
  const headers = new Headers({ accept: 'application/json' });
  if (method !== 'GET') headers.set(CSRF_HEADER, CSRF_VALUE);
  const body = encodeBody(options.body, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const outer = options.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  outer?.addEventListener('abort', forwardAbort, { once: true });

  let status: number;
  let payloadBody: unknown;
  let requestId: string | undefined;
  try {
    const response = await fetch(withQuery(url, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    status = response.status;
    requestId = response.headers.get('x-request-id') ?? undefined;
    payloadBody = await readJson(response);
  } catch (cause) {
    if (timedOut) throw transportError('FAIL', cause);
    if (outer?.aborted) throw cause; // the caller cancelled: not a failure to report
    throw transportError('NETWORK_ERROR', cause);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }

  const parsed = parseEnvelope(url, status, payloadBody, {
    params: messageParams(),
    key: options.envelopeKey,
    requestId,
  });
  if (!parsed.ok) {
    const { error } = parsed;
    if (error.endsSession && !options.ignoreSessionEnd) settings.onSessionEnded(error);
    if (REFRESH_STATUS_CODES.includes(error.code)) settings.onRefreshRequired(error);
    throw error;
  }
  const checked = (await check).safeParse(parsed.payload);
  if (!checked.success) {
    // The server broke its contract: tell the user the generic message, keep the detail.
    throw new ApiError({
      code: 'DEFAULT',
      status,
      message: messageFor('DEFAULT', messageParams()),
      requestId,
      cause: checked.error,
    });
  }
  return checked.data;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands; the schema describes the payload inside the envelope. */
export const api = {
  get: <T>(url: string, schema: PayloadSchema<T>, options?: CallOptions) =>
    apiRequest(url, schema, { ...options, method: 'GET' }),
  post: <T>(url: string, body: unknown, schema: PayloadSchema<T>, options?: CallOptions) =>
    apiRequest(url, schema, { ...options, method: 'POST', body }),
  put: <T>(url: string, body: unknown, schema: PayloadSchema<T>, options?: CallOptions) =>
    apiRequest(url, schema, { ...options, method: 'PUT', body }),
  delete: <T>(url: string, schema: PayloadSchema<T>, options?: CallOptions) =>
    apiRequest(url, schema, { ...options, method: 'DELETE' }),
};

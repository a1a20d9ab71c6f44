import {
  CSRF_HEADER,
  CSRF_VALUE,
  REFRESH_STATUS_CODES,
  REQUEST_TIMEOUT_MS,
  fillPath,
  messageFor,
  type CallAddress,
  type EnvelopeKey,
  type PathParams,
} from '@portal/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { parseEnvelope } from './envelope';
import { anyPayload, type PayloadSchema } from './payload-schema';

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

/**
 * Called once by the app at start-up (main.tsx). Answers a function that puts back the
 * settings it replaced: tests share this module (the unit project is not isolated per file)
 * and undo what they configured.
 */
export function configureApiClient(changes: Partial<ApiClientSettings>): () => void {
  const before = { ...settings };
  Object.assign(settings, changes);
  return () => {
    Object.assign(settings, before);
  };
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

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query' | 'envelopeKey'>;

/**
 * What the client needs of a call: a call of the contracts' table (decision 030), or a
 * first-load address with a loader of its payload's schema (FIRST_LOAD_ADDRESSES).
 */
export interface WebCall<T = unknown> extends CallAddress {
  /** Absent: the answer is not read (a file, or a payload of `null`). */
  payload?: PayloadSchema<T>;
  envelopeKey?: EnvelopeKey | null;
}

type PayloadOf<C> = C extends { payload: PayloadSchema<infer T> } ? T : unknown;
/** A table call's schema input; a bare address (no `operationId`) declares none: unknown. */
type InputOf<C, K extends string> = C extends { operationId: string }
  ? C extends { [P in K]: infer S extends z.ZodType }
    ? z.input<S>
    : undefined
  : unknown;
/** A part of the request: required when the call declares it, left out when it declares none. */
type Part<K extends string, V> = unknown extends V
  ? { [P in K]?: unknown }
  : [V] extends [undefined]
    ? { [P in K]?: undefined }
    : { [P in K]: V };
type ParamsPart<P extends string> = [keyof PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> };

/** The body, query and path parameters a call declares, typed from its schemas. */
export type CallRequest<C extends WebCall> = CallOptions &
  Part<'body', InputOf<C, 'body'>> &
  Part<'query', InputOf<C, 'query'>> &
  ParamsPart<C['path']>;

/**
 * A call whose schemas load while its request travels: its address comes now (zod-free,
 * FIRST_LOAD_ADDRESSES), the call itself from a lazily imported module. Typed as the call,
 * so its request is checked as any other; only the address and the payload are read.
 */
export function lazyCall<C extends WebCall>(
  address: CallAddress<C['method'], C['path']>,
  load: () => Promise<C>,
): C {
  const payload = () => load().then((call) => call.payload ?? anyPayload);
  return { method: address.method, path: address.path, payload } as unknown as C;
}

/**
 * Makes one call of the table: its method and address (parameters filled), its body and
 * query, its payload checked. The request argument may be left out when nothing is required.
 */
export function callApi<C extends WebCall>(
  call: C,
  ...[request]: object extends CallRequest<C> ? [CallRequest<C>?] : [CallRequest<C>]
): Promise<PayloadOf<C>> {
  const { body, query, params, ...options } = (request ?? {}) as CallOptions & {
    body?: unknown;
    query?: Record<string, QueryValue>;
    params?: Record<string, string | number>;
  };
  return apiRequest(fillPath(call.path, params), call.payload ?? anyPayload, {
    ...options,
    method: call.method,
    body,
    query,
    envelopeKey: call.envelopeKey ?? undefined,
  }) as Promise<PayloadOf<C>>;
}

import { MESSAGES, REQUEST_TIMEOUT_MS, defineCall } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { apiRequest, callApi, configureApiClient, lazyCall } from './api-client';

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const onSessionEnded = vi.fn();
const onRefreshRequired = vi.fn();

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const lastInit = (): RequestInit => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1];
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ supportEmail: () => 'help@example.com', onSessionEnded, onRefreshRequired });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('apiRequest', () => {
  it('sends cookies and JSON, and returns the checked payload', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: 'success', data: { id: 7 } }));
    const payload = await apiRequest('/t/tc/thing', z.object({ id: z.number() }), {
      method: 'POST',
      body: { name: 'x' },
    });
    expect(payload).toEqual({ id: 7 });
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-requested-with')).toBe('portal-web');
  });

  it('sends no CSRF header on GET, and builds the query string', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', result: 5 }));
    await apiRequest('/api/x', z.number(), { query: { a: 1, b: null, c: 'two words' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x?a=1&c=two+words');
    expect(new Headers(lastInit().headers).has('x-requested-with')).toBe(false);
  });

  it('sends form bodies as given, with the CSRF header', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: null }));
    const form = new URLSearchParams({ email: 'a@b.c' });
    await apiRequest('/t/tn/user/foreign/login', z.null(), { method: 'POST', body: form });
    expect(lastInit().body).toBe(form);
    expect(new Headers(lastInit().headers).get('x-requested-with')).toBe('portal-web');
  });

  it('throws the server failure as an ApiError', async () => {
    fetchMock.mockResolvedValue(
      reply(
        409,
        { code: 'BIZ_TEACHER_STANDBY_BOOK_FULL', msg: '', data: null },
        { 'x-request-id': 'r-1' },
      ),
    );
    const error = await rejection(
      apiRequest('/t/tc/book/standby', z.unknown(), { method: 'POST', body: { startTime: 1 } }),
    );
    expect(error).toMatchObject({
      code: 'BIZ_TEACHER_STANDBY_BOOK_FULL',
      status: 409,
      requestId: 'r-1',
    });
    expect(error.message).toBe(MESSAGES.standbyBookFull);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('calls onSessionEnded for session-ending codes unless told not to', async () => {
    fetchMock.mockImplementation(async () =>
      reply(401, { code: 'TOKEN_EXPIRED', msg: '', data: null }),
    );
    await rejection(apiRequest('/t/tc/me', z.unknown()));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await rejection(apiRequest('/t/tc/me', z.unknown(), { ignoreSessionEnd: true }));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('calls onRefreshRequired for the status-changed codes', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 400050005, msg: '', result: null }));
    const error = await rejection(apiRequest('/api/apply', z.unknown()));
    expect(error.message).toBe(MESSAGES.statusChanged);
    expect(onRefreshRequired).toHaveBeenCalledWith(error);
  });

  it('reports a payload that breaks its schema as the generic error', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: { id: 'seven' } }));
    const error = await rejection(apiRequest('/t/x', z.object({ id: z.number() })));
    expect(error.code).toBe('DEFAULT');
    expect(error.message).toBe('System error.Please refresh the page or email help@example.com');
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(apiRequest('/t/x', z.unknown()));
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: MESSAGES.networkError,
    });
  });

  it('gives up after 20 s with FAIL', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = rejection(apiRequest('/t/slow', z.unknown()));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastInit().signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ code: 'FAIL', message: MESSAGES.networkIssueRefresh });
  });

  it('passes the caller’s own cancellation through unchanged', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/t/x', z.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('callApi', () => {
  const decide = defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/resume-decision',
    operationId: 'decide',
    action: 'reviewApplicants',
    body: z.object({ decision: z.string() }),
    payload: z.object({ id: z.number() }),
  });

  it('sends the call’s method to its address, parameters filled, and checks its payload', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: { id: 7 } }));
    const payload = await callApi(decide, { params: { userId: 42 }, body: { decision: 'PASS' } });
    expect(payload).toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ops/applicants/42/resume-decision');
    expect(lastInit()).toMatchObject({ method: 'POST', body: '{"decision":"PASS"}' });
  });

  it('reads the envelope key the call declares', async () => {
    const upload = defineCall({
      method: 'GET',
      path: '/api/thing',
      operationId: 'thing',
      payload: z.number(),
    });
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', result: 3 }));
    await expect(callApi(upload)).resolves.toBe(3);
  });

  it('starts a lazy call’s request before its schema has loaded', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: { id: 1 } }));
    let release: (call: typeof decide) => void = () => {};
    const loaded = new Promise<typeof decide>((resolve) => (release = resolve));
    const lazy = lazyCall(
      { method: 'POST', path: '/ops/applicants/:userId/resume-decision' },
      () => loaded,
    );
    const pending = callApi(lazy, { params: { userId: 1 }, body: { decision: 'PASS' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(decide);
    await expect(pending).resolves.toEqual({ id: 1 });
  });
});

import {
  CSRF_HEADER,
  CSRF_VALUE,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  fillMessage,
} from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  fetchMock,
  installFetchMock,
  lastInit,
  onRefreshRequired,
  onSessionEnded,
  rejection,
  reply,
} from '../test/fetch-mock';
import { anyPayload, apiRequest } from './api-client';

installFetchMock();

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

describe('apiRequest: what goes out', () => {
  it('asks for JSON with GET by default, with no body, no content type and no CSRF header', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: 1 }));
    await apiRequest('/t/x', z.number());
    const init = lastInit();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect([...headers.entries()]).toEqual([['accept', 'application/json']]);
  });

  it('sends the CSRF header on every method but GET', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: null }));
      await apiRequest('/t/x', anyPayload, { method });
      expect(lastInit().method).toBe(method);
      expect(new Headers(lastInit().headers).get(CSRF_HEADER), method).toBe(CSRF_VALUE);
    }
  });

  it('sends FormData and Blob bodies as given, leaving their content type to fetch', async () => {
    for (const body of [new FormData(), new Blob(['x'])]) {
      fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: null }));
      await apiRequest('/t/x', anyPayload, { method: 'POST', body });
      expect(lastInit().body).toBe(body);
      expect(new Headers(lastInit().headers).has('content-type')).toBe(false);
    }
  });

  it('leaves the address alone for an empty or all-blank query, and appends to an existing one', async () => {
    fetchMock.mockImplementation(async () => reply(200, { code: 'OK', msg: '', data: null }));
    await apiRequest('/t/x', anyPayload, { query: {} });
    await apiRequest('/t/x', anyPayload, { query: { a: null, b: undefined } });
    await apiRequest('/t/x?page=1', anyPayload, { query: { size: 50, on: false, q: '' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/t/x',
      '/t/x',
      '/t/x?page=1&size=50&on=false&q=',
    ]);
  });
});

describe('apiRequest: what comes back', () => {
  it('keeps the x-request-id of a failure, and none when the header is absent', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(500, { code: 'SERVER_ERR', msg: '', data: null }, { 'x-request-id': 'req-7' }),
    );
    expect((await rejection(apiRequest('/t/x', anyPayload))).requestId).toBe('req-7');
    fetchMock.mockResolvedValueOnce(reply(500, { code: 'SERVER_ERR', msg: '', data: null }));
    const error = await rejection(apiRequest('/t/x', anyPayload));
    expect(error.requestId).toBeUndefined();
    expect(error.message).toBe(
      fillMessage(MESSAGES.systemErrorEmail, { email: 'help@example.com' }),
    );
  });

  it('reads an empty or non-JSON body as no envelope: an error by status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await rejection(apiRequest('/t/x', anyPayload))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>busy</html>', { status: 429 }));
    expect(await rejection(apiRequest('/t/x', anyPayload))).toMatchObject({
      code: 'BIZ_TOO_MANY_REQUESTS',
      status: 429,
    });
  });

  it('reads the payload under the key the caller names', async () => {
    fetchMock.mockImplementation(async () =>
      reply(200, { code: 'OK', msg: '', data: 'd', result: 'r' }),
    );
    await expect(apiRequest('/api/x', z.string(), { envelopeKey: 'data' })).resolves.toBe('d');
    await expect(apiRequest('/api/x', z.string())).resolves.toBe('r');
  });

  it('keeps the request id and the schema’s complaint on a broken payload', async () => {
    fetchMock.mockResolvedValue(
      reply(201, { code: 'OK', msg: '', data: 'x' }, { 'x-request-id': 'req-3' }),
    );
    const error = await rejection(apiRequest('/t/x', z.number()));
    expect(error).toMatchObject({ code: 'DEFAULT', status: 201, requestId: 'req-3' });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('calls neither callback on a plain failure, and only the refresh one for a status change', async () => {
    fetchMock.mockResolvedValueOnce(reply(409, { code: 'BIZ_X', msg: 'm', data: null }));
    await rejection(apiRequest('/t/x', anyPayload));
    expect(onRefreshRequired).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      reply(409, { code: 'BIZ_STATUS_TYPE_NOT_MATCHING', msg: '', data: null }),
    );
    const error = await rejection(apiRequest('/t/x', anyPayload));
    expect(onRefreshRequired).toHaveBeenCalledExactlyOnceWith(error);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('passes the session-ending error to onSessionEnded', async () => {
    fetchMock.mockResolvedValue(reply(401, { code: 'TOKEN_NULL', msg: '', data: null }));
    const error = await rejection(apiRequest('/t/tc/me', anyPayload));
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(error);
    expect(onRefreshRequired).not.toHaveBeenCalled();
  });
});

describe('apiRequest: schemas that load later', () => {
  it('reports a schema that fails to load as NETWORK_ERROR', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: 1 }));
    const cause = new Error('chunk failed');
    const error = await rejection(apiRequest('/t/x', () => Promise.reject(cause)));
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: MESSAGES.networkError,
    });
    expect(error.cause).toBe(cause);
  });

  it('reports the failed request, not the failed schema, when both fail', async () => {
    fetchMock.mockResolvedValue(reply(403, { code: 'BIZ_X', msg: 'Refused', data: null }));
    const error = await rejection(
      apiRequest('/t/x', () => Promise.reject(new Error('chunk failed'))),
    );
    expect(error).toMatchObject({ code: 'BIZ_X', message: 'Refused' });
  });
});

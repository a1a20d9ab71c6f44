import {
  CSRF_HEADER,
  CSRF_VALUE,
  MESSAGES,
  UPLOAD_TIMEOUT_MS,
  fillMessage,
  messageFor,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApiClient } from './api-client';
import { ApiError } from './api-error';
import { uploadPercent, uploadRequest, type UploadCall } from './upload-request';

describe('upload progress', () => {
  it('is the share sent, held below 100 until the answer', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(421, 1000)).toBe(42);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(5, -1)).toBe(0);
    expect(uploadPercent(5, Number.NaN)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1, 1000)).toBe(0);
    expect(uploadPercent(10, 1000)).toBe(1);
    expect(uploadPercent(-10, 1000)).toBe(0);
    expect(uploadPercent(2000, 1000)).toBe(99);
  });
});

/** The parts of XMLHttpRequest the upload uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  headers: [string, string][] = [];
  sent: FormData | undefined;
  aborted = 0;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onload: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.push([name, value]);
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name] ?? null;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted += 1;
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const xhr = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no request was opened');
  return FakeXhr.last;
};

const uploadCall = {
  method: 'POST',
  path: '/t/tc/things/:thingId/file',
  payload: z.object({ url: z.string() }),
  multipart: { fieldName: 'file' },
} as const satisfies UploadCall<{ url: string }>;

const photo = () => new File(['bytes'], 'me.png', { type: 'image/png' });

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );

describe('uploadRequest', () => {
  let restoreClient = () => {};
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    restoreClient = configureApiClient({ supportEmail: () => 'help@example.com' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    restoreClient();
  });

  it('sends the call with the session cookie, the CSRF header and a 2-minute limit', () => {
    void uploadRequest(uploadCall, { file: photo() }, { params: { thingId: 7 } });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/t/tc/things/7/file');
    expect(request.withCredentials).toBe(true);
    expect(request.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
    expect(request.headers).toEqual([
      [CSRF_HEADER, CSRF_VALUE],
      ['accept', 'application/json'],
    ]);
  });

  it('sends the text fields first, then the file under the call’s field name', () => {
    const file = photo();
    void uploadRequest(
      uploadCall,
      { file, fields: { purpose: 'PHOTO', note: 'n' } },
      {
        params: { thingId: 1 },
      },
    );
    const sent = xhr().sent;
    expect([...(sent?.keys() ?? [])]).toEqual(['purpose', 'note', 'file']);
    expect(sent?.get('purpose')).toBe('PHOTO');
    const sentFile = sent?.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('me.png');
  });

  it('resolves with the checked payload and reports 100 % once the answer is in', async () => {
    const onProgress = vi.fn();
    const pending = uploadRequest(
      uploadCall,
      { file: photo() },
      {
        params: { thingId: 1 },
        onProgress,
      },
    );
    xhr().upload.onprogress?.({ loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenLastCalledWith(25);
    xhr().upload.onprogress?.({ loaded: 200, total: 200 });
    expect(onProgress).toHaveBeenLastCalledWith(99);
    xhr().answer(200, { code: 'OK', msg: '', data: { url: '/f/1', extra: 1 } });
    await expect(pending).resolves.toEqual({ url: '/f/1' });
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(onProgress).toHaveBeenCalledTimes(3);
  });

  it('works without a progress listener', async () => {
    const pending = uploadRequest(uploadCall, { file: photo() }, { params: { thingId: 1 } });
    xhr().upload.onprogress?.({ loaded: 1, total: 2 });
    xhr().answer(200, { code: 'OK', msg: '', data: { url: '/f/1' } });
    await expect(pending).resolves.toEqual({ url: '/f/1' });
  });

  it('rejects with the envelope’s failure, its request id kept', async () => {
    const onProgress = vi.fn();
    const pending = uploadRequest(
      uploadCall,
      { file: photo() },
      {
        params: { thingId: 1 },
        onProgress,
      },
    );
    xhr().answer(
      413,
      { code: 'BIZ_BODY_TOO_LARGE', msg: '', data: null },
      { 'x-request-id': 'req-5' },
    );
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'BIZ_BODY_TOO_LARGE',
      status: 413,
      requestId: 'req-5',
      message: messageFor('BIZ_BODY_TOO_LARGE'),
    });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('reads a body that is not JSON, or empty, as an error by status', async () => {
    const broken = uploadRequest(uploadCall, { file: photo() }, { params: { thingId: 1 } });
    xhr().answer(502, '<html>Bad gateway</html>');
    expect(await rejection(broken)).toMatchObject({ code: 'DEFAULT', status: 502 });
    const empty = uploadRequest(uploadCall, { file: photo() }, { params: { thingId: 1 } });
    xhr().answer(404, '');
    expect(await rejection(empty)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reports a payload that breaks the contract as the generic error', async () => {
    const onProgress = vi.fn();
    const pending = uploadRequest(
      uploadCall,
      { file: photo() },
      {
        params: { thingId: 1 },
        onProgress,
      },
    );
    xhr().answer(200, { code: 'OK', msg: '', data: { url: 5 } }, { 'x-request-id': 'req-9' });
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'DEFAULT',
      status: 200,
      requestId: 'req-9',
      message: fillMessage(MESSAGES.systemErrorEmail, { email: 'help@example.com' }),
    });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('reports a dropped connection as NETWORK_ERROR and a time-out as FAIL', async () => {
    const dropped = uploadRequest(uploadCall, { file: photo() }, { params: { thingId: 1 } });
    xhr().onerror?.();
    expect(await rejection(dropped)).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: MESSAGES.networkError,
    });
    const slow = uploadRequest(uploadCall, { file: photo() }, { params: { thingId: 1 } });
    xhr().ontimeout?.();
    expect(await rejection(slow)).toMatchObject({
      code: 'FAIL',
      status: 0,
      message: MESSAGES.networkIssueRefresh,
    });
  });

  it('cancels with an AbortError when the caller aborts, sending nothing if already aborted', async () => {
    const controller = new AbortController();
    const pending = uploadRequest(
      uploadCall,
      { file: photo() },
      {
        params: { thingId: 1 },
        signal: controller.signal,
      },
    );
    expect(xhr().sent).toBeInstanceOf(FormData);
    controller.abort();
    expect(xhr().aborted).toBe(1);
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError', message: 'The upload was cancelled.' });

    const cancelled = new AbortController();
    cancelled.abort();
    const never = uploadRequest(
      uploadCall,
      { file: photo() },
      {
        params: { thingId: 1 },
        signal: cancelled.signal,
      },
    );
    expect(xhr().sent).toBeUndefined();
    expect(xhr().aborted).toBe(1);
    expect(await rejection(never)).toMatchObject({ name: 'AbortError' });
  });
});

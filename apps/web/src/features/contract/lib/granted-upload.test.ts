import {
  CSRF_HEADER,
  CSRF_VALUE,
  MESSAGES,
  UPLOAD_TIMEOUT_MS,
  messageFor,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { isOwnAddress, putGrantedFile } from './granted-upload';

/** The parts of XMLHttpRequest the upload uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  headers: [string, string][] = [];
  sent: unknown;
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
  send(body: unknown) {
    this.sent = body;
  }
  /** As in browsers, only a request on its way fires `abort`; an unsent one fires nothing. */
  abort() {
    if (this.sent !== undefined) this.onabort?.();
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const ORIGIN = 'https://portal.example.com';
const local = {
  uploadUrl: '/t/tc/files/upload/abc?expires=1&signature=s',
  method: 'PUT' as const,
  headers: { 'content-type': 'application/pdf' },
};
const bucket = { ...local, uploadUrl: 'https://bucket.s3.example.com/incoming/x.pdf?X-Amz=1' };
const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was opened');
  return FakeXhr.last;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );

describe('an upload address', () => {
  it("is our own when it is relative or on the page's origin", () => {
    expect(isOwnAddress('/t/tc/files/upload/x', ORIGIN)).toBe(true);
    expect(isOwnAddress(`${ORIGIN}/t/tc/files/upload/x`, ORIGIN)).toBe(true);
    expect(isOwnAddress('https://bucket.s3.example.com/x', ORIGIN)).toBe(false);
    expect(isOwnAddress('http://portal.example.com/x', ORIGIN)).toBe(false);
  });

  it('is not our own when it is no address at all', () => {
    expect(isOwnAddress('https://[bucket', ORIGIN)).toBe(false);
  });
});

describe('putGrantedFile', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends our own address the bytes with the session, the CSRF header and the grant headers', async () => {
    const file = pdf();
    const progress: number[] = [];
    const done = putGrantedFile(local, file, { onProgress: (p) => progress.push(p) }, ORIGIN);
    const request = xhr();
    expect([request.method, request.url, request.withCredentials]).toEqual([
      'PUT',
      local.uploadUrl,
      true,
    ]);
    expect(request.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(request.headers).toEqual([
      ['content-type', 'application/pdf'],
      [CSRF_HEADER, CSRF_VALUE],
      ['accept', 'application/json'],
    ]);
    expect(request.sent).toBe(file);
    request.upload.onprogress?.({ loaded: 50, total: 100 });
    request.answer(200, { code: 'OK', msg: '', data: { fileId: 'abc' } });
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([50]);
  });

  it("answers our server's refusal with its catalogue code", async () => {
    const done = rejection(putGrantedFile(local, pdf(), {}, ORIGIN));
    xhr().answer(415, { code: 'BIZ_UPLOAD_DOCUMENT_FORMAT', msg: 'Format error.', data: null });
    const error = await done;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
  });

  it("keeps our server's x-request-id on its refusal", async () => {
    const done = rejection(putGrantedFile(local, pdf(), {}, ORIGIN));
    xhr().answer(413, '', { 'x-request-id': 'req-7f3a' });
    const error = (await done) as ApiError;
    expect([error.code, error.status, error.requestId]).toEqual([
      'BIZ_BODY_TOO_LARGE',
      413,
      'req-7f3a',
    ]);
  });

  it("reads a proxy's page from our address by its status", async () => {
    const done = rejection(putGrantedFile(local, pdf(), {}, ORIGIN));
    xhr().answer(502, '<html>Bad Gateway</html>');
    const error = (await done) as ApiError;
    expect([error.code, error.status]).toEqual(['DEFAULT', 502]);
  });

  it('uploads without a progress callback', async () => {
    const done = putGrantedFile(local, pdf(), {}, ORIGIN);
    xhr().upload.onprogress?.({ loaded: 50, total: 100 });
    xhr().answer(200, { code: 'OK', msg: '', data: { fileId: 'abc' } });
    await expect(done).resolves.toBeUndefined();
  });

  it('sends storage no cookie and no CSRF header, and reads its answer by status', async () => {
    const ok = putGrantedFile(bucket, pdf(), {}, ORIGIN);
    expect(xhr().withCredentials).toBe(false);
    expect(xhr().headers).toEqual([['content-type', 'application/pdf']]);
    xhr().answer(200, '');
    await expect(ok).resolves.toBeUndefined();
    const refused = rejection(putGrantedFile(bucket, pdf(), {}, ORIGIN));
    xhr().answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    expect(((await refused) as ApiError).code).toBe('PUT_FAIL');
  });

  it("counts storage's 3xx answer as PUT_FAIL with its status", async () => {
    const done = rejection(putGrantedFile(bucket, pdf(), {}, ORIGIN));
    xhr().answer(300, '');
    const error = (await done) as ApiError;
    expect([error.code, error.status, error.message]).toEqual([
      'PUT_FAIL',
      300,
      messageFor('PUT_FAIL'),
    ]);
  });

  it('fails as NETWORK_ERROR, FAIL on a time-out, and stops when cancelled', async () => {
    const network = rejection(putGrantedFile(local, pdf(), {}, ORIGIN));
    xhr().onerror?.();
    expect(((await network) as ApiError).message).toBe(MESSAGES.networkError);
    const slow = rejection(putGrantedFile(local, pdf(), {}, ORIGIN));
    xhr().ontimeout?.();
    expect(((await slow) as ApiError).code).toBe('FAIL');
    const controller = new AbortController();
    const cancelled = rejection(
      putGrantedFile(local, pdf(), { signal: controller.signal }, ORIGIN),
    );
    controller.abort();
    const error = (await cancelled) as DOMException;
    expect([error.name, error.message]).toEqual(['AbortError', 'The upload was cancelled.']);
  });

  it('sends nothing and rejects as cancelled when the signal was aborted already', async () => {
    const controller = new AbortController();
    controller.abort();
    const cancelled = rejection(
      putGrantedFile(local, pdf(), { signal: controller.signal }, ORIGIN),
    );
    expect(xhr().sent).toBeUndefined();
    const error = (await cancelled) as DOMException;
    expect([error.name, error.message]).toEqual(['AbortError', 'The upload was cancelled.']);
  });
});

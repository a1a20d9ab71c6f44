import { CSRF_HEADER, CSRF_VALUE, MESSAGES, UPLOAD_TIMEOUT_MS } from '@portal/contracts';
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
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
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
    expect(((await cancelled) as DOMException).name).toBe('AbortError');
  });
});

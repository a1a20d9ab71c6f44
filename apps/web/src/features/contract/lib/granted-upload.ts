import { CSRF_HEADER, CSRF_VALUE, UPLOAD_TIMEOUT_MS, messageFor } from '@portal/contracts';
import { messageParams } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { parseEnvelope } from '../../../lib/envelope';
import { uploadPercent } from '../../../lib/upload-request';

/** What an upload grant says about where its bytes go (decision 027). */
export interface GrantTarget {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
}

export interface PutOptions {
  /** 0 to 99 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Whether an upload address is this site's own (the local store's signed route) rather than
 * object storage's presigned one: only our own server gets the session cookie and the CSRF
 * header, and answers the envelope.
 */
export function isOwnAddress(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

function readJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file's bytes to its grant's address with XMLHttpRequest (the one browser API that
 * reports upload progress). Our own address answers the envelope, its refusals are the
 * catalogue's (too large, wrong content); storage's answer is read by its status alone
 * (PUT_FAIL). A time-out of 2 minutes is FAIL, as for every upload.
 */
export function putGrantedFile(
  grant: GrantTarget,
  file: Blob,
  { onProgress, signal }: PutOptions = {},
  origin: string = window.location.origin,
): Promise<void> {
  const own = isOwnAddress(grant.uploadUrl, origin);
  return new Promise<void>((resolve, reject) => {
    const params = messageParams();
    const fail = (code: 'NETWORK_ERROR' | 'FAIL' | 'PUT_FAIL', status = 0) =>
      reject(new ApiError({ code, status, message: messageFor(code, params) }));
    const xhr = new XMLHttpRequest();
    xhr.open(grant.method, grant.uploadUrl);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = own;
    for (const [name, value] of Object.entries(grant.headers)) xhr.setRequestHeader(name, value);
    if (own) {
      xhr.setRequestHeader(CSRF_HEADER, CSRF_VALUE);
      xhr.setRequestHeader('accept', 'application/json');
    }
    xhr.upload.onprogress = (event) => onProgress?.(uploadPercent(event.loaded, event.total));
    xhr.onerror = () => fail('NETWORK_ERROR');
    xhr.ontimeout = () => fail('FAIL');
    const cancelled = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onabort = cancelled;
    xhr.onload = () => {
      if (!own)
        return xhr.status >= 200 && xhr.status < 300 ? resolve() : fail('PUT_FAIL', xhr.status);
      const parsed = parseEnvelope(grant.uploadUrl, xhr.status, readJson(xhr.responseText), {
        params,
        requestId: xhr.getResponseHeader('x-request-id') ?? undefined,
      });
      return parsed.ok ? resolve() : reject(parsed.error);
    };
    // Cancelled before sending: abort() on an unsent request fires no abort event.
    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

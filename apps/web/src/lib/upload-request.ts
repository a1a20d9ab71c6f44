import {
  CSRF_HEADER,
  CSRF_VALUE,
  UPLOAD_TIMEOUT_MS,
  fillPath,
  messageFor,
  type CallAddress,
} from '@portal/contracts';
import { messageParams, type PayloadCheck } from './api-client';
import { ApiError } from './api-error';
import { parseEnvelope } from './envelope';

export interface UploadRequestOptions {
  /** 0 to 100 as the bytes leave the browser (100 once the server has answered). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The values of the call's path parameters. */
  params?: Record<string, string | number>;
}

/** A multipart call of the table (`multipart` declared): its address and its payload. */
export interface UploadCall<T> extends CallAddress {
  payload: PayloadCheck<T>;
  multipart: { fieldName: string };
}

/** Percent sent, held below 100 until the server's answer is in. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}

function readJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** What an upload sends: the file, and the text fields beside it. */
export interface UploadForm {
  file: File;
  fields?: Record<string, string>;
}

/** Text fields first: the server reads them before the file's bytes arrive. */
function formData(call: UploadCall<unknown>, { file, fields = {} }: UploadForm): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(call.multipart.fieldName, file, file.name);
  return body;
}

/**
 * A multipart call through XMLHttpRequest, the one browser API that reports upload
 * progress. Otherwise as every call (lib/api-client.ts): the session cookie and the CSRF
 * header go with it, the answer is the envelope, failures are ApiErrors with catalogue
 * messages, a time-out of 2 minutes (decision 004) is FAIL.
 */
export function uploadRequest<T>(
  call: UploadCall<T>,
  form: UploadForm,
  { onProgress, signal, params: pathParams }: UploadRequestOptions = {},
): Promise<T> {
  const url = fillPath(call.path, pathParams);
  return new Promise<T>((resolve, reject) => {
    const params = messageParams();
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, url);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader(CSRF_HEADER, CSRF_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress?.(uploadPercent(event.loaded, event.total));

    const transport = (code: 'NETWORK_ERROR' | 'FAIL') =>
      reject(new ApiError({ code, status: 0, message: messageFor(code, params) }));
    xhr.onerror = () => transport('NETWORK_ERROR');
    xhr.ontimeout = () => transport('FAIL');
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      const requestId = xhr.getResponseHeader('x-request-id') ?? undefined;
      const parsed = parseEnvelope(url, xhr.status, readJson(xhr.responseText), {
        params,
        requestId,
      });
      if (!parsed.ok) return reject(parsed.error);
      const checked = call.payload.safeParse(parsed.payload);
      if (!checked.success) {
        const message = messageFor('DEFAULT', params);
        return reject(new ApiError({ code: 'DEFAULT', status: xhr.status, message, requestId }));
      }
      onProgress?.(100);
      resolve(checked.data);
    };

    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData(call, form));
  });
}

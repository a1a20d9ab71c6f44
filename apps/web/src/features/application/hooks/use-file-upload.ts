import type { UploadPurpose, UploadResult } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { uploadApplicationFile } from '../api/upload-file';
import { checkUploadFile, FORMAT_MESSAGES } from '../lib/file-checks';

const FORMAT_CODES: readonly string[] = [
  'BIZ_UPLOAD_IMAGE_FORMAT',
  'BIZ_UPLOAD_CV_FORMAT',
  'BIZ_UPLOAD_DOCUMENT_FORMAT',
];

/**
 * The message for a failed upload. A wrong kind of file reads the slot's own list (the server
 * judges unknown bytes as a generic document, even for a photo), the rest as answered.
 */
function uploadFailure(reason: unknown, purpose: UploadPurpose): string {
  if (isApiError(reason) && FORMAT_CODES.includes(reason.code)) return FORMAT_MESSAGES[purpose];
  return errorMessage(reason);
}

export interface FileUpload {
  /** Percent sent while uploading, else null. */
  percent: number | null;
  /** The message of the last failed attempt (the browser's check or the server's answer). */
  error: string | null;
  /** Checks the file, then sends it; `onDone` receives the stored file. */
  start: (file: File | null) => void;
}

/**
 * One upload slot: the browser checks size and type first (same messages as the server), then
 * the file goes up with progress. A new file replaces the one in flight; leaving the page
 * cancels it.
 */
export function useFileUpload(
  purpose: UploadPurpose,
  onDone: (result: UploadResult) => void,
): FileUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (file: File | null) => {
      if (!file) return;
      const problem = checkUploadFile(file, purpose);
      if (problem) {
        setError(problem);
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setPercent(0);
      uploadApplicationFile(file, purpose, {
        onProgress: (value) => {
          if (!current.signal.aborted) setPercent(value);
        },
        signal: current.signal,
      })
        .then((result) => {
          setPercent(null);
          onDone(result);
        })
        .catch((reason: unknown) => {
          if (current.signal.aborted) return;
          setPercent(null);
          setError(uploadFailure(reason, purpose));
        });
    },
    [purpose, onDone],
  );

  return { percent, error, start };
}

import type { DocumentType } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { uploadDocumentFile } from '../api/documents';
import { checkDocumentFile, type ChosenFile } from '../lib/document-slots';

export interface DocumentUpload {
  /** Percent sent while uploading, else null. */
  percent: number | null;
  /** The message of the last failed attempt (the browser's check or the server's answer). */
  error: string | null;
  /** Checks the file, then sends it; a newer file replaces one in flight. */
  start: (file: File | null) => void;
}

/**
 * One slot's upload: the browser's check first (the server's messages), then grant, bytes with
 * progress and the server's check. Leaving the page cancels the upload in flight.
 */
export function useDocumentUpload(
  useType: DocumentType,
  onDone: (file: ChosenFile) => void,
): DocumentUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (file: File | null) => {
      if (!file) return;
      const problem = checkDocumentFile(file);
      if (problem) {
        setError(problem);
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setPercent(0);
      uploadDocumentFile(useType, file, {
        onProgress: (value) => {
          if (!current.signal.aborted) setPercent(value);
        },
        signal: current.signal,
      })
        .then((chosen) => {
          if (current.signal.aborted) return;
          setPercent(null);
          onDone(chosen);
        })
        .catch((reason: unknown) => {
          if (current.signal.aborted) return;
          setPercent(null);
          setError(errorMessage(reason));
        });
    },
    [useType, onDone],
  );

  return { percent, error, start };
}

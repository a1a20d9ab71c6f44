import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-error';

export interface CheckedUpload {
  /** Percent sent while uploading, else null. */
  percent: number | null;
  /** The message of the last failed attempt (the browser's check or the server's answer). */
  error: string | null;
  /** Checks the file, then sends it; a newer file replaces one in flight. */
  start: (file: File | null) => void;
}

export interface UploadSteps<T> {
  /** The browser's check: a catalogue message, or null when the file may go. */
  check: (file: File) => string | null;
  /** Sends the file (grant, bytes, completion) with progress; aborted by the signal. */
  send: (
    file: File,
    options: { onProgress: (percent: number) => void; signal: AbortSignal },
  ) => Promise<T>;
  onDone: (result: T) => void;
  /** After the message is shown: a refusal may ask the screen to read its data again. */
  onFailed?: (reason: unknown) => void;
}

/**
 * An upload the way every upload screen runs one: the browser's check first, then the bytes
 * with progress; a newer file or leaving the page cancels the one in flight, whose late answers
 * are then ignored. `steps` may change every render: the latest are used.
 */
export function useCheckedUpload<T>(steps: UploadSteps<T>): CheckedUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(steps);
  useLayoutEffect(() => {
    latest.current = steps;
  });

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((file: File | null) => {
    if (!file) return;
    const { check, send } = latest.current;
    const problem = check(file);
    if (problem) {
      setError(problem);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setError(null);
    setPercent(0);
    send(file, {
      onProgress: (value) => {
        if (!current.signal.aborted) setPercent(value);
      },
      signal: current.signal,
    })
      .then((result) => {
        if (current.signal.aborted) return;
        setPercent(null);
        latest.current.onDone(result);
      })
      .catch((reason: unknown) => {
        if (current.signal.aborted) return;
        setPercent(null);
        setError(errorMessage(reason));
        latest.current.onFailed?.(reason);
      });
  }, []);

  return { percent, error, start };
}

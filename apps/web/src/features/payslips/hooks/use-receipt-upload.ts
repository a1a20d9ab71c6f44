import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { sendReceipt, useRefreshPayslips } from '../api/receipt-upload';
import { checkReceiptFile } from '../lib/receipt-file';

export interface ReceiptUpload {
  /** Percent sent while uploading, else null. */
  percent: number | null;
  /** The message of the last failed attempt (the browser's check or the server's answer). */
  error: string | null;
  /** True once the receipt is recorded. */
  done: boolean;
  /** Checks the file, then sends and records it. */
  start: (file: File | null) => void;
}

/**
 * A payslip's receipt upload: the browser's check first (the catalogue's messages), then the
 * grant, the bytes with progress and `receipt/url`. Leaving the page cancels it. A refusal from
 * the server (the status moved, the payslip changed) reads the payslip again, so the screen
 * shows where it now stands beside the message.
 */
export function useReceiptUpload(payslipId: number): ReceiptUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const refresh = useRefreshPayslips();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (file: File | null) => {
      if (!file) return;
      const problem = checkReceiptFile(file);
      if (problem) {
        setError(problem);
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setDone(false);
      setPercent(0);
      sendReceipt(payslipId, file, {
        onProgress: (value) => {
          if (!current.signal.aborted) setPercent(value);
        },
        signal: current.signal,
      })
        .then((detail) => {
          if (current.signal.aborted) return;
          setPercent(null);
          setDone(true);
          void refresh(detail);
        })
        .catch((reason: unknown) => {
          if (current.signal.aborted) return;
          setPercent(null);
          setError(errorMessage(reason));
          if (isApiError(reason) && reason.code.startsWith('BIZ_TEACHER_PAYSLIP')) void refresh();
        });
    },
    [payslipId, refresh],
  );

  return { percent, error, done, start };
}

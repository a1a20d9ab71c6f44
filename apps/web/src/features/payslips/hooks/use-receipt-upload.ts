import { useState } from 'react';
import { useCheckedUpload, type CheckedUpload } from '../../../hooks/use-checked-upload';
import { isApiError } from '../../../lib/api-error';
import { sendReceipt, useRefreshPayslips } from '../api/receipt-upload';
import { checkReceiptFile } from '../lib/receipt-file';

export interface ReceiptUpload extends CheckedUpload {
  /** True once the receipt is recorded. */
  done: boolean;
}

/**
 * A payslip's receipt upload: the browser's check first (the catalogue's messages), then the
 * grant, the bytes with progress and `receipt/url`. Leaving the page cancels it. A refusal from
 * the server (the status moved, the payslip changed) reads the payslip again, so the screen
 * shows where it now stands beside the message.
 */
export function useReceiptUpload(payslipId: number): ReceiptUpload {
  const [done, setDone] = useState(false);
  const refresh = useRefreshPayslips();
  const upload = useCheckedUpload({
    check: checkReceiptFile,
    send: (file, options) => {
      setDone(false);
      return sendReceipt(payslipId, file, options);
    },
    onDone: (detail) => {
      setDone(true);
      void refresh(detail);
    },
    onFailed: (reason) => {
      if (isApiError(reason) && reason.code.startsWith('BIZ_TEACHER_PAYSLIP')) void refresh();
    },
  });
  return { ...upload, done };
}

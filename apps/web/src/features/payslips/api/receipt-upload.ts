import { FILE_CALLS, PAY_CALLS, type PayslipDetail } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { putGrantedFile, type PutOptions } from '../../contract/public';
import { PAYSLIPS_KEY } from './payslip-keys';

/**
 * A receipt up and recorded (decision 042): an upload grant for PAYSLIP_RECEIPT, the bytes
 * straight to its address with progress, the server's check of them, then `receipt/url`,
 * which moves the payslip to TEACHER_CONFIRMED and answers it.
 */
export async function sendReceipt(
  payslipId: number,
  file: File,
  { onProgress, signal }: PutOptions = {},
): Promise<PayslipDetail> {
  const grant = await callApi(PAY_CALLS.receiptUploadToken, {
    query: {
      fileName: file.name,
      size: file.size,
      ...(file.type ? { contentType: file.type } : {}),
    },
    signal,
  });
  await putGrantedFile(grant, file, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  await callApi(FILE_CALLS.complete, { params: { fileId: grant.objectName }, signal });
  return callApi(PAY_CALLS.receiptUrl, {
    body: { payslipId, objectName: grant.objectName },
    signal,
  });
}

/**
 * After a receipt (or a refusal that says the payslip changed), the payslip as the server
 * has it now, and every payslip query read again (the list's status, the receipt's link).
 */
export function useRefreshPayslips() {
  const queryClient = useQueryClient();
  return useCallback(
    (detail?: PayslipDetail) => {
      if (detail) queryClient.setQueryData([...PAYSLIPS_KEY, 'detail', detail.id], detail);
      return queryClient.invalidateQueries({ queryKey: PAYSLIPS_KEY });
    },
    [queryClient],
  );
}

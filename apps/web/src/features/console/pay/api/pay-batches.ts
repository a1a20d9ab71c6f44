import {
  fillPath,
  PAY_BATCH_CALLS,
  type PayBatchView,
  type PaymentMethod,
  type PayPolicy,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';
import { PAY_KEY } from './pay';

const B = PAY_BATCH_CALLS;
const POLICY_KEY = [...PAY_KEY, 'policy'] as const;
const BATCHES_KEY = [...PAY_KEY, 'batches'] as const;

/** The pay rules in force with the published defaults beside them. */
export function usePayPolicy() {
  return useQuery({
    queryKey: POLICY_KEY,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(B.getPayPolicy, { signal, ignoreSessionEnd: true })),
  });
}

export function useUpdatePayPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayPolicy) =>
      opsCall(queryClient, () => callApi(B.updatePayPolicy, { body, ignoreSessionEnd: true })),
    onSuccess: (view) => queryClient.setQueryData(POLICY_KEY, view),
  });
}

/** A month's payment batches. */
export function usePayBatches(monthStartTime: number) {
  return useQuery({
    queryKey: [...BATCHES_KEY, 'month', monthStartTime] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(B.listPayBatches, { signal, query: { monthStartTime }, ignoreSessionEnd: true }),
      ),
  });
}

/** One batch with its payslips (no bank data: that is the export's). */
export function usePayBatch(batchId: number | null) {
  return useQuery({
    queryKey: [...BATCHES_KEY, 'one', batchId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(B.getPayBatch, {
          signal,
          params: { batchId: batchId ?? 0 },
          ignoreSessionEnd: true,
        }),
      ),
    enabled: batchId !== null,
  });
}

/** Gathers the month's payslips sent for payment by one method into a batch. */
export function useCreatePayBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { monthStartTime: number; paymentMethod: PaymentMethod }) =>
      opsCall(queryClient, () => callApi(B.createPayBatch, { body, ignoreSessionEnd: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BATCHES_KEY }),
  });
}

/** The batch and each of its payslips PAID; the month's payslips are read again. */
export function useMarkBatchPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number): Promise<PayBatchView> =>
      opsCall(queryClient, () =>
        callApi(B.markPayBatchPaid, { params: { batchId }, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAY_KEY }),
  });
}

/** An OPEN batch cancelled: its payslips are let go, so a new batch can take them. */
export function useCancelPayBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number): Promise<PayBatchView> =>
      opsCall(queryClient, () =>
        callApi(B.cancelPayBatch, { params: { batchId }, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BATCHES_KEY }),
  });
}

/** The batch's CSV: a plain link the browser downloads with the staff session's cookie. */
export function batchExportHref(batchId: number): string {
  return fillPath(B.exportPayBatch.path, { batchId });
}

import {
  fillPath,
  PAY_ADMIN_CALLS,
  PAY_RUN,
  type OpsPayslipRow,
  type PayRunView,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import type { PayListQuery } from '../lib/pay-list-params';
import type { ResumeStatus } from '../lib/payslip-actions';
import { opsCall } from '../../shell/api/ops-call';

const P = PAY_ADMIN_CALLS;
export const PAY_KEY = ['ops', 'pay'] as const;
/** A generation's progress is read again this often while it runs. */
const RUN_POLL_MS = 1_000;

/** One page of a month's payslips (a status, or all). */
export function useOpsPayslips(query: PayListQuery) {
  return useQuery({
    queryKey: [...PAY_KEY, 'payslips', query] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(P.listOpsPayslips, { signal, query: { ...query }, ignoreSessionEnd: true }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A month's payslips counted by status, with their totals (one grouped read). */
export function usePayMonthTotals(monthStartTime: number) {
  return useQuery({
    queryKey: [...PAY_KEY, 'totals', monthStartTime] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(P.getPayMonthTotals, {
          signal,
          query: { monthStartTime },
          ignoreSessionEnd: true,
        }),
      ),
  });
}

/**
 * The address of a payslip's receipt: the staff call serves the file in place (a PDF or a
 * picture) with the member's session, and the server keeps each reading in the audit trail.
 */
export function payslipReceiptUrl(payslipId: number): string {
  return fillPath(P.readOpsPayslipReceipt.path, { payslipId });
}

/** One payslip with every line and its source. */
export function useOpsPayslip(payslipId: number) {
  return useQuery({
    queryKey: [...PAY_KEY, 'payslip', payslipId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(P.getOpsPayslip, { signal, params: { payslipId }, ignoreSessionEnd: true }),
      ),
  });
}

/** A generation's progress, read again every second while it runs. */
export function usePayRun(runId: number | null) {
  return useQuery({
    queryKey: [...PAY_KEY, 'run', runId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(P.getPayRun, {
          signal,
          params: { runId: runId ?? 0 },
          ignoreSessionEnd: true,
        }),
      ),
    enabled: runId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === PAY_RUN.RUNNING ? RUN_POLL_MS : false,
  });
}

/** Starts a month's generation; its progress is the run's query from here. */
export function useStartPayRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monthStartTime: number) =>
      opsCall(queryClient, () =>
        callApi(P.startPayRun, { body: { monthStartTime }, ignoreSessionEnd: true }),
      ),
    onSuccess: (run: PayRunView) => queryClient.setQueryData([...PAY_KEY, 'run', run.id], run),
  });
}

/**
 * Releases the month's DRAFTs once the month has ended (the server mails their teachers);
 * those with a class to settle are held, and the answer counts both.
 */
export function useReleasePayslips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monthStartTime: number) =>
      opsCall(queryClient, () =>
        callApi(P.releasePayslips, { body: { monthStartTime }, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAY_KEY }),
  });
}

export interface AdjustmentInput {
  teacherId: number;
  monthStartTime: number;
  amountCents: number;
  reason: string;
  /** The class it settles (a class taught without a contract, decision 052). */
  classId?: number | undefined;
}

/**
 * An adjustment for a month not released yet. It is a source of the month's pay: the server
 * writes the teacher's DRAFT again with it at once, so the payslip, the month's list and its
 * totals are read again. Naming a class settles it, so the payslip is no longer held at release.
 */
export function useAddAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentInput) =>
      opsCall(queryClient, () => callApi(P.addPayAdjustment, { body, ignoreSessionEnd: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAY_KEY }),
  });
}

export type PayslipMove =
  | { action: 'problem'; message: string }
  | { action: 'resolve'; resumeAt: ResumeStatus }
  | { action: 'submit' }
  | { action: 'pay' };

function move(payslipId: number, step: PayslipMove): Promise<OpsPayslipRow> {
  const params = { payslipId };
  const options = { params, ignoreSessionEnd: true } as const;
  switch (step.action) {
    case 'problem':
      return callApi(P.markPayslipProblem, { ...options, body: { message: step.message } });
    case 'resolve':
      return callApi(P.resolvePayslip, { ...options, body: { resumeAt: step.resumeAt } });
    case 'submit':
      return callApi(P.submitPayslip, options);
    case 'pay':
      return callApi(P.payPayslip, options);
  }
}

/** One of FINANCE's moves of a payslip; the page and the month's list are read again. */
export function useMovePayslip(payslipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: PayslipMove) => opsCall(queryClient, () => move(payslipId, step)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAY_KEY }),
  });
}

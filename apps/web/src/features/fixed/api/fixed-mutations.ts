import {
  FIXED_CALLS,
  type ConfirmAcceptRequest,
  type ContinueDecision,
  type FixedPeriodInput,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { TEACHER_KEY } from '../../teacher/public';
import { FIXED_KEY } from './fixed-keys';

/** After a change the fixed lists are read again (and the schedule, whose weeks it books). */
function useRefreshFixed(everything = false) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: everything ? [TEACHER_KEY] : FIXED_KEY });
}

/** Starts or stops taking requests for fixed places. */
export function useOpenFixed() {
  const refresh = useRefreshFixed();
  return useMutation({
    mutationFn: (open: boolean) => callApi(FIXED_CALLS.open, { body: { open } }),
    onSuccess: () => refresh(),
  });
}

/** Accepts (every week booked, all or nothing) or declines a request. */
export function useAnswerRequest() {
  const refresh = useRefreshFixed(true);
  return useMutation({
    mutationFn: (body: ConfirmAcceptRequest) => callApi(FIXED_CALLS.confirmAccept, { body }),
    onSettled: () => refresh(),
  });
}

export function useSavePeriod() {
  const refresh = useRefreshFixed();
  return useMutation({
    mutationFn: (body: FixedPeriodInput) => callApi(FIXED_CALLS.savePeriod, { body }),
    onSuccess: () => refresh(),
  });
}

/** Takes one unbooked week out of a period. */
export function useDeleteWeek() {
  const refresh = useRefreshFixed(true);
  return useMutation({
    mutationFn: (body: { periodId: number; startTime: number }) =>
      callApi(FIXED_CALLS.deleteSingle, { body }),
    onSuccess: () => refresh(),
  });
}

export function useContinueCheck() {
  const refresh = useRefreshFixed(true);
  return useMutation({
    mutationFn: (body: { periodId: number; decision: ContinueDecision }) =>
      callApi(FIXED_CALLS.continueCheck, { body }),
    onSuccess: () => refresh(),
  });
}

import {
  LEAVE_ADMIN_CALLS,
  type AppealDecisionRequest,
  type AppealListQuery,
  type CancellationPolicy,
  type CreditGrantRequest,
  type EmergencyCancellationRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

const L = LEAVE_ADMIN_CALLS;
const LEAVE_KEY = ['ops', 'leave'] as const;
const POLICY_KEY = [...LEAVE_KEY, 'policy'] as const;
/** A teacher's week in the classes' cache: an emergency cancellation changes it. */
const CLASSES_KEY = ['ops', 'classes'] as const;

/** A teacher's counts, credits and this contract period's records. */
export function useTeacherLeave(userId: number) {
  return useQuery({
    queryKey: [...LEAVE_KEY, 'teacher', userId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(L.teacherLeave, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
  });
}

/** One page of appeals (a status, or all). */
export function useAppeals(query: AppealListQuery) {
  return useQuery({
    queryKey: [...LEAVE_KEY, 'appeals', query] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(L.listAppeals, { signal, query: { ...query }, ignoreSessionEnd: true }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Accepts (the costs reversed) or rejects an appeal; the queue and the teacher are read again. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appealId, ...body }: AppealDecisionRequest & { appealId: number }) =>
      opsCall(queryClient, () =>
        callApi(L.decideAppeal, { params: { appealId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
  });
}

/** An emergency cancellation for a teacher: a preview (the default), or its confirmation. */
export function useRecordEmergency(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergencyCancellationRequest) =>
      opsCall(queryClient, () =>
        callApi(L.recordEmergency, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: async (answer) => {
      if (answer.preview) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
        queryClient.invalidateQueries({ queryKey: CLASSES_KEY }),
      ]);
    },
  });
}

export function useGrantCredits(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditGrantRequest) =>
      opsCall(queryClient, () =>
        callApi(L.grantCredits, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LEAVE_KEY, 'teacher', userId] }),
  });
}

export function usePolicy() {
  return useQuery({
    queryKey: POLICY_KEY,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(L.getPolicy, { signal, ignoreSessionEnd: true })),
  });
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancellationPolicy) =>
      opsCall(queryClient, () => callApi(L.updatePolicy, { body, ignoreSessionEnd: true })),
    onSuccess: (policy) => {
      queryClient.setQueryData(POLICY_KEY, policy);
      return queryClient.invalidateQueries({ queryKey: [...LEAVE_KEY, 'teacher'] });
    },
  });
}

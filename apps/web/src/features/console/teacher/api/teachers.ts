import { TEACHER_ADMIN_CALLS } from '@portal/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import type { TeacherQuery } from '../lib/teacher-list-params';
import { opsCall } from '../../shell/api/ops-call';

/** One page of activated teachers, searched and filtered by state. */
export const teachersQuery = (query: TeacherQuery) =>
  queryOptions({
    queryKey: ['ops', 'teachers', query] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(TEACHER_ADMIN_CALLS.listTeachers, {
          signal,
          query: { ...query },
          ignoreSessionEnd: true,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useTeachers(query: TeacherQuery) {
  return useQuery(teachersQuery(query));
}

export interface TeacherStateChange {
  userId: number;
  change: 'suspend' | 'restore';
  reason: string;
}

/** Suspends or restores an account with a reason; the list is read again after. */
export function useSetTeacherState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change, reason }: TeacherStateChange) =>
      opsCall(queryClient, () =>
        callApi(
          change === 'suspend'
            ? TEACHER_ADMIN_CALLS.suspendTeacher
            : TEACHER_ADMIN_CALLS.restoreTeacher,
          { params: { userId }, body: { reason }, ignoreSessionEnd: true },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'teachers'] }),
  });
}

/**
 * A teacher's bank details in full (FINANCE). A mutation, not a query: every reading is
 * audited, so it happens only when asked, never on a refetch, and is never cached.
 */
export function useRevealBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      opsCall(queryClient, () =>
        callApi(TEACHER_ADMIN_CALLS.revealBankDetails, {
          params: { userId },
          ignoreSessionEnd: true,
        }),
      ),
  });
}

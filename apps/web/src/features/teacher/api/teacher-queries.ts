import { PROFILE_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../accounts/public';

/** Every teacher-area query starts with this key: a change refreshes them all at once. */
export const TEACHER_KEY = 'teacher';

/** Who is signed in, their grade and whether the account may act (the layout's header). */
export const teacherQuery = queryOptions({
  queryKey: [TEACHER_KEY, 'summary'] as const,
  queryFn: ({ signal }) => callApi(PROFILE_CALLS.getTeacher, { signal }),
  staleTime: 30_000,
});

export const profileInfoQuery = queryOptions({
  queryKey: [TEACHER_KEY, 'profile'] as const,
  queryFn: ({ signal }) => callApi(PROFILE_CALLS.getProfile, { signal }),
  staleTime: 30_000,
});

export const needCompletedQuery = queryOptions({
  queryKey: [TEACHER_KEY, 'needs'] as const,
  queryFn: ({ signal }) => callApi(PROFILE_CALLS.needCompleted, { signal }),
});

export const updateChecksQuery = queryOptions({
  queryKey: [TEACHER_KEY, 'checks'] as const,
  queryFn: ({ signal }) => callApi(PROFILE_CALLS.updateChecks, { signal }),
});

export const bankInfoQuery = queryOptions({
  queryKey: [TEACHER_KEY, 'bank'] as const,
  queryFn: ({ signal }) => callApi(PROFILE_CALLS.getBankInfo, { signal, query: {} }),
});

/** Asked only while signed in: after a sign-out the page does not ask again (and fail). */
function useSignedIn(): boolean {
  return Boolean(useSession().data);
}

export const useTeacher = () => useQuery({ ...teacherQuery, enabled: useSignedIn() });
export const useProfileInfo = () => useQuery({ ...profileInfoQuery, enabled: useSignedIn() });
export const useNeedCompleted = () => useQuery({ ...needCompletedQuery, enabled: useSignedIn() });
export const useUpdateChecks = () => useQuery({ ...updateChecksQuery, enabled: useSignedIn() });
export const useBankInfo = () => useQuery({ ...bankInfoQuery, enabled: useSignedIn() });

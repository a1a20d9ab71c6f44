import { REVIEW_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/**
 * One applicant: the resume, its files as 10-minute links and the
 * stage history. Read again when the page is shown again, so the links are fresh.
 */
export const applicantQuery = (userId: number) =>
  queryOptions({
    queryKey: ['ops', 'applicant', userId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(REVIEW_CALLS.getApplicant, { params: { userId }, signal, ignoreSessionEnd: true }),
      ),
    staleTime: 60_000,
  });

export function useApplicant(userId: number) {
  return useQuery({ ...applicantQuery(userId), enabled: Number.isInteger(userId) && userId > 0 });
}

import { REVIEW_CALLS } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import type { ApplicantQuery } from '../lib/applicant-list-params';
import { opsCall } from '../../shell/api/ops-call';

/** One page of applicants, searched, filtered and sorted. */
export const applicantsQuery = (query: ApplicantQuery) =>
  queryOptions({
    queryKey: ['ops', 'applicants', query] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(REVIEW_CALLS.listApplicants, {
          signal,
          query: { ...query },
          ignoreSessionEnd: true,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useApplicants(query: ApplicantQuery) {
  return useQuery(applicantsQuery(query));
}

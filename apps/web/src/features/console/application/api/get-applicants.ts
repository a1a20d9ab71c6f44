import { REVIEW_CALLS } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import type { ApplicantQuery } from '../lib/applicant-list-params';
import { applicantPageStart } from '../lib/applicant-page-start';
import { opsCall } from '../../shell/api/ops-call';

const applicantsKey = (query: ApplicantQuery) => ['ops', 'applicants', query] as const;

/**
 * One page of applicants, searched, filtered and sorted. The page after one in the cache is
 * read after its last row (keyset, lib/applicant-page-start.ts), as paging forward does.
 */
export const applicantsQuery = (query: ApplicantQuery) =>
  queryOptions({
    queryKey: applicantsKey(query),
    queryFn: ({ signal, client }) => {
      const { pageIndex, ...filters } = query;
      const previous =
        pageIndex > 1
          ? client.getQueryData<{ next?: string }>(
              applicantsKey({ ...query, pageIndex: pageIndex - 1 }),
            )
          : undefined;
      return opsCall(client, () =>
        callApi(REVIEW_CALLS.listApplicants, {
          signal,
          query: { ...filters, ...applicantPageStart(pageIndex, previous) },
          ignoreSessionEnd: true,
        }),
      );
    },
    placeholderData: keepPreviousData,
  });

export function useApplicants(query: ApplicantQuery) {
  return useQuery(applicantsQuery(query));
}

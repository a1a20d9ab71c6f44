import { applicantListResponse } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApplicantQuery } from '../lib/applicant-list-params';
import { opsCall } from './ops-call';

export const APPLICANTS_API_PATH = '/ops/applicants';

const applicantList = applicantListResponse.shape.data;

/** GET /ops/applicants (RECRUITER): one page of applicants, searched, filtered and sorted. */
export const applicantsQuery = (query: ApplicantQuery) =>
  queryOptions({
    queryKey: ['ops', 'applicants', query] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        api.get(APPLICANTS_API_PATH, applicantList, {
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { DEMO_PAGES, type DemoPage } from '../lib/demo-pages';

/** The bookable times of the page's course in a range (a week in the applicant's zone). */
export function useDemoTimes(
  page: DemoPage,
  range: { startTime: number; endTime: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['demos', page, 'times', range.startTime, range.endTime] as const,
    queryFn: ({ signal }) => callApi(DEMO_PAGES[page].times, { signal, query: range }),
    enabled,
    placeholderData: keepPreviousData,
    // Times go as others book: read again when the applicant comes back to the page.
    staleTime: 15_000,
  });
}

import type { DemoBooking, DemoResultView, RecordedDemo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { DEMO_PAGES, type DemoPage } from '../lib/demo-pages';

/** What the booking pages read of the interview and trial states alike. */
export interface DemoState {
  booking: DemoBooking | null;
  result: DemoResultView | null;
  /** The latest recorded demo (the interview page's only). */
  recording: RecordedDemo | null;
  /** The phase's cancellations so far (Change time counts as one, decision 068). */
  cancelNum: number;
}

export const demoStateQuery = (page: DemoPage) =>
  queryOptions({
    queryKey: ['demos', page, 'state'] as const,
    queryFn: async ({ signal }): Promise<DemoState> => {
      const state = await callApi(DEMO_PAGES[page].status, { signal });
      return {
        booking: state.booking,
        result: state.result,
        recording: 'teacherApplyDemoDTO' in state ? state.teacherApplyDemoDTO : null,
        cancelNum: 'cancelNum' in state ? state.cancelNum : state.cancelCourse,
      };
    },
  });

export const useDemoState = (page: DemoPage) => useQuery(demoStateQuery(page));

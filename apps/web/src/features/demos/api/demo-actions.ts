import { DEMO_CALLS, SUCCESS_MESSAGES } from '@portal/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { DEMO_PAGES, type DemoPage } from '../lib/demo-pages';

/**
 * After a booking or a cancellation: the page's state, its times and the funnel's status. The
 * toasts are said here, not by the caller: the refreshed page unmounts the list or the card
 * that asked, and a caller's own callbacks would then never run.
 */
function refreshAfterChange(queryClient: QueryClient, page: DemoPage) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['demos', page] }),
    queryClient.invalidateQueries({ queryKey: ['application', 'status'] }),
  ]);
}

export function useBookDemo(page: DemoPage) {
  const queryClient = useQueryClient();
  return useMutation({
    // The zone the applicant reads the times in goes along: the mails write the time there.
    mutationFn: ({ startTime, timeZone }: { startTime: number; timeZone: string }) =>
      callApi(DEMO_CALLS.book, {
        body: { startTime, courseType: DEMO_PAGES[page].courseType, timeZone },
      }),
    onSuccess: () => toast.success(SUCCESS_MESSAGES.booked),
    onError: (error) => toast.error(error),
    // A refused time is gone or the status moved: the lists are read again either way.
    onSettled: () => refreshAfterChange(queryClient, page),
  });
}

/**
 * Change time (decision 068): one call moves the booking. A refusal is shown by the form that
 * asked (the chosen time was just taken), so no toast for it here.
 */
export function useMoveDemo(page: DemoPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookingId: number; startTime: number; timeZone: string }) =>
      callApi(DEMO_CALLS.move, { body }),
    onSuccess: () => toast.success(SUCCESS_MESSAGES.bookingMoved),
    onSettled: () => refreshAfterChange(queryClient, page),
  });
}

export function useCancelDemo(page: DemoPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: number) =>
      callApi(DEMO_CALLS.cancel, { body: { st: startTime, tp: DEMO_PAGES[page].tp } }),
    onSuccess: () => toast.success(SUCCESS_MESSAGES.bookingCancelled),
    onError: (error) => toast.error(error),
    onSettled: () => refreshAfterChange(queryClient, page),
  });
}

/** Submits the link to a recorded demo (the interview page). */
export function useSubmitRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoUrl: string) => callApi(DEMO_CALLS.submitRecording, { body: { videoUrl } }),
    onSuccess: () => toast.success(SUCCESS_MESSAGES.submittedSuccessfully),
    onSettled: () => refreshAfterChange(queryClient, 'interview'),
  });
}

export function useWithdrawRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(DEMO_CALLS.withdrawRecording),
    onSuccess: () => toast.success(SUCCESS_MESSAGES.bookingCancelled),
    onError: (error) => toast.error(error),
    onSettled: () => refreshAfterChange(queryClient, 'interview'),
  });
}

/** The room's URL, asked for when the applicant joins (served from 10 minutes before). */
export const fetchRoomLink = () => callApi(DEMO_CALLS.getRoomLink);

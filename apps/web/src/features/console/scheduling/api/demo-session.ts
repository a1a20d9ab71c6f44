import { AVAILABILITY_CALLS, type RecordResultRequest } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';
import { OWN_TIMES_KEY } from './own-times';

export const demoSessionQuery = (bookingId: number) =>
  queryOptions({
    queryKey: ['ops', 'session', bookingId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(AVAILABILITY_CALLS.getSession, {
          params: { bookingId },
          signal,
          ignoreSessionEnd: true,
        }),
      ),
  });

export function useDemoSession(bookingId: number) {
  return useQuery({
    ...demoSessionQuery(bookingId),
    enabled: Number.isInteger(bookingId) && bookingId > 0,
  });
}

/**
 * A result or a no-show: the session and the lists are read again. `done` runs here, not in
 * the caller's callbacks: the refreshed page unmounts the form that asked.
 */
function useSessionChange<T>(
  bookingId: number,
  call: (body: T) => Promise<unknown>,
  done: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => opsCall(queryClient, () => call(body)),
    onSuccess: done,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: demoSessionQuery(bookingId).queryKey }),
        queryClient.invalidateQueries({ queryKey: OWN_TIMES_KEY }),
      ]),
  });
}

export const useRecordResult = (bookingId: number, done: () => void) =>
  useSessionChange(
    bookingId,
    (body: RecordResultRequest) =>
      callApi(AVAILABILITY_CALLS.recordResult, {
        params: { bookingId },
        body,
        ignoreSessionEnd: true,
      }),
    done,
  );

export const useMarkNoShow = (bookingId: number, done: () => void) =>
  useSessionChange(
    bookingId,
    () => callApi(AVAILABILITY_CALLS.markNoShow, { params: { bookingId }, ignoreSessionEnd: true }),
    done,
  );

export const fetchSessionRoomLink = (bookingId: number) =>
  callApi(AVAILABILITY_CALLS.getSessionRoomLink, { params: { bookingId }, ignoreSessionEnd: true });

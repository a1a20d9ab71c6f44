import { AVAILABILITY_CALLS, type PublishTimesRequest } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

const OWN_TIMES_KEY = ['ops', 'own-times'] as const;

/** The member's own times in a range (a week), each with the applicant booked into it. */
export function useOwnTimes(range: { startTime: number; endTime: number }) {
  return useQuery({
    queryKey: [...OWN_TIMES_KEY, range.startTime, range.endTime] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(AVAILABILITY_CALLS.listOwnTimes, { query: range, signal, ignoreSessionEnd: true }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePublishTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishTimesRequest) =>
      opsCall(queryClient, () =>
        callApi(AVAILABILITY_CALLS.publishTimes, { body, ignoreSessionEnd: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_TIMES_KEY }),
  });
}

export function useWithdrawTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) =>
      opsCall(queryClient, () =>
        callApi(AVAILABILITY_CALLS.withdrawTime, { params: { slotId }, ignoreSessionEnd: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_TIMES_KEY }),
  });
}

export { OWN_TIMES_KEY };

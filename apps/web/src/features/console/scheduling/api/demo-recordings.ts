import { RECORDING_CALLS, type RecordResultRequest } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

const RECORDINGS_KEY = ['ops', 'recordings'] as const;

/** Recorded demos waiting for a review or a second look, oldest first. */
export const recordingQueueQuery = () =>
  queryOptions({
    queryKey: [...RECORDINGS_KEY, 'queue'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(RECORDING_CALLS.listRecordings, { signal, ignoreSessionEnd: true }),
      ),
  });

export const useRecordingQueue = () => useQuery(recordingQueueQuery());

export const demoRecordingQuery = (recordingId: number) =>
  queryOptions({
    queryKey: [...RECORDINGS_KEY, recordingId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(RECORDING_CALLS.getRecording, {
          params: { recordingId },
          signal,
          ignoreSessionEnd: true,
        }),
      ),
  });

export function useDemoRecording(recordingId: number) {
  return useQuery({
    ...demoRecordingQuery(recordingId),
    enabled: Number.isInteger(recordingId) && recordingId > 0,
  });
}

/**
 * A result or "cannot open": the recording and the queue are read again. `done` runs here,
 * not in the caller's callbacks: the refreshed page unmounts the form that asked.
 */
function useRecordingChange<T>(call: (body: T) => Promise<unknown>, done: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => opsCall(queryClient, () => call(body)),
    onSuccess: done,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY }),
  });
}

export const useRecordRecordingResult = (recordingId: number, done: () => void) =>
  useRecordingChange(
    (body: RecordResultRequest) =>
      callApi(RECORDING_CALLS.recordRecordingResult, {
        params: { recordingId },
        body,
        ignoreSessionEnd: true,
      }),
    done,
  );

export const useMarkUnreadable = (recordingId: number, done: () => void) =>
  useRecordingChange(
    () =>
      callApi(RECORDING_CALLS.markRecordingUnreadable, {
        params: { recordingId },
        ignoreSessionEnd: true,
      }),
    done,
  );

import { LEAVE_CALLS } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { HistoryQuery } from '../lib/history-params';
import type { TimeRange } from '../lib/leave-picks';
import { LEAVE_KEY } from './leave-keys';

/** The policy, this contract period's counts, the credits and the free passes left. */
export const useLeaveInfo = () =>
  useQuery({
    queryKey: [...LEAVE_KEY, 'info'],
    queryFn: ({ signal }) => callApi(LEAVE_CALLS.info, { signal }),
    staleTime: 30_000,
  });

/** The teacher's held times in the range, each with its tier and refusal now. */
export const useLeaveCourses = (range: TimeRange) =>
  useQuery({
    queryKey: [...LEAVE_KEY, 'courses', range.startTime],
    queryFn: ({ signal }) => callApi(LEAVE_CALLS.courseList, { signal, query: range }),
  });

/** One page of the cancellation history (a Beijing month, a kind). */
export const useCancelHistory = (query: HistoryQuery) =>
  useQuery({
    queryKey: [...LEAVE_KEY, 'history', query],
    queryFn: ({ signal }) => callApi(LEAVE_CALLS.history, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** One record with its classes, costs and appeal (a cancellation or a no-show). */
export const useLeaveRecord = (leaveId: number | null) =>
  useQuery({
    queryKey: [...LEAVE_KEY, 'record', leaveId],
    queryFn: ({ signal }) =>
      callApi(LEAVE_CALLS.detail, { signal, query: { leaveId: leaveId ?? 0 } }),
    enabled: leaveId !== null,
  });

import { FIXED_CALLS, type FixedRequestStatus } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { FIXED_KEY } from './fixed-keys';

/** Whether the teacher may offer fixed classes (spec section 6: checked by a call). */
export const useFixedPermission = () =>
  useQuery({
    queryKey: [...FIXED_KEY, 'permission'],
    queryFn: ({ signal }) => callApi(FIXED_CALLS.permission, { signal }),
    staleTime: 60_000,
  });

/** What the set-up offers: class types, each weekday's unit starts, the limits. */
export const useFixedConfig = (enabled: boolean) =>
  useQuery({
    queryKey: [...FIXED_KEY, 'config'],
    queryFn: ({ signal }) => callApi(FIXED_CALLS.quickConfig, { signal }),
    enabled,
    staleTime: 60_000,
  });

/** Requests for fixed places (one status, or all); looked at again every minute. */
export const useFixedRequests = (status: FixedRequestStatus | null, enabled: boolean) =>
  useQuery({
    queryKey: [...FIXED_KEY, 'requests', status],
    queryFn: ({ signal }) =>
      callApi(FIXED_CALLS.acceptList, { signal, query: status ? { status } : {} }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useFixedPeriods = (enabled: boolean) =>
  useQuery({
    queryKey: [...FIXED_KEY, 'periods'],
    queryFn: ({ signal }) => callApi(FIXED_CALLS.periodList, { signal }),
    enabled,
  });

/** Requests waiting on the teacher and periods asking whether they continue. */
export const useFixedReminders = (enabled: boolean) =>
  useQuery({
    queryKey: [...FIXED_KEY, 'reminders'],
    queryFn: ({ signal }) => callApi(FIXED_CALLS.reminders, { signal }),
    enabled,
    refetchInterval: 60_000,
  });

import {
  LEAVE_CALLS,
  type AppealRequest,
  type FixedLeaveConfirm,
  type LeaveRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { TEACHER_KEY } from '../../teacher/public';
import { LEAVE_KEY } from './leave-keys';

/**
 * After a cancellation every teacher query is read again: the schedule's week and class
 * lists lost the classes, the leave screens' counts and history gained them.
 */
function useRefreshTeacherArea() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TEACHER_KEY] });
}

/**
 * The leave call: a preview (`preview: true`) answers the cost and writes nothing; a
 * confirmation (`preview: false` with the preview's fingerprint) gives the classes back.
 */
export function useLeave() {
  const refresh = useRefreshTeacherArea();
  return useMutation({
    mutationFn: (body: LeaveRequest) => callApi(LEAVE_CALLS.leave, { body }),
    onSuccess: (answer) => (answer.preview ? undefined : refresh()),
  });
}

export interface FixedLeavePreviewRequest {
  periodId: number;
  startTime: number;
  scope: 'ONE' | 'REST';
  type: FixedLeaveConfirm['type'];
}

/** The previewed cost of leaving a fixed class's week (or the rest of its period). */
export function useFixedLeavePreview() {
  return useMutation({
    mutationFn: (query: FixedLeavePreviewRequest) => callApi(LEAVE_CALLS.fixedLeaveInfo, { query }),
  });
}

export function useConfirmFixedLeave() {
  const refresh = useRefreshTeacherArea();
  return useMutation({
    mutationFn: (body: FixedLeaveConfirm) => callApi(LEAVE_CALLS.fixedLeaveConfirm, { body }),
    onSuccess: () => refresh(),
  });
}

/** Contests a no-show or an emergency cancellation, once, with a message. */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealRequest) => callApi(LEAVE_CALLS.appeal, { body }),
    onSuccess: (record) => {
      queryClient.setQueryData([...LEAVE_KEY, 'record', record.leaveId], record);
      return queryClient.invalidateQueries({ queryKey: LEAVE_KEY });
    },
  });
}

/** Removes a no-show with this contract year's free pass. */
export function useFreeNoShowRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaveId: number) => callApi(LEAVE_CALLS.freeNoShowRemoval, { body: { leaveId } }),
    onSuccess: ({ record }) => {
      queryClient.setQueryData([...LEAVE_KEY, 'record', record.leaveId], record);
      return queryClient.invalidateQueries({ queryKey: LEAVE_KEY });
    },
  });
}

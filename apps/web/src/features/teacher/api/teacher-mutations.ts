import {
  ACCOUNT_CALLS,
  PROFILE_CALLS,
  type BankUpdateRequest,
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bankInfoQuery, profileInfoQuery, TEACHER_KEY } from './teacher-queries';

/** After a change every teacher query is read again: the header, the home page, the checks. */
function useRefreshTeacher() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TEACHER_KEY] });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeacher();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) => callApi(PROFILE_CALLS.updateProfile, { body }),
    onSuccess: (info) => {
      queryClient.setQueryData(profileInfoQuery.queryKey, info);
      return refresh();
    },
  });
}

export function useUpdateTimeZone() {
  const refresh = useRefreshTeacher();
  return useMutation({
    mutationFn: (timeZone: string) => callApi(PROFILE_CALLS.updateTimeZone, { body: { timeZone } }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateBank() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeacher();
  return useMutation({
    mutationFn: (body: BankUpdateRequest) => callApi(PROFILE_CALLS.updateBank, { body }),
    onSuccess: (info) => {
      queryClient.setQueryData(bankInfoQuery.queryKey, info);
      return refresh();
    },
  });
}

/** The account's password (the existing update-password call); other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi(ACCOUNT_CALLS.changePassword, { body }),
  });
}

import {
  REVIEW_CALLS,
  type ApplicantOwnerRequest,
  type PersonNoteRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/*
 * An applicant's owner, notes and timeline (decision 069), each its own read. A change of
 * owner or a new note reads the applicant, the list and the timeline again.
 */
const R = REVIEW_CALLS;
const applicantKey = (userId: number) => ['ops', 'applicant', userId] as const;

/** The members an applicant can be given to (only asked by a member who may assign). */
export function useApplicantOwners(enabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'applicant-owners'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(R.listApplicantOwners, { signal, ignoreSessionEnd: true })),
    enabled,
  });
}

export function useAssignApplicantOwner(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicantOwnerRequest) =>
      opsCall(queryClient, () =>
        callApi(R.assignApplicantOwner, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'applicants'] }),
      ]),
  });
}

export function useApplicantNotes(userId: number) {
  return useQuery({
    queryKey: [...applicantKey(userId), 'notes'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(R.listApplicantNotes, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
  });
}

export function useAddApplicantNote(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonNoteRequest) =>
      opsCall(queryClient, () =>
        callApi(R.addApplicantNote, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKey(userId) }),
  });
}

export function useApplicantTimeline(userId: number) {
  return useQuery({
    queryKey: [...applicantKey(userId), 'timeline'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(R.getApplicantTimeline, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
  });
}

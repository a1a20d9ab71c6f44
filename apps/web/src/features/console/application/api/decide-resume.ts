import { type ResumeDecision, REVIEW_CALLS } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { applicantQuery } from './get-applicant';
import { opsCall } from '../../shell/api/ops-call';

/**
 * A recruiter's decision on a resume: Pass (to the interview), Reject
 * or Standby with a reason. The server mails the applicant and answers the updated detail.
 */
export function useDecideResume(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResumeDecision) =>
      opsCall(queryClient, () =>
        callApi(REVIEW_CALLS.decideResume, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicantQuery(userId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'applicants'] });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'funnel'] });
    },
  });
}

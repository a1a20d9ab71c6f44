import { applicantDetailResponse, type ResumeDecision } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicantQuery } from './get-applicant';
import { opsCall } from './ops-call';

const applicantDetail = applicantDetailResponse.shape.data;

/**
 * POST /ops/applicants/:userId/resume-decision (RECRUITER): Pass (to the interview), Reject
 * or Standby with a reason. The server mails the applicant and answers the updated detail.
 */
export function useDecideResume(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResumeDecision) =>
      opsCall(queryClient, () =>
        api.post(`/ops/applicants/${userId}/resume-decision`, body, applicantDetail, {
          ignoreSessionEnd: true,
        }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicantQuery(userId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'applicants'] });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'funnel'] });
    },
  });
}

import {
  APPLICATION_CALLS,
  type BasicInfoStep,
  type FurtherInfoStep,
  type TeachingInfoStep,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../accounts/public';
import { callApi } from '../../../lib/api-client';
import { applicationStatusQuery } from './get-application-status';
import { resumeQuery } from './get-resume';

/** One step's checked fields (the contracts schema's output), as the server reads them. */
export type StepCommit =
  | { step: 1; values: BasicInfoStep }
  | { step: 2; values: TeachingInfoStep }
  | { step: 3; values: FurtherInfoStep };

/**
 * `commitStep` and that step's fields, flat (decision
 * 009; the certificate list goes as a list, which the server also reads). Step 3 submits:
 * the status and the login check's answer change, so both are asked again.
 */
export function useCommitResumeStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, values }: StepCommit) =>
      callApi(APPLICATION_CALLS.commitResumeStep, {
        body: { commitStep: String(step), ...values },
      }),
    onSuccess: async (_data, { step }) => {
      if (step !== 3) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationStatusQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: resumeQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}

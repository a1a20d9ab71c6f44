import { APPLICATION_CALLS } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../accounts/public';
import { callApi } from '../../../lib/api-client';
import { applicationStatusQuery } from './get-application-status';

/**
 * Applying again after a failed step (decision 068): the place and the login check's answer
 * change, so both are asked again; the caller then opens the basic information.
 */
export function useApplyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(APPLICATION_CALLS.applyAgain),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationStatusQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]),
  });
}

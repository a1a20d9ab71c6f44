import { STAFF_CALLS } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/** The school's figures (decision 069), one call; asked only by a member who may read them. */
export function useSchoolFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'school-figures'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(STAFF_CALLS.schoolFigures, { signal, ignoreSessionEnd: true })),
    staleTime: 30_000,
    enabled,
  });
}

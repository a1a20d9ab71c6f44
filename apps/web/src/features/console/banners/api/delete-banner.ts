import { BANNER_CALLS } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from '../../shell/api/ops-call';

/** Deletes the banner and its picture. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      opsCall(queryClient, () =>
        callApi(BANNER_CALLS.remove, { params: { bannerId: id }, ignoreSessionEnd: true }),
      ),
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

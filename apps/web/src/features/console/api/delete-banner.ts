import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyPayload, api } from '../../../lib/api-client';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from './ops-call';

/** DELETE /ops/banners/:id: the banner and its picture. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      opsCall(queryClient, () =>
        api.delete(`/ops/banners/${id}`, anyPayload, { ignoreSessionEnd: true }),
      ),
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

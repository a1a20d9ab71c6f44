import { BANNER_CALLS, type UpdateBannerRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from '../../shell/api/ops-call';

export interface BannerChange extends UpdateBannerRequest {
  id: number;
}

/** A banner's title, link or ON/OFF. */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: BannerChange) =>
      opsCall(queryClient, () =>
        callApi(BANNER_CALLS.update, {
          params: { bannerId: id },
          body: changes,
          ignoreSessionEnd: true,
        }),
      ),
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

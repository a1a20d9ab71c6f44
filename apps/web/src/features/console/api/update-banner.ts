import type { UpdateBannerRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managedBanner } from './banner-schemas';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from './ops-call';

export interface BannerChange extends UpdateBannerRequest {
  id: number;
}

/** POST /ops/banners/:id: title, link or ON/OFF. */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: BannerChange) =>
      opsCall(queryClient, () =>
        api.post(`/ops/banners/${id}`, changes, managedBanner, { ignoreSessionEnd: true }),
      ),
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

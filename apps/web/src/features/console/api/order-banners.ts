import type { BannerKind } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managedBannerList } from './banner-schemas';
import { managedBannersQuery } from './get-managed-banners';
import { opsCall } from './ops-call';

export interface BannerOrderChange {
  kind: BannerKind;
  ids: number[];
}

/** POST /ops/banners/order: the kind's banners, first shown first; answers the new list. */
export function useOrderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: BannerOrderChange) =>
      opsCall(queryClient, () =>
        api.post('/ops/banners/order', order, managedBannerList, { ignoreSessionEnd: true }),
      ),
    onSuccess: (list, { kind }) => {
      queryClient.setQueryData(managedBannersQuery(kind).queryKey, list);
      return queryClient.invalidateQueries({ queryKey: ['site', 'banners'] });
    },
  });
}

import { BANNER_CALLS, type BannerKind } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { managedBannersQuery } from './get-managed-banners';
import { opsCall } from '../../shell/api/ops-call';

export interface BannerOrderChange {
  kind: BannerKind;
  ids: number[];
}

/** The kind's banners, first shown first; answers the new list. */
export function useOrderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: BannerOrderChange) =>
      opsCall(queryClient, () =>
        callApi(BANNER_CALLS.order, { body: order, ignoreSessionEnd: true }),
      ),
    onSuccess: (list, { kind }) => {
      queryClient.setQueryData(managedBannersQuery(kind).queryKey, list);
      return queryClient.invalidateQueries({ queryKey: ['site', 'banners'] });
    },
  });
}

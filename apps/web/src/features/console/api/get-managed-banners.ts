import type { BannerKind } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managedBannerList } from './banner-schemas';
import { opsCall } from './ops-call';

export const MANAGED_BANNERS_PATH = '/ops/banners';

/** The console's banner queries, and the landing page's public list: both change together. */
export const BANNER_QUERY_KEYS = [
  ['ops', 'banners'],
  ['site', 'banners'],
] as const;

/** GET /ops/banners?kind= (OPERATIONS): every banner of a kind, ON and OFF, in order. */
export const managedBannersQuery = (kind: BannerKind) =>
  queryOptions({
    queryKey: ['ops', 'banners', kind] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        api.get(MANAGED_BANNERS_PATH, managedBannerList, {
          query: { kind },
          signal,
          ignoreSessionEnd: true,
        }),
      ),
  });

export function useManagedBanners(kind: BannerKind) {
  return useQuery(managedBannersQuery(kind));
}

import { BANNER_CALLS, type BannerKind } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/** The console's banner queries, and the landing page's public list: both change together. */
export const BANNER_QUERY_KEYS = [
  ['ops', 'banners'],
  ['site', 'banners'],
] as const;

/** Every banner of a kind, ON and OFF, in order. */
export const managedBannersQuery = (kind: BannerKind) =>
  queryOptions({
    queryKey: ['ops', 'banners', kind] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(BANNER_CALLS.manageList, { query: { kind }, signal, ignoreSessionEnd: true }),
      ),
  });

export function useManagedBanners(kind: BannerKind) {
  return useQuery(managedBannersQuery(kind));
}

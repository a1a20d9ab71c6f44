import { FIRST_LOAD_ADDRESSES, type BannerKind } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lazyCall } from '../../../lib/api-client';

const bannerList = lazyCall(FIRST_LOAD_ADDRESSES.bannerList, () =>
  import('./content-schemas').then((m) => m.BANNER_CALLS.list),
);

/**
 * The banners staff switched ON, in their order. Public data (a 'site' key: it survives a
 * sign-out).
 */
export const bannersQuery = (kind: BannerKind) =>
  queryOptions({
    queryKey: ['site', 'banners', kind] as const,
    queryFn: ({ signal }) => callApi(bannerList, { query: { type: kind }, signal }),
    staleTime: 60_000,
  });

export function useBanners(kind: BannerKind) {
  return useQuery(bannersQuery(kind));
}

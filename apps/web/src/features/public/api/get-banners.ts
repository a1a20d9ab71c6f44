import type { BannerKind } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BANNER_LIST_PATH = '/t/tn/banner/list';

const bannerListSchema = () => import('./content-schemas').then((m) => m.bannerList);

/**
 * GET /t/tn/banner/list?type=: the banners staff switched ON, in their order. Public data
 * (a 'site' key: it survives a sign-out).
 */
export const bannersQuery = (kind: BannerKind) =>
  queryOptions({
    queryKey: ['site', 'banners', kind] as const,
    queryFn: ({ signal }) =>
      api.get(BANNER_LIST_PATH, bannerListSchema, { query: { type: kind }, signal }),
    staleTime: 60_000,
  });

export function useBanners(kind: BannerKind) {
  return useQuery(bannersQuery(kind));
}

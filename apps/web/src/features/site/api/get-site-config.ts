import { FIRST_LOAD_ADDRESSES } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lazyCall } from '../../../lib/api-client';

const siteConfig = lazyCall(FIRST_LOAD_ADDRESSES.siteConfig, () =>
  import('./site-schemas').then((m) => m.SYSTEM_CALLS.siteConfig),
);

/** Public settings (support address, external links); they change with a deployment only. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'config'] as const,
  queryFn: ({ signal }) => callApi(siteConfig, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

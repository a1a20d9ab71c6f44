import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_CONFIG_PATH } from '@portal/contracts';
import { api } from '../../../lib/api-client';

const siteConfigSchema = () => import('./site-schemas').then((m) => m.siteConfig);

/** Public settings (support address, external links); they change with a deployment only. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'config'] as const,
  queryFn: ({ signal }) => api.get(SITE_CONFIG_PATH, siteConfigSchema, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

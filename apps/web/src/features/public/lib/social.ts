import type { SiteConfig } from '@portal/contracts';

/** The social networks of spec section 9, in the spec's order (keys of the site config). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'twitter',
  'glassdoor',
] as const satisfies readonly (keyof SiteConfig['links'])[];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** The configured networks, in order; a network without an address is left out. */
export function socialLinks(config: Pick<SiteConfig, 'links'> | undefined): SocialLink[] {
  if (!config) return [];
  return SOCIAL_NETWORKS.filter((network) => config.links[network]).map((network) => ({
    network,
    href: config.links[network],
  }));
}

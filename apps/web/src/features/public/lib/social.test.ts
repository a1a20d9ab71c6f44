import type { SiteConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, socialLinks } from './social';

describe('social links', () => {
  it('are the six networks of the spec, in its order', () => {
    expect(SOCIAL_NETWORKS).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'youtube',
      'twitter',
      'glassdoor',
    ]);
  });

  it('leave out a network without an address, and everything before the config', () => {
    const links = {
      facebook: 'https://facebook.example',
      instagram: '',
      linkedin: 'https://linkedin.example',
      youtube: 'https://youtube.example',
      twitter: 'https://twitter.example',
      glassdoor: 'https://glassdoor.example',
    } as SiteConfig['links'];
    expect(socialLinks({ links }).map((link) => link.network)).toEqual([
      'facebook',
      'linkedin',
      'youtube',
      'twitter',
      'glassdoor',
    ]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});

describe('social links: exact links', () => {
  it('pair each configured network with its address', () => {
    const links = {
      facebook: '',
      instagram: 'https://instagram.example',
      linkedin: '',
      youtube: '',
      twitter: '',
      glassdoor: 'https://glassdoor.example',
    } as SiteConfig['links'];
    expect(socialLinks({ links })).toStrictEqual([
      { network: 'instagram', href: 'https://instagram.example' },
      { network: 'glassdoor', href: 'https://glassdoor.example' },
    ]);
  });
});

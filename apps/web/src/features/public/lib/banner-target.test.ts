import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('where a banner click goes', () => {
  it('follows our own paths through the router, with or without the base path', () => {
    expect(bannerTarget('/learn')).toEqual({ kind: 'route', path: '/learn' });
    expect(bannerTarget('/v2/refcenter')).toEqual({ kind: 'route', path: '/refcenter' });
    expect(bannerTarget('/home?type=register')).toEqual({
      kind: 'route',
      path: '/home?type=register',
    });
  });

  it('opens https addresses in a new window', () => {
    expect(bannerTarget('https://shop.example.com/a')).toEqual({
      kind: 'external',
      href: 'https://shop.example.com/a',
    });
  });

  it('leads nowhere for an empty link or anything else', () => {
    expect(bannerTarget('')).toEqual({ kind: 'none' });
    expect(bannerTarget('//evil.example.com')).toEqual({ kind: 'none' });
    expect(bannerTarget('http://plain.example.com')).toEqual({ kind: 'none' });
    expect(bannerTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    for (const hostile of [
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/v2//evil.example',
      'https://portal.example@evil.example/',
    ]) {
      expect(bannerTarget(hostile), hostile).toEqual({ kind: 'none' });
    }
  });
});

describe('banner targets: the base path', () => {
  it('reads the base path alone, or with a query, as the app’s root', () => {
    expect(bannerTarget('/v2')).toEqual({ kind: 'route', path: '/' });
    expect(bannerTarget('/v2?type=login')).toEqual({ kind: 'route', path: '/?type=login' });
    expect(bannerTarget('/v2/')).toEqual({ kind: 'route', path: '/' });
  });

  it('keeps a path that only starts like the base path', () => {
    expect(bannerTarget('/v2learn')).toEqual({ kind: 'route', path: '/v2learn' });
  });

  it('trims the saved link', () => {
    expect(bannerTarget('  /learn  ')).toEqual({ kind: 'route', path: '/learn' });
    expect(bannerTarget(' https://shop.example.com ')).toEqual({
      kind: 'external',
      href: 'https://shop.example.com',
    });
  });
});

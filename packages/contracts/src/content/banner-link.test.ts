import { describe, expect, it } from 'vitest';
import { isHttpsAddress, isSameSitePath } from './banner-link.js';

describe('banner links', () => {
  it('accept pages of this site, with a query or a fragment', () => {
    for (const path of ['/', '/learn', '/v2/refcenter', '/home?type=register', '/learn#top']) {
      expect(isSameSitePath(path), path).toBe(true);
    }
    expect(isSameSitePath('/learn%20more')).toBe(true);
  });

  it('refuse paths that a browser or a router would take to another host', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/v2//evil.example',
      '/a/../..//evil.example',
      'evil.example',
      'https://evil.example',
      '/100%',
    ]) {
      expect(isSameSitePath(hostile), hostile).toBe(false);
    }
  });

  it('accept https addresses, not other schemes, odd forms or a user name', () => {
    expect(isHttpsAddress('https://shop.example.com/a?b=1')).toBe(true);
    for (const wrong of [
      'http://plain.example',
      'javascript:alert(1)',
      'https:evil.example',
      'https:/evil.example',
      'https://portal.example@evil.example/',
      'https://',
      'https://a b.example',
    ]) {
      expect(isHttpsAddress(wrong), wrong).toBe(false);
    }
  });
});

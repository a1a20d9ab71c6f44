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

  it('accept a query or a fragment that holds slashes: only the path must stay on the site', () => {
    expect(isSameSitePath('/learn?back=//')).toBe(true);
    expect(isSameSitePath('/home?next=https://evil.example//')).toBe(true);
    expect(isSameSitePath('/learn#//')).toBe(true);
  });

  it('refuse a tab or a line break that the URL parser drops to reach another host', () => {
    expect(isSameSitePath('/\t/evil.example')).toBe(false);
    expect(isSameSitePath('/\n/evil.example')).toBe(false);
    // The parser drops the line break and then fails on the host: still not a page of ours.
    expect(isSameSitePath('/\n/[')).toBe(false);
  });

  it('decode a path three times at most: one still encoded after that is refused', () => {
    // A space encoded once, twice and three times settles within three decodings.
    expect(isSameSitePath('/a%20b')).toBe(true);
    expect(isSameSitePath('/a%2520b')).toBe(true);
    expect(isSameSitePath('/a%252520b')).toBe(true);
    // Four times: still changing after the third decoding.
    expect(isSameSitePath('/a%25252520b')).toBe(false);
    expect(isSameSitePath('/a%2525252520b')).toBe(false);
  });

  it('refuse an https address with blanks around it or a host the parser refuses', () => {
    expect(isHttpsAddress('HTTPS://shop.example.com')).toBe(true);
    for (const wrong of [
      ' https://shop.example.com',
      'https://shop.example.com ',
      'https://shop.example.com\n',
      'xhttps://shop.example.com',
      'https://[nope]/',
      'https:///',
      'https://exa<mple.com/',
      'https://:secret@shop.example.com/',
    ]) {
      expect(isHttpsAddress(wrong), wrong).toBe(false);
    }
  });
});

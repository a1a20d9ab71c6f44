import { describe, expect, it, vi } from 'vitest';
import { browserPlatformHints, detectPlatform } from './platform';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('the visitor platform', () => {
  it('prefers userAgentData.platform', () => {
    expect(detectPlatform({ userAgentData: { platform: 'Windows' }, userAgent: MAC })).toBe(
      'windows',
    );
    expect(detectPlatform({ userAgentData: { platform: 'macOS' }, userAgent: WINDOWS })).toBe(
      'mac',
    );
    expect(detectPlatform({ userAgentData: { platform: 'Linux' }, userAgent: WINDOWS })).toBeNull();
  });

  it('falls back to the user agent string', () => {
    expect(detectPlatform({ userAgent: WINDOWS })).toBe('windows');
    expect(detectPlatform({ userAgent: MAC })).toBe('mac');
    expect(detectPlatform({ userAgentData: { platform: '' }, userAgent: MAC })).toBe('mac');
  });

  it('knows neither phones nor Linux', () => {
    expect(detectPlatform({ userAgent: IPHONE })).toBeNull();
    expect(detectPlatform({ userAgent: LINUX })).toBeNull();
    expect(detectPlatform({})).toBeNull();
  });
});

describe('platform edges', () => {
  it('reads the named platform in any case', () => {
    expect(detectPlatform({ userAgentData: { platform: 'WINDOWS' } })).toBe('windows');
    expect(detectPlatform({ userAgentData: { platform: 'MacIntel' } })).toBe('mac');
    expect(detectPlatform({ userAgentData: { platform: 'Android' }, userAgent: MAC })).toBeNull();
  });

  it('knows a phone before its desktop words, and Windows before Mac', () => {
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Windows)' })).toBeNull();
    expect(
      detectPlatform({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' }),
    ).toBeNull();
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (iPod touch; like Mac OS X)' })).toBeNull();
    expect(detectPlatform({ userAgent: 'Windows; Mac OS X' })).toBe('windows');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Mac OS X 10_15)' })).toBe('mac');
  });

  it('reads the browser’s hints, and none outside a browser', () => {
    vi.stubGlobal('navigator', { userAgent: WINDOWS, userAgentData: { platform: 'Windows' } });
    try {
      expect(browserPlatformHints()).toStrictEqual({
        userAgentData: { platform: 'Windows' },
        userAgent: WINDOWS,
      });
      vi.stubGlobal('navigator', undefined);
      expect(browserPlatformHints()).toStrictEqual({});
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

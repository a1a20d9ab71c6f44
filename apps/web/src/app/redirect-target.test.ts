import { describe, expect, it } from 'vitest';
import { fallbackLocation } from './redirect-target';

describe('fallbackLocation', () => {
  it('goes to /home', () => {
    expect(fallbackLocation('http://localhost/v2/nope')).toBe('/home');
  });

  it('keeps the query string (referral and poster parameters)', () => {
    expect(fallbackLocation('http://localhost/v2/?referralCode=123&poster=a')).toBe(
      '/home?referralCode=123&poster=a',
    );
  });
});

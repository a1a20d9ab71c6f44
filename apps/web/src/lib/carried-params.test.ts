import { CARRIED_QUERY_PARAMS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { withCarriedParams } from './carried-params';

describe('withCarriedParams', () => {
  it('carries exactly the referral and poster parameters (spec section 2)', () => {
    expect([...CARRIED_QUERY_PARAMS]).toEqual(['referralCode', 'rf', 'poster']);
    expect(withCarriedParams('/home', '?referralCode=12&rf=9&poster=p1&type=login&x=1')).toBe(
      '/home?referralCode=12&rf=9&poster=p1',
    );
  });

  it('leaves the target as it is when the current address carries nothing', () => {
    expect(withCarriedParams('/learn', '')).toBe('/learn');
    expect(withCarriedParams('/learn', '?type=register')).toBe('/learn');
    expect(withCarriedParams('/learn', '?referralCode=')).toBe('/learn');
  });

  it('adds to the query the target has, after its own parameters', () => {
    expect(withCarriedParams('/home?type=register', '?poster=summer')).toBe(
      '/home?type=register&poster=summer',
    );
  });

  it('keeps a parameter the target names itself as the target gives it', () => {
    expect(withCarriedParams('/home?rf=1', '?rf=2&poster=p')).toBe('/home?rf=1&poster=p');
    expect(withCarriedParams('/home?rf=', '?rf=2')).toBe('/home?rf=');
  });

  it('keeps the fragment last, after the carried parameters', () => {
    expect(withCarriedParams('/faq#fees', '?rf=7')).toBe('/faq?rf=7#fees');
    expect(withCarriedParams('/faq?a=1#fees', '?rf=7')).toBe('/faq?a=1&rf=7#fees');
    expect(withCarriedParams('/faq#fees', '')).toBe('/faq#fees');
    expect(withCarriedParams('/faq#a?b=1', '?rf=7')).toBe('/faq?rf=7#a?b=1');
  });

  it('reads a current query given without its question mark', () => {
    expect(withCarriedParams('/home', 'referralCode=5')).toBe('/home?referralCode=5');
  });

  it('drops an empty query mark of the target', () => {
    expect(withCarriedParams('/home?', '')).toBe('/home');
    expect(withCarriedParams('/home?', '?poster=x')).toBe('/home?poster=x');
  });
});

import { describe, expect, it } from 'vitest';
import { digitsOnly, linkReferralCode, registrationExtras } from './link-params';

describe('digitsOnly', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('12a 3-4')).toBe('1234');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('linkReferralCode', () => {
  it('takes referralCode, else rf, digits only', () => {
    expect(linkReferralCode('?referralCode=12345678')).toBe('12345678');
    expect(linkReferralCode('?rf=55')).toBe('55');
    expect(linkReferralCode('?referralCode=1x2&rf=9')).toBe('12');
    expect(linkReferralCode('?referralCode=abc&rf=9')).toBe('9');
  });

  it('is undefined without a usable code', () => {
    expect(linkReferralCode('')).toBeUndefined();
    expect(linkReferralCode('?referralCode=abc')).toBeUndefined();
  });
});

describe('registrationExtras', () => {
  it('carries the poster and an ad click id into the registration', () => {
    expect(registrationExtras('?poster=summer&t_ick=c1&type=register')).toEqual({
      poster: 'summer',
      t_ick: 'c1',
    });
    expect(registrationExtras('?poster=%20')).toEqual({});
  });
});

describe('registrationExtras: each part alone', () => {
  it('carries an ad click id without a poster, trimmed', () => {
    expect(registrationExtras('?t_ick=%20c9%20')).toStrictEqual({ t_ick: 'c9' });
    expect(registrationExtras('?poster=%20summer%20&t_ick=')).toStrictEqual({ poster: 'summer' });
    expect(registrationExtras('')).toStrictEqual({});
  });
});

describe('linkReferralCode: digits only', () => {
  it('reads rf when referralCode is empty, and keeps leading zeros', () => {
    expect(linkReferralCode('?referralCode=&rf=0042')).toBe('0042');
    expect(linkReferralCode('?rf=a1b2')).toBe('12');
    expect(linkReferralCode('?rf=-')).toBeUndefined();
  });
});

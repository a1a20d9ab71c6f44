import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MODES,
  DEFAULT_MODE,
  MODE_PARAM,
  modeFromSearch,
  modeToggle,
  searchForMode,
} from './account-mode';

describe('modeFromSearch', () => {
  it('reads ?type=register|login|reset, in any case', () => {
    expect(modeFromSearch('?type=login')).toBe('login');
    expect(modeFromSearch('?type=RESET')).toBe('reset');
    expect(modeFromSearch('?type=register&poster=p')).toBe('register');
  });

  it('defaults to register for a missing or unknown type', () => {
    expect(modeFromSearch('')).toBe('register');
    expect(modeFromSearch('?type=admin')).toBe('register');
  });
});

describe('searchForMode', () => {
  it('sets the type and keeps the referral and poster parameters only', () => {
    expect(searchForMode('?referralCode=12&poster=p1&rf=9&x=1&type=register', 'login')).toBe(
      '?type=login&referralCode=12&rf=9&poster=p1',
    );
    expect(searchForMode('', 'reset')).toBe('?type=reset');
  });
});

describe('modeToggle', () => {
  it('offers sign-up on the sign-in form and sign-in everywhere else', () => {
    expect(modeToggle('/home', '?type=login')).toEqual({
      label: 'signUp',
      to: '/home?type=register',
    });
    expect(modeToggle('/home', '')).toEqual({ label: 'signIn', to: '/home?type=login' });
    expect(modeToggle('/home', '?type=reset')).toEqual({ label: 'signIn', to: '/home?type=login' });
    expect(modeToggle('/reset', '?userId=1&code=x')).toEqual({
      label: 'signIn',
      to: '/home?type=login',
    });
  });

  it('carries the referral parameters', () => {
    expect(modeToggle('/home', '?referralCode=77').to).toBe('/home?type=login&referralCode=77');
  });
});

describe('the modes and their parameter', () => {
  it('are register, login and reset under ?type=, register by default', () => {
    expect([...ACCOUNT_MODES]).toEqual(['register', 'login', 'reset']);
    expect(DEFAULT_MODE).toBe('register');
    expect(MODE_PARAM).toBe('type');
  });

  it('reads a type with spaces around it', () => {
    expect(modeFromSearch('?type=%20Login%20')).toBe('login');
    expect(modeFromSearch('?mode=login')).toBe('register');
  });

  it('carries no empty parameter, and replaces the old type', () => {
    expect(searchForMode('?rf=&poster=p&type=login', 'register')).toBe('?type=register&poster=p');
  });

  it('offers sign-in on another page even with ?type=login', () => {
    expect(modeToggle('/learn', '?type=login')).toEqual({
      label: 'signIn',
      to: '/home?type=login',
    });
  });
});

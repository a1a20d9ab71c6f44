import { CARRIED_QUERY_PARAMS } from '@portal/contracts';

/** The login form's three modes (spec section 2), chosen by `?type=` on /home. */
export const ACCOUNT_MODES = ['register', 'login', 'reset'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];
export const DEFAULT_MODE: AccountMode = 'register';
export const MODE_PARAM = 'type';

export function modeFromSearch(search: string): AccountMode {
  const type = new URLSearchParams(search).get(MODE_PARAM)?.trim().toLowerCase();
  return ACCOUNT_MODES.find((mode) => mode === type) ?? DEFAULT_MODE;
}

/** The query string of another mode: the carried referral and poster parameters stay. */
export function searchForMode(search: string, mode: AccountMode): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams({ [MODE_PARAM]: mode });
  for (const name of CARRIED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value) next.set(name, value);
  }
  return `?${next.toString()}`;
}

export interface ModeToggle {
  label: 'signIn' | 'signUp';
  to: string;
}

/**
 * The header's Sign In / Sign Up toggle: the sign-in form offers sign-up, every other page
 * (and the other modes) offers sign-in.
 */
export function modeToggle(pathname: string, search: string): ModeToggle {
  const onSignIn = pathname === '/home' && modeFromSearch(search) === 'login';
  return onSignIn
    ? { label: 'signUp', to: `/home${searchForMode(search, 'register')}` }
    : { label: 'signIn', to: `/home${searchForMode(search, 'login')}` };
}

import { isTimeZoneName } from './dates';

/** Where the applicant's chosen zone is kept: this browser only (spec section 3, timezone). */
export const TIME_ZONE_KEY = 'portal.timeZone';

/** The browser's own zone, the default ("useLocal"); UTC when the browser does not say. */
export function guessTimeZone(): string {
  const guessed = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return guessed && isTimeZoneName(guessed) ? guessed : 'UTC';
}

/** The zone chosen before, if it is still a zone this browser knows. */
export function storedTimeZone(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    const stored = storage.getItem(TIME_ZONE_KEY);
    return stored && isTimeZoneName(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The zone the applicant reads times in: the one chosen on the booking pages, else the browser's. */
export function applicantZone(): string {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return (storage && storedTimeZone(storage)) ?? guessTimeZone();
}

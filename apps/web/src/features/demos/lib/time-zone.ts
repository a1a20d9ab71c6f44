import { inZone, isTimeZoneName } from '../../../lib/dates';

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

/** Every IANA zone the browser knows, the guessed one included. */
export function timeZoneNames(guessed: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(guessed) ? known : [guessed, ...known];
}

/** `UTC+08:00`, `UTC-04:30`, `UTC+00:00`: the zone's offset at an instant. */
export function offsetLabel(zone: string, at: number): string {
  const minutes = inZone(at, zone).utcOffset();
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(whole % 60).padStart(2, '0')}`;
}

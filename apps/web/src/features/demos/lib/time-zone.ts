import { inZone, isTimeZoneName } from '../../../lib/dates';

// The applicant's chosen zone is read by the application's screens too (decision 068).
export { guessTimeZone, storedTimeZone, TIME_ZONE_KEY } from '../../../lib/applicant-zone';

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

/** How far one zone's clock is ahead of another's at an instant, in minutes (behind: < 0). */
export function zoneGap(zone: string, other: string, at: number): number {
  return inZone(at, zone).utcOffset() - inZone(at, other).utcOffset();
}

/**
 * The gap between the applicant's clock and the member's on the session's day, when it is not
 * today's (a clock change in one of the zones falls in between); null when it is the same, or
 * the member's zone is not known.
 */
export function gapChangeBefore(
  session: { startTime: number; staffTimeZone: string | null },
  zone: string,
  now: number,
): { today: number; thatDay: number } | null {
  if (!session.staffTimeZone || !isTimeZoneName(session.staffTimeZone)) return null;
  const today = zoneGap(zone, session.staffTimeZone, now);
  const thatDay = zoneGap(zone, session.staffTimeZone, session.startTime);
  return today === thatDay ? null : { today, thatDay };
}

/** `8 h`, `5 h 30 min`, `45 min`: a gap's size, its direction left to the sentence. */
export function gapSize(minutes: number): string {
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

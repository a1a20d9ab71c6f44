import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT } from '@portal/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Where a time is shown: an IANA zone name ("Asia/Shanghai"), a fixed offset from UTC in
 * minutes (the timezone setting of spec section 3 carries an offset), or undefined for the
 * browser's own zone.
 */
export type ZoneRef = string | number | undefined;

/** Instants on the wire are epoch milliseconds; screens may hold Date objects. */
export type Instant = number | Date;

export function isTimeZoneName(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant seen in a zone. An unknown zone name falls back to the browser's zone rather
 * than breaking the screen (the name comes from stored settings).
 */
export function inZone(value: Instant, zone?: ZoneRef): Dayjs {
  const time = dayjs(value);
  if (typeof zone === 'number') return time.utcOffset(zone);
  if (typeof zone === 'string' && isTimeZoneName(zone)) return time.tz(zone);
  return time;
}

/** `YYYY/MM/DD` (spec section 2); an invalid instant gives an empty string. */
export function formatDate(value: Instant, zone?: ZoneRef): string {
  const time = inZone(value, zone);
  return time.isValid() ? time.format(DATE_FORMAT) : '';
}

/** `HH:mm` in the zone, for slot buttons and schedules. */
export function formatTime(value: Instant, zone?: ZoneRef): string {
  const time = inZone(value, zone);
  return time.isValid() ? time.format('HH:mm') : '';
}

/** `YYYY/MM/DD HH:mm` in the zone, for when something happened; empty for an invalid instant. */
export function formatDateTime(value: Instant, zone?: ZoneRef): string {
  const time = inZone(value, zone);
  return time.isValid() ? time.format(`${DATE_FORMAT} HH:mm`) : '';
}

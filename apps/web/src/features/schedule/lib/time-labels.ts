import { BEIJING_ZONE } from '@portal/contracts';
import { formatDate, formatTime, inZone } from '../../../lib/dates';
import { offsetLabel } from '../../demos/public';

export interface ZoneTime {
  /** `Mon` */
  weekday: string;
  /** `YYYY/MM/DD` */
  date: string;
  /** `HH:mm` */
  time: string;
}

/** An instant as a zone's clock shows it. */
export function zoneTime(at: number, zone: string): ZoneTime {
  return {
    weekday: inZone(at, zone).format('ddd'),
    date: formatDate(at, zone),
    time: formatTime(at, zone),
  };
}

export interface UnitTimes {
  local: ZoneTime;
  beijing: ZoneTime;
  /** The teacher's date is the Beijing date: the day need not be repeated beside the time. */
  sameDate: boolean;
}

/** A unit's time in the teacher's zone with the Beijing time beside it. */
export function unitTimes(at: number, zone: string): UnitTimes {
  const local = zoneTime(at, zone);
  const beijing = zoneTime(at, BEIJING_ZONE);
  return { local, beijing, sameDate: local.date === beijing.date };
}

/** `Mon 2026/11/30 06:00`: a full local time, for names and dialogs. */
export function fullText(time: ZoneTime): string {
  return `${time.weekday} ${time.date} ${time.time}`;
}

/**
 * The teacher's offset on a day when it is not today's (a daylight-saving change in between);
 * null when it is the same. Beijing keeps one offset, so the gap to Beijing changes with it.
 */
export function offsetChange(
  zone: string,
  at: number,
  now: number,
): { today: string; thatDay: string } | null {
  const today = inZone(now, zone).utcOffset();
  const thatDay = inZone(at, zone).utcOffset();
  if (today === thatDay) return null;
  return { today: offsetLabel(zone, now), thatDay: offsetLabel(zone, at) };
}

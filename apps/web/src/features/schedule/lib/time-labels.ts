import { BEIJING_ZONE } from '@portal/contracts';
import { inZone } from '../../../lib/dates';
import { zoneClock } from '../../../lib/zone-clock';
import { offsetLabel } from '../../demos/public';
import type { DayMode } from './day-mode';

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
  const { weekday, date, time } = zoneClock(at, zone);
  return { weekday, date, time };
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

/**
 * A unit's two times on its face: the time whose date is its column's stands alone, the
 * other names its weekday when its date differs (`Sat 09:00` beside a New York Friday 20:00).
 */
export function faceTimes(times: UnitTimes, mode: DayMode): { local: string; beijing: string } {
  const withDay = (time: ZoneTime) => (times.sameDate ? time.time : `${time.weekday} ${time.time}`);
  return mode === 'own'
    ? { local: times.local.time, beijing: withDay(times.beijing) }
    : { local: withDay(times.local), beijing: times.beijing.time };
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

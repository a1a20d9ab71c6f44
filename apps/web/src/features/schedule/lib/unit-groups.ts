import { WEEK_MS, type SlotUnit } from '@portal/contracts';
import dayjs from 'dayjs';
import { zoneClock } from '../../../lib/zone-clock';

/** A week shows its seven days (spec section 2: at most 7 days, am/pm split at 12:00). */
export const DAYS_IN_WEEK = 7;
const NOON_HOUR = 12;
const KEY_FORMAT = 'YYYY-MM-DD';

export interface UnitDay {
  /** The day's date in the column zone, `YYYY-MM-DD`: the column's identity. */
  key: string;
  /** `Mon` */
  weekday: string;
  /** `YYYY/MM/DD` */
  date: string;
  /** The day of the month, `30`. */
  day: string;
  am: SlotUnit[];
  pm: SlotUnit[];
}

/**
 * The day column an instant belongs to when days are `zone`'s (decision 062): its date on
 * that zone's clock, whatever the offset that day (a daylight-saving day keeps its date).
 */
export function dayKeyOf(at: number, zone: string): string {
  return zoneClock(at, zone).key;
}

function emptyDay(key: string): UnitDay {
  const date = dayjs.utc(key);
  return {
    key,
    weekday: date.format('ddd'),
    date: date.format('YYYY/MM/DD'),
    day: date.format('D'),
    am: [],
    pm: [],
  };
}

/** The dates `zone`'s clock shows during the Beijing week from `weekStart`, in order. */
function weekDates(weekStart: number, zone: string): string[] {
  const last = dayKeyOf(weekStart + WEEK_MS - 1, zone);
  const dates: string[] = [];
  let date = dayjs.utc(dayKeyOf(weekStart, zone));
  while (dates.length <= DAYS_IN_WEEK) {
    const key = date.format(KEY_FORMAT);
    dates.push(key);
    if (key === last) break;
    date = date.add(1, 'day');
  }
  return dates;
}

/**
 * The Beijing week's units by day and half day, the days being `zone`'s (decision 062): the
 * school's week is Beijing's (Monday 00:00 there), so in another zone it touches eight dates;
 * a first or last date with no unit is left out while more than seven remain (New York's
 * Sunday before the week's first class). Beijing's zone gives the seven Beijing days, empty
 * ones too. The 12:00 split is the column zone's. Units outside the week are left out; each
 * half is in order.
 */
export function groupUnits(units: readonly SlotUnit[], weekStart: number, zone: string): UnitDay[] {
  const days = new Map(weekDates(weekStart, zone).map((key) => [key, emptyDay(key)]));
  for (const unit of [...units].sort((a, b) => a.startTime - b.startTime)) {
    if (unit.startTime < weekStart || unit.startTime >= weekStart + WEEK_MS) continue;
    const day = days.get(dayKeyOf(unit.startTime, zone));
    if (!day) continue;
    (zoneClock(unit.startTime, zone).hour < NOON_HOUR ? day.am : day.pm).push(unit);
  }
  const list = [...days.values()];
  while (list.length > DAYS_IN_WEEK && !dayHasUnits(list[0] as UnitDay)) list.shift();
  while (list.length > DAYS_IN_WEEK && !dayHasUnits(list[list.length - 1] as UnitDay)) list.pop();
  return list;
}

/** Whether a day has any unit at all. */
export function dayHasUnits(day: UnitDay): boolean {
  return day.am.length + day.pm.length > 0;
}

/**
 * The day a phone shows (one at a time): the one picked, while the week has it; else the
 * same weekday as the one picked (another week); else today on the column zone's clock; else
 * the first day after today (the week ahead: its first), else the last.
 */
export function shownDayKey(
  days: readonly UnitDay[],
  picked: string | null,
  now: number,
  zone: string,
): string | undefined {
  if (picked) {
    const same = days.find((d) => d.key === picked);
    if (same) return same.key;
    const weekday = dayjs.utc(picked).format('ddd');
    const sameWeekday = days.find((d) => d.weekday === weekday);
    if (sameWeekday) return sameWeekday.key;
  }
  const today = dayKeyOf(now, zone);
  return (days.find((d) => d.key >= today) ?? days[days.length - 1])?.key;
}

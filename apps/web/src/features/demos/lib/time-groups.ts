import type { DemoTime } from '@portal/contracts';
import { inZone } from '../../../lib/dates';

/** The list shows a week at most (spec section 4: up to 7 days), morning and afternoon apart. */
export const DAYS_SHOWN = 7;

export interface DayOfTimes {
  /** `YYYY-MM-DD` in the zone: the group's key. */
  day: string;
  /** The day's first time, to label the group in the zone. */
  first: number;
  am: DemoTime[];
  pm: DemoTime[];
}

/** The week's range to ask for: from the start of today in the zone, seven days on. */
export function weekRange(now: number, zone: string): { startTime: number; endTime: number } {
  const today = inZone(now, zone).startOf('day');
  return { startTime: today.valueOf(), endTime: today.add(DAYS_SHOWN, 'day').valueOf() };
}

/**
 * Times grouped by their day in the zone, in order, at most seven days; a time before 12:00
 * in the zone is a morning time. A daylight-saving change moves no time: they are instants.
 */
export function groupByDay(times: readonly DemoTime[], zone: string): DayOfTimes[] {
  const days = new Map<string, DayOfTimes>();
  for (const time of [...times].sort((a, b) => a.startTime - b.startTime)) {
    const local = inZone(time.startTime, zone);
    const day = local.format('YYYY-MM-DD');
    let group = days.get(day);
    if (!group) {
      if (days.size === DAYS_SHOWN) break;
      group = { day, first: time.startTime, am: [], pm: [] };
      days.set(day, group);
    }
    (local.hour() < 12 ? group.am : group.pm).push(time);
  }
  return [...days.values()];
}

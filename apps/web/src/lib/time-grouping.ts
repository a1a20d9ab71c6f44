import { AM_PM_SPLIT_HOUR, TIME_GROUP_MAX_DAYS } from '@portal/contracts';
import { inZone, type ZoneRef } from './dates';

/** A slot is an epoch-ms start time or anything that carries one. */
export type SlotLike = number | { readonly startTime: number };

export interface DayGroup<T extends SlotLike> {
  /** The calendar day in the zone, `YYYY/MM/DD`. */
  date: string;
  /** Epoch ms of midnight that day, in the zone (for weekday labels). */
  dayStart: number;
  /** Before 12:00. */
  am: T[];
  /** 12:00 and after. */
  pm: T[];
}

export interface GroupOptions {
  timeZone?: ZoneRef;
  /** At most this many days, the earliest first (spec section 2: 7). */
  maxDays?: number;
}

const startOf = (slot: SlotLike): number => (typeof slot === 'number' ? slot : slot.startTime);

/**
 * Groups slots by calendar day in the given zone, earliest day first, each day split into
 * morning and afternoon at 12:00 (spec section 2, "Time grouping"). Slots of later days
 * beyond `maxDays` are left out; within a half-day slots are in time order.
 */
export function groupSlotsByDay<T extends SlotLike>(
  slots: readonly T[],
  { timeZone, maxDays = TIME_GROUP_MAX_DAYS }: GroupOptions = {},
): DayGroup<T>[] {
  const sorted = slots
    .filter((slot) => Number.isFinite(startOf(slot)))
    .sort((a, b) => startOf(a) - startOf(b)); // filter made a copy: the caller's array stays
  const groups: DayGroup<T>[] = [];
  const byDate = new Map<string, DayGroup<T>>();
  for (const slot of sorted) {
    const time = inZone(startOf(slot), timeZone);
    const date = time.format('YYYY/MM/DD');
    let group = byDate.get(date);
    if (!group) {
      if (groups.length >= maxDays) break; // sorted: every later slot is on a later day
      group = { date, dayStart: time.startOf('day').valueOf(), am: [], pm: [] };
      byDate.set(date, group);
      groups.push(group);
    }
    (time.hour() < AM_PM_SPLIT_HOUR ? group.am : group.pm).push(slot);
  }
  return groups;
}

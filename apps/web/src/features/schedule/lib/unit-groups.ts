import { DAY_MS, beijingDate, beijingDayMinute, type SlotUnit } from '@portal/contracts';

/** A week shows its seven days (spec section 2: at most 7 days, am/pm split at 12:00). */
export const DAYS_IN_WEEK = 7;
const NOON_MINUTE = 12 * 60;

export interface UnitDay {
  /** 0 (Monday) .. 6 (Sunday) of the Beijing week. */
  index: number;
  /** The Beijing day's 00:00, epoch ms. */
  dayStart: number;
  /** `YYYY/MM/DD` in Beijing. */
  date: string;
  am: SlotUnit[];
  pm: SlotUnit[];
}

/**
 * The week's units by day and half day. Days and the 12:00 split are Beijing's, the way the
 * school plans its week (decision 039): the seven days are the week's whatever the teacher's
 * zone, and a unit never changes day or half when the teacher's clock changes. Each unit still
 * shows the teacher's own time. Units outside the week are left out; each half is in order.
 */
export function groupUnits(units: readonly SlotUnit[], weekStart: number): UnitDay[] {
  const days: UnitDay[] = Array.from({ length: DAYS_IN_WEEK }, (_, index) => {
    const dayStart = weekStart + index * DAY_MS;
    return { index, dayStart, date: beijingDate(dayStart), am: [], pm: [] };
  });
  for (const unit of [...units].sort((a, b) => a.startTime - b.startTime)) {
    const index = Math.floor((unit.startTime - weekStart) / DAY_MS);
    const day = days[index];
    if (!day) continue;
    (beijingDayMinute(unit.startTime).minute < NOON_MINUTE ? day.am : day.pm).push(unit);
  }
  return days;
}

/** Whether a day has any unit at all. */
export function dayHasUnits(day: UnitDay): boolean {
  return day.am.length + day.pm.length > 0;
}

import { BEIJING_ZONE, WEEK_MS } from '@portal/contracts';
import { inZone } from '../../../lib/dates';

/** Whose days the week grid's columns are (decision 062): the teacher's or Beijing's. */
export const DAY_MODES = ['own', 'beijing'] as const;
export type DayMode = (typeof DAY_MODES)[number];

/** The teacher's own days: her Friday evening class sits under Friday (decision 062). */
export const DEFAULT_DAY_MODE: DayMode = 'own';

/** Where this device remembers the choice. */
export const DAY_MODE_KEY = 'portal.scheduleDays';

const isDayMode = (value: string | null): value is DayMode =>
  (DAY_MODES as readonly (string | null)[]).includes(value);

/** The choice remembered on this device, else the default (also when storage is closed). */
export function storedDayMode(storage: Pick<Storage, 'getItem'>): DayMode {
  try {
    const stored = storage.getItem(DAY_MODE_KEY);
    return isDayMode(stored) ? stored : DEFAULT_DAY_MODE;
  } catch {
    return DEFAULT_DAY_MODE;
  }
}

/** The zone whose dates the columns are. */
export function columnZone(mode: DayMode, zone: string): string {
  return mode === 'beijing' ? BEIJING_ZONE : zone;
}

/**
 * Whether the teacher's days are Beijing's all week (her clock is Beijing's all week long):
 * then the choice changes nothing and is not offered.
 */
export function keepsBeijingDays(zone: string, weekStart: number): boolean {
  const beijing = inZone(weekStart, BEIJING_ZONE).utcOffset();
  return [weekStart, weekStart + WEEK_MS - 1].every(
    (at) => inZone(at, zone).utcOffset() === beijing,
  );
}

import { PUBLISH_MAX_TIMES } from '@portal/contracts';
import dayjs from 'dayjs';
import '../../../../lib/dates';

/** A weekly pattern runs for at most five weeks: the publishing window (decision 034). */
export const PATTERN_MAX_WEEKS = 5;

export interface PublishPattern {
  /** `YYYY-MM-DD`, the first day, in the member's zone. */
  date: string;
  /** `HH:mm` start times on that day, in the member's zone. */
  times: string[];
  /** 1 for the day alone; n repeats it on the same weekday for n weeks. */
  weeks: number;
}

/**
 * The instants a pattern names, in the member's zone: each week's day at each wall-clock time,
 * so a daylight-saving change between the weeks keeps the local time (decision 034). Sorted,
 * without repeats; an invalid date or time names nothing.
 */
export function expandPattern(pattern: PublishPattern, zone: string): number[] {
  const weeks = Math.min(Math.max(1, Math.trunc(pattern.weeks)), PATTERN_MAX_WEEKS);
  const starts = new Set<number>();
  for (let week = 0; week < weeks; week += 1) {
    const day = dayjs(pattern.date, 'YYYY-MM-DD').add(week, 'week').format('YYYY-MM-DD');
    for (const time of pattern.times) {
      if (!/^\d{2}:\d{2}$/.test(time) || !/^\d{4}-\d{2}-\d{2}$/.test(pattern.date)) continue;
      const start = dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', zone);
      if (start.isValid()) starts.add(start.valueOf());
    }
  }
  return [...starts].sort((a, b) => a - b).slice(0, PUBLISH_MAX_TIMES);
}

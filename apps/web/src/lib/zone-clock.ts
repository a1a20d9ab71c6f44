import { isTimeZoneName } from './dates';

/** An instant as a zone's clock shows it, in the fields the schedule's screens read. */
export interface ZoneClock {
  /** `2026-11-30` */
  key: string;
  /** `Mon` */
  weekday: string;
  /** `2026/11/30` (spec section 2) */
  date: string;
  /** `06:00` */
  time: string;
  /** 0..23 */
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const clocks = new Map<string, ZoneClock>();
/** Enough for a few weeks of units in two zones; past it the memo starts again. */
export const MEMO_LIMIT = 4_000;

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      // An unknown name reads the browser's zone, as `inZone` does (checked once per zone).
      timeZone: isTimeZoneName(zone) ? zone : undefined,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * `zone`'s clock at `at`, from one formatter per zone (decision 062): the week grid reads
 * every unit's date, weekday and hour in two zones, and dayjs's zone plugin builds a new
 * formatter for each reading, which cost the phone's first load most of its script time.
 */
export function zoneClock(at: number, zone: string): ZoneClock {
  const memoKey = `${zone} ${at}`;
  const known = clocks.get(memoKey);
  if (known) return known;
  // The formatter's options ask for each of these parts: every reading has them all.
  const { year, month, day, hour, minute, weekday } = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  const clock = {
    key: `${year}-${month}-${day}`,
    weekday,
    date: `${year}/${month}/${day}`,
    time: `${hour}:${minute}`,
    hour: Number(hour),
  };
  if (clocks.size >= MEMO_LIMIT) clocks.clear();
  clocks.set(memoKey, clock);
  return clock;
}

import { z } from 'zod';
import { beijingDate } from '../calendar/beijing.js';
import { BEIJING_CALENDAR, formatOn } from '../calendar/calendars.js';

/**
 * The short names the original client reads on class and leave items (spec section 3,
 * "Leave and class items read: stm, etm, sts, ets, ... tp"; the slot-booking state's
 * `ifCross`), beside the long ones (decision 073):
 * - `stm` / `etm`: the start and the end as epoch milliseconds (the wire's time, known-api);
 * - `sts` / `ets`: the same instants as text, the Beijing wall clock `YYYY/MM/DD HH:mm`
 *   (the school's calendar, which weeks and days of the grid follow);
 * - `tp`: the class type's catalogue code (`smartClassType`: MAIN, CAMBRIDGE_KET_100, ...);
 * - `ifCross`: the item runs past a Beijing midnight, starting on one Beijing day and ending
 *   on another (the end is exclusive: a class ending at 00:00 sharp does not cross).
 */
export const classWireFields = z.object({
  stm: z.number(),
  etm: z.number(),
  sts: z.string(),
  ets: z.string(),
  tp: z.string(),
  ifCross: z.boolean(),
});
export type ClassWireFields = z.infer<typeof classWireFields>;

const beijingText = (at: number): string => formatOn(at, BEIJING_CALENDAR, 'YYYY/MM/DD HH:mm');

/** Whether `[start, end)` holds instants of two Beijing days. */
export function crossesBeijingMidnight(start: number, end: number): boolean {
  return end > start && beijingDate(start) !== beijingDate(end - 1);
}

export function classWireNames(start: number, end: number, typeCode: string): ClassWireFields {
  return {
    stm: start,
    etm: end,
    sts: beijingText(start),
    ets: beijingText(end),
    tp: typeCode,
    ifCross: crossesBeijingMidnight(start, end),
  };
}

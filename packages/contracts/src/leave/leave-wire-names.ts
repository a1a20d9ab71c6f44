import { beijingDate } from '../calendar/beijing.js';
import { BEIJING_CALENDAR, formatOn } from '../calendar/calendars.js';

/** The Beijing wall clock of `at` as `HH:mm`. */
const beijingClock = (at: number): string => formatOn(at, BEIJING_CALENDAR, 'HH:mm');

/**
 * The short names the original client reads on leave items (spec section 3: stm, etm, sts,
 * ets, tp), kept beside the long ones (decision 041): `sts`/`ets` the Beijing dates and
 * `stm`/`etm` the Beijing times of the start and the end, `tp` the class type's code.
 */
export function leaveWireNames(start: number, end: number, typeCode: string) {
  return {
    sts: beijingDate(start),
    stm: beijingClock(start),
    ets: beijingDate(end),
    etm: beijingClock(end),
    tp: typeCode,
  };
}

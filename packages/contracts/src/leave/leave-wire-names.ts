import { BEIJING_OFFSET_MS, beijingDate } from '../classes/teaching-week.js';

/** The Beijing wall clock of `at` as `HH:mm`. */
function beijingClock(at: number): string {
  const d = new Date(at + BEIJING_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

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

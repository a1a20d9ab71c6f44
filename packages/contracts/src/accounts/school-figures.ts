import { z } from 'zod';
import { beijingWeekStart } from '../calendar/beijing.js';
import { DAY_MS } from '../calendar/durations.js';
import { SLOT, type StoredSlotStatus } from '../classes/slot.lifecycle.js';
import { PAYSLIP_STATUSES } from '../pay/payslip.lifecycle.js';
import { payMonthOf } from '../pay/pay-month.js';

/**
 * The admin's figures of the school on the console's overview (decision 069): one call, each
 * figure a SQL aggregate. The rules of what counts live here.
 */

/** A class opened to students this week: any held grid class, standby and cancelled aside. */
export const OPENED_CLASS_STATUSES: readonly StoredSlotStatus[] = [
  SLOT.OPEN,
  SLOT.INTENTION,
  SLOT.BOOKED,
  SLOT.IN_PROCESS,
  SLOT.FINISH,
  SLOT.EXPIRE,
];
/** Of those, the ones students booked (booked, running or finished). */
export const BOOKED_CLASS_STATUSES: readonly StoredSlotStatus[] = [
  SLOT.BOOKED,
  SLOT.IN_PROCESS,
  SLOT.FINISH,
];

/** The Beijing week (Monday to Monday) and pay month the figures are of, at `now`. */
export function figuresPeriod(now: number) {
  const weekStart = beijingWeekStart(now);
  return { week: { start: weekStart, end: weekStart + 7 * DAY_MS }, month: payMonthOf(now) };
}

/** Children booked over the places of the week's opened classes, in whole percent. */
export function fillPercent(children: number, capacity: number): number | null {
  return capacity > 0 ? Math.round((children / capacity) * 100) : null;
}

export const schoolFigures = z.object({
  /** Teachers whose account is active (not suspended). */
  activeTeachers: z.number().int(),
  week: z.object({
    startTime: z.number().int(),
    opened: z.number().int(),
    booked: z.number().int(),
    /** Children booked into the week's classes. */
    children: z.number().int(),
    /** The places of the opened classes (each class's own capacity: 4 for a main class). */
    places: z.number().int(),
    fillPercent: z.number().int().nullable(),
  }),
  payMonth: z.object({
    monthStartTime: z.number().int(),
    byStatus: z.array(z.object({ status: z.enum(PAYSLIP_STATUSES), payslips: z.number().int() })),
  }),
});
export type SchoolFigures = z.infer<typeof schoolFigures>;

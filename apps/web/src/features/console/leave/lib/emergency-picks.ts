import type { TeacherClass } from '@portal/contracts';

/** Held times staff may give back for a teacher: not started yet, and held (not given back). */
const HELD: readonly TeacherClass['status'][] = ['OPEN', 'INTENTION', 'BOOKED', 'STANDBY_BOOKED'];

/** The week's classes an emergency cancellation may pick, in time order. */
export function givableClasses(classes: readonly TeacherClass[], now: number): TeacherClass[] {
  return classes
    .filter((c) => c.startTime > now && HELD.includes(c.status))
    .sort((a, b) => a.startTime - b.startTime);
}

import {
  mayMove,
  SLOT_LIFECYCLE,
  type StoredSlotStatus,
  type TeacherClass,
} from '@portal/contracts';

/** Held times staff may give back for a teacher: an unbooked one freed, a booked one given back. */
function givable(status: TeacherClass['status']): boolean {
  const held = status as StoredSlotStatus;
  return mayMove(SLOT_LIFECYCLE, 'cancel', held) || mayMove(SLOT_LIFECYCLE, 'giveBack', held);
}

/** The week's classes an emergency cancellation may pick, in time order. */
export function givableClasses(classes: readonly TeacherClass[], now: number): TeacherClass[] {
  return classes
    .filter((c) => c.startTime > now && givable(c.status))
    .sort((a, b) => a.startTime - b.startTime);
}

import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import type { Mover } from '../../status-moves/lifecycle-writer.js';
import type { SlotRow } from './class-slots.repository.js';

/** Where a class went: the standby teacher's row that now holds it. */
export interface HandedOver {
  classId: number;
  teacherId: number;
}

/**
 * Hands a booked class to the first standby teacher of its time (held earliest, covering the
 * whole class), inside the caller's unit of work: the standby row becomes the class with its
 * students, the lost row is given back (decision 039). Staff call it in from the console;
 * leave calls it when a booked class is given back (decision 041). Undefined when no standby
 * holds the time; refused when a row moved meanwhile (the unit then writes nothing). `mover`:
 * who gives the class away (the teacher or staff through leave, staff or the clock releasing).
 */
export async function handOverToStandby(
  tx: Repositories,
  lost: SlotRow,
  now: Date,
  mover: Mover,
): Promise<HandedOver | undefined> {
  const standby = (await tx.classSlots.standbysAt(lost.startsAt)).find(
    (row) => row.teacherId !== lost.teacherId && row.endsAt.getTime() >= lost.endsAt.getTime(),
  );
  if (!standby) return undefined;
  if (!(await tx.classSlots.move(lost.id, 'handOver', mover, now)))
    throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
  const taken = await tx.classSlots.move(standby.id, 'callIn', mover, now, {
    classTypeId: lost.classTypeId,
    courseType: lost.courseType,
    smartClassType: lost.smartClassType,
    capacity: lost.capacity,
    studentCount: lost.studentCount,
    topic: lost.topic,
    lesson: lost.lesson,
    teachingEndsAt: lost.teachingEndsAt,
    fromStandby: true,
  });
  if (!taken) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
  await tx.classSlots.moveStudents(lost.id, standby.id);
  await tx.classSlots.releaseStandbySeat(standby.startsAt);
  return { classId: standby.id, teacherId: standby.teacherId };
}

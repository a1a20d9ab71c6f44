import { randomUUID } from 'node:crypto';
import type { StudentSideNotice } from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { Mover } from '../../status-moves/lifecycle-writer.js';
import type { SlotRow } from '../classes/class-slots.repository.js';
import type { HandedOver } from '../classes/standby-hand-over.js';

/**
 * Tells the student side, inside the caller's unit of work, that a booked class left its
 * teacher: handed to a standby teacher (the class's id changes) or cancelled (decision 041).
 * Every way a class leaves its teacher comes here: the leave calls, the console's call-in.
 * `students` are read before the hand-over moves them; `mover` gave the class back.
 */
export async function tellStudentSide(
  tx: Repositories,
  row: SlotRow,
  students: readonly string[],
  handedTo: HandedOver | undefined,
  now: Date,
  mover: Mover,
): Promise<void> {
  const noticeId = randomUUID();
  const notice: StudentSideNotice = {
    noticeId,
    event: handedTo ? 'CLASS_HANDED_OVER' : 'CLASS_CANCELLED',
    classId: row.id,
    teacherId: row.teacherId,
    newClassId: handedTo?.classId ?? null,
    newTeacherId: handedTo?.teacherId ?? null,
    startTime: row.startsAt.getTime(),
    courseType: row.courseType as StudentSideNotice['courseType'],
    studentIds: [...students],
    occurredAt: now.getTime(),
  };
  await tx.leave.notices.enqueue(
    { id: noticeId, slotId: row.id, event: notice.event, body: JSON.stringify(notice), at: now },
    mover,
  );
}

/** The students of a class as the notice names them. */
export async function studentIdsOf(tx: Repositories, slotId: number): Promise<string[]> {
  return ((await tx.classSlots.studentsOf([slotId])).get(slotId) ?? []).map((s) => s.studentId);
}

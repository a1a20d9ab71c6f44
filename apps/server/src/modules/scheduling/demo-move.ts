import {
  DEMO_COURSES,
  moveRefusal,
  type MoveDemoRequest,
  type MoveRefusal,
  DEMO_COURSE,
} from '@portal/contracts';
import type { ErrorCode } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/tokens.js';
import type { Uow } from '../../repositories.js';
import type { DemoBookingsRepository } from './demo-bookings.repository.js';
import type { DemoMails } from './demo-mails.service.js';

interface Deps {
  uow: Uow;
  bookings: DemoBookingsRepository;
  mails: DemoMails;
  now: () => Date;
}

/** The catalogue's answer to each refusal of the contracts' rule. */
const REFUSED: Record<MoveRefusal, (courseType: string) => ErrorCode> = {
  // The same answers as cancelling and booking give.
  tooLateToCancel: (courseType) =>
    courseType === DEMO_COURSE.INTERVIEW
      ? 'BIZ_STATUS_TYPE_NOT_MATCHING'
      : 'BIZ_TEACHER_TRAINING_CANNOT_CANCEL_IN_3H',
  cancelLimit: () => 'BIZ_TEACHER_OVERTOP_CANCEL_COUNT',
  recordingOnly: () => 'BIZ_TEACHER_OVERTOP_CANCEL_COUNT',
  notBookable: () => 'BIZ_TEACHER_TRAINING_CANNOT_OPEN_IN_3H',
};

/**
 * Change time (decision 068): the applicant's booked session moves to another free time of its
 * kind in one unit of work. The old booking closes by the lifecycle's `moveTime` (freeing its
 * time), the new one is booked under the same locks as a booking, and one mail tells both
 * times; a new time taken meanwhile throws, so nothing of it is kept and the old booking
 * stands. The funnel's place does not change: the applicant stays booked.
 */
export async function moveDemoBooking(
  deps: Deps,
  userId: number,
  request: MoveDemoRequest,
): Promise<void> {
  const live = (await deps.bookings.live(userId)).find((row) => row.id === request.bookingId);
  // Not theirs, or no longer booked: the screen is behind.
  if (!live) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
  const at = deps.now();
  const refusal = moveRefusal({
    courseType: live.courseType,
    startsAt: live.startsAt.getTime(),
    newStartsAt: request.startTime,
    now: at.getTime(),
    history: await deps.bookings.history(userId, live.phase),
  });
  if (refusal) throw new AppError(REFUSED[refusal](live.courseType));
  const course = DEMO_COURSES[live.courseType];
  await deps.uow.run(async (tx) => {
    const old = await tx.demoBookings.moveOut(userId, live.id, at);
    if (!old) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
    const outcome = await tx.demoBookings.book({
      userId,
      courseType: live.courseType,
      phase: course.phase,
      startsAt: new Date(request.startTime),
      roomKey: randomToken(),
      timeZone: request.timeZone ?? old.timeZone,
      invitation: { of: old.invitationOf ?? old.id, sequence: old.invitationSequence + 2 },
    });
    if ('refused' in outcome) throw new AppError('BIZ_COURSE_NO_COURSE_CAN_SELECTED');
    await deps.mails.moved(tx, old.id, outcome.booked.id);
  });
}

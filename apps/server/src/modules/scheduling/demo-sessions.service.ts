import {
  awaitsSecondLook,
  DEMO_BOOKING,
  DEMO_COURSES,
  DEMO_RESULT_CODES,
  hasStarted,
  INTERVIEW_NO_SHOW_TO_RECORDING,
  isRoomOpen,
  isUnmarked,
  mayTake,
  NO_SHOW_MOVES,
  RESULT_MOVES,
  recordedDemoOnly,
  scoresMatchCriteria,
  type DemoPhase,
  type DemoSession,
  type FunnelTransition,
  type MailTemplate,
  type RecordResultRequest,
  type StaffRole,
  DEMO_COURSE,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { SessionRow } from './demo-bookings.repository.js';
import type { ResultRow } from './demo-results.repository.js';
import { openRoomUrl } from './meeting-room.js';
import { settleReview } from './settle-review.js';

export interface Member {
  staffId: number;
  roles: readonly StaffRole[];
}

interface Deps {
  uow: Uow;
  bookings: Repositories['demoBookings'];
  results: Repositories['demoResults'];
  meetingBaseUrl: string;
  criteria: Record<DemoPhase, readonly string[]>;
  publicUrl: string;
  clock?: () => Date;
}

/** A SPARE was given and no final result yet: any other member may decide. */
function secondLookPending(session: SessionRow, results: readonly ResultRow[]): boolean {
  return (
    session.status === DEMO_BOOKING.INTERVIEW_OVER &&
    results.length > 0 &&
    results.every((row) => awaitsSecondLook(session.courseType, row.result))
  );
}

/**
 * The console's side of a booked session (decision 035): the member whose time it is (or an
 * admin) marks a no-show or records a result with a score per criterion; a SPARE on the
 * interview or the trial class is decided by a second member. Each record moves the funnel
 * by the contracts' table and mails the applicant, all in one unit of work.
 */
export function createDemoSessionsService(deps: Deps) {
  const { uow, bookings, results } = deps;
  const now = deps.clock ?? (() => new Date());

  async function load(member: Member, bookingId: number) {
    const session = await bookings.session(bookingId);
    if (!session) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    const recorded = await results.forBookings([bookingId]);
    const own = session.staffId === member.staffId || mayTake(member, 'judgeAnyDemo');
    const pending = secondLookPending(session, recorded);
    if (!own && !pending) throw new AppError('FORBIDDEN');
    return { session, recorded, own, pending };
  }

  function view(session: SessionRow, recorded: readonly ResultRow[]): DemoSession {
    const at = now();
    const times = { startsAt: session.startsAt.getTime(), endsAt: session.endsAt.getTime() };
    return {
      bookingId: session.id,
      courseType: session.courseType,
      startTime: times.startsAt,
      endTime: times.endsAt,
      status: session.status,
      applicant: { userId: session.userId, email: session.email, name: session.name },
      staffId: session.staffId,
      criteria: [...deps.criteria[session.phase]],
      results: recorded.map((row) => ({
        staffId: row.staffId,
        staffName: row.staffName,
        result: row.result,
        scores: row.scores,
        feedback: row.feedback,
        decidedAt: row.createdAt.getTime(),
      })),
      unmarked: isUnmarked({ status: session.status, endsAt: times.endsAt }, at.getTime()),
      roomOpen: session.status === DEMO_BOOKING.BOOK_SUCCESS && isRoomOpen(times, at.getTime()),
    };
  }

  /** The move, the booking's own status, the mail: all of them or none. */
  const settle = (
    session: SessionRow,
    member: Member,
    transition: FunnelTransition,
    template: MailTemplate,
    write: (tx: Repositories) => Promise<boolean>,
  ) =>
    settleReview(uow, deps.publicUrl, {
      applicant: session,
      staffId: member.staffId,
      transition,
      template,
      session: DEMO_COURSES[session.courseType].label,
      write,
    });

  async function get(member: Member, bookingId: number): Promise<DemoSession> {
    const { session, recorded } = await load(member, bookingId);
    return view(session, recorded);
  }

  /** The session as it is after the member's own record (a second look closes their access). */
  async function afterRecord(bookingId: number): Promise<DemoSession> {
    const session = await bookings.session(bookingId);
    if (!session) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return view(session, await results.forBookings([bookingId]));
  }

  return {
    get,

    async recordResult(member: Member, bookingId: number, body: RecordResultRequest) {
      // `load` lets through the session's member, admins, and anyone to a pending second look.
      const { session, recorded, pending } = await load(member, bookingId);
      if (pending && recorded.some((row) => row.staffId === member.staffId))
        throw new AppError('BIZ_DEMO_SECOND_LOOK_SAME_MEMBER');
      if (!pending && session.status !== DEMO_BOOKING.BOOK_SUCCESS)
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      if (!hasStarted({ startsAt: session.startsAt.getTime() }, now().getTime()))
        throw new AppError('BIZ_DEMO_NOT_STARTED');
      if (!scoresMatchCriteria(body.scores, deps.criteria[session.phase]))
        throw new AppError('BIZ_PARAM_INVALID');
      const result = DEMO_RESULT_CODES[body.result];
      await settle(
        session,
        member,
        RESULT_MOVES[session.courseType][result],
        'demoResult',
        async (tx) =>
          (pending || (await tx.demoBookings.close(session.id, 'recordResult', member.staffId))) &&
          (await tx.demoResults.record({
            bookingId: session.id,
            staffId: member.staffId,
            result,
            scores: body.scores,
            feedback: body.feedback,
            createdAt: now(),
          })),
      );
      return afterRecord(bookingId);
    },

    /** The applicant did not come: more than two late misses leave only a recorded demo. */
    async markNoShow(member: Member, bookingId: number) {
      const { session, own } = await load(member, bookingId);
      if (!own) throw new AppError('FORBIDDEN');
      if (session.status !== DEMO_BOOKING.BOOK_SUCCESS)
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      if (!hasStarted({ startsAt: session.startsAt.getTime() }, now().getTime()))
        throw new AppError('BIZ_DEMO_NOT_STARTED');
      const history = await bookings.history(session.userId, session.phase);
      const toRecording =
        session.courseType === DEMO_COURSE.INTERVIEW &&
        recordedDemoOnly({ lateMisses: history.lateMisses + 1 });
      await settle(
        session,
        member,
        toRecording ? INTERVIEW_NO_SHOW_TO_RECORDING : NO_SHOW_MOVES[session.courseType],
        'demoNoShow',
        (tx) => tx.demoBookings.close(session.id, 'markNoShow', member.staffId),
      );
      return afterRecord(bookingId);
    },

    /** The member's way into the room, in the same window as the applicant's. */
    async roomLink(member: Member, bookingId: number): Promise<string> {
      const { session, own } = await load(member, bookingId);
      if (!own) throw new AppError('FORBIDDEN');
      if (session.status !== DEMO_BOOKING.BOOK_SUCCESS) throw new AppError('BIZ_ROOM_NOT_OPEN');
      return openRoomUrl(deps.meetingBaseUrl, session, now());
    },
  };
}
export type DemoSessionsService = ReturnType<typeof createDemoSessionsService>;

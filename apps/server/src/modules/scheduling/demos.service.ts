import {
  isRegisterCollege,
  awaitsSecondLook,
  BOOK_BEFORE,
  bookingPhase,
  canMove,
  courseTypeForStage,
  DEMO_BOOKING,
  DEMO_COURSES,
  earliestBookable,
  isBookable,
  isLateCancellation,
  LIST_RANGE_MAX_MS,
  mayBookLiveInterview,
  mayCancel,
  recordedDemoOnly,
  statusUpdateTaken,
  CANCEL_TYPES,
  type BookDemoRequest,
  type CancelDemoRequest,
  type DemoBooking,
  type DemoCourseType,
  type DemoPhase,
  type DemoResultView,
  type DemoTime,
  type DemoTimesQuery,
  type MoveDemoRequest,
  type InterviewStatus,
  type RecordedDemo,
  type StatusCode,
  type TrialDemoStatus,
  DEMO_COURSE,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/tokens.js';
import type { Uow } from '../../repositories.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { ResumeRepository } from '../application/resume.repository.js';
import type { BookingRow, DemoBookingsRepository } from './demo-bookings.repository.js';
import type { DemoMails } from './demo-mails.service.js';
import type { DemoResultsRepository } from './demo-results.repository.js';
import type { DemoSlotsRepository } from './demo-slots.repository.js';
import { moveDemoBooking } from './demo-move.js';
import { openRoomUrl } from './meeting-room.js';

interface Deps {
  uow: Uow;
  accounts: AccountsRepository;
  slots: DemoSlotsRepository;
  bookings: DemoBookingsRepository;
  results: DemoResultsRepository;
  /** The latest recorded demo and its result (recorded-demos.service.ts). */
  recordedDemo: (
    userId: number,
  ) => Promise<{ recording: RecordedDemo | null; result: DemoResultView | null }>;
  meetingBaseUrl: string;
  /** The saved application form (its `teachingCertificate` answers `isRegisterCollege`). */
  resumes: Pick<ResumeRepository, 'find'>;
  /** The confirmation, cancellation and reminders (decision 037), sent in the booking's unit. */
  mails: DemoMails;
  clock?: () => Date;
}

const asBooking = (row: BookingRow): DemoBooking => ({
  bookingId: row.id,
  courseType: row.courseType,
  startTime: row.startsAt.getTime(),
  endTime: row.endsAt.getTime(),
  status: row.status,
  staffTimeZone: row.staffTimeZone ?? null,
  // First name only: the applicant learns who they meet, nothing more of a member.
  staffFirstName: row.staffName?.trim().split(/\s+/)[0] || null,
});

/** The mini demo's result is its live interview's or its recording's, whichever came last. */
function latestDecided(...results: (DemoResultView | null)[]): DemoResultView | null {
  return results.reduce<DemoResultView | null>(
    (latest, result) =>
      result && (!latest || result.decidedAt > latest.decidedAt) ? result : latest,
    null,
  );
}

/**
 * The applicant's side of the mini demo and the trial demo (decision 034): the times they may
 * book, booking and cancelling with the spec's rules, and the state their screens read.
 */
export function createDemosService(deps: Deps) {
  const { uow, accounts, slots, bookings, results, clock } = deps;
  const now = clock ?? (() => new Date());

  /** The free times of a kind in the asked range, from the first one the rules allow. */
  async function times(courseType: DemoCourseType, query: DemoTimesQuery): Promise<DemoTime[]> {
    const from = Math.max(query.startTime, earliestBookable(courseType, now().getTime()));
    const to = Math.min(query.endTime, query.startTime + LIST_RANGE_MAX_MS);
    if (to <= from) return [];
    const rows = await slots.freeTimes(courseType, { from: new Date(from), to: new Date(to) });
    return rows.map((row) => ({
      startTime: new Date(row.startsAt).getTime(),
      endTime: new Date(row.endsAt).getTime(),
      courseType,
      available: row.available,
    }));
  }

  /** The booking's result as the applicant reads it: none while a second look is pending. */
  async function resultOf(booking: BookingRow | undefined): Promise<DemoResultView | null> {
    if (!booking || booking.status !== DEMO_BOOKING.INTERVIEW_OVER) return null;
    const last = (await results.forBookings([booking.id])).at(-1);
    if (!last || awaitsSecondLook(booking.courseType, last.result)) return null;
    return {
      result: last.result,
      scores: last.scores,
      feedback: last.feedback,
      decidedAt: last.createdAt.getTime(),
    };
  }

  /** The state of one phase: its latest booking and what the rules count. */
  async function phaseState(userId: number, phase: DemoPhase) {
    const [latest, history] = await Promise.all([
      bookings.latest(userId, phase),
      bookings.history(userId, phase),
    ]);
    const live = latest?.status === DEMO_BOOKING.BOOK_SUCCESS ? latest : undefined;
    return {
      history,
      latest,
      booking: latest ? asBooking(latest) : null,
      result: await resultOf(latest),
      courseStartTime: live ? live.startsAt.getTime() : null,
      teacherApplyRespEnum: latest?.status ?? BOOK_BEFORE,
      live,
    };
  }

  /** The phase's booking phase (spec section 4): needs the session the stage books now. */
  async function bookPhaseOf(userId: number, latest: BookingRow | undefined) {
    if (!latest) return bookingPhase(undefined, undefined, now().getTime());
    const place = await placeOf(userId);
    return bookingPhase(
      { courseType: latest.courseType, status: latest.status, endsAt: latest.endsAt.getTime() },
      courseTypeForStage(place.stage),
      now().getTime(),
    );
  }

  async function placeOf(userId: number) {
    const account = await accounts.findById(userId);
    if (!account) throw new AppError('LOGIN_REQUIRED');
    return account;
  }

  return {
    listInterviewTimes: (query: DemoTimesQuery) => times(DEMO_COURSE.INTERVIEW, query),

    /** The trial demo's times: the 1v1 training, or the trial class at its own stage. */
    async listTrainingTimes(userId: number, query: DemoTimesQuery) {
      const place = await placeOf(userId);
      return times(
        place.stage === DEMO_COURSES.TRIAL_CLASS.stage ? 'TRIAL_CLASS' : DEMO_COURSE.TRAINING,
        query,
      );
    },

    /** "Update interview status": taken only where the server already stands (decision 074). */
    async confirmStatus(userId: number, wanted: StatusCode): Promise<void> {
      if (!statusUpdateTaken(await placeOf(userId), wanted))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
    },

    async interviewStatus(userId: number): Promise<InterviewStatus> {
      const [state, recorded, resume] = await Promise.all([
        phaseState(userId, 'MINI_DEMO'),
        deps.recordedDemo(userId),
        deps.resumes.find(userId),
      ]);
      return {
        cancelNum: state.history.cancelNum,
        noshowCount: state.history.noshowCount,
        classRegistration: state.live !== undefined,
        protocol: 'MEETING_LINK',
        courseStartTime: state.courseStartTime,
        teacherApplyRespEnum: state.teacherApplyRespEnum,
        bookPhase: await bookPhaseOf(userId, state.latest),
        teacherApplyDemoEnum: recorded.recording?.status ?? null,
        teacherApplyDemoDTO: recorded.recording,
        isRegisterCollege: isRegisterCollege(resume?.fields.teachingCertificate),
        booking: state.booking,
        result: latestDecided(state.result, recorded.result),
      };
    },

    async trialDemoStatus(userId: number): Promise<TrialDemoStatus> {
      const state = await phaseState(userId, 'TRIAL_DEMO');
      return {
        cancelCourse: state.history.cancelNum,
        protocol: 'MEETING_LINK',
        courseStartTime: state.courseStartTime,
        teacherApplyRespEnum: state.teacherApplyRespEnum,
        bookPhase: await bookPhaseOf(userId, state.latest),
        booking: state.booking,
        result: state.result,
      };
    },

    /** The trial class's own times (`/trial`), whatever the applicant's stage. */
    listTrialTimes: (query: DemoTimesQuery) => times('TRIAL_CLASS', query),

    /**
     * The meeting URL of the applicant's booked session, from 10 minutes before its start to
     * its end; at other times, or with nothing booked, the room is not open.
     */
    async roomLink(userId: number): Promise<string> {
      const at = now();
      const live = await bookings.live(userId);
      const soonest = live
        .filter((booking) => booking.endsAt.getTime() > at.getTime())
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
      if (!soonest) throw new AppError('BIZ_ROOM_NOT_OPEN');
      return openRoomUrl(deps.meetingBaseUrl, soonest, at);
    },

    /**
     * Books a time: the applicant's stage must book this kind, the phase must have no live
     * booking, the time must be open to booking and free. The booking, the funnel's move, the
     * confirmation and the reminder jobs are one unit: a refused move leaves none of them.
     */
    async book(userId: number, request: BookDemoRequest): Promise<void> {
      const course = DEMO_COURSES[request.courseType];
      const place = await placeOf(userId);
      if (place.stage !== course.stage) throw new AppError('BIZ_TEACHER_COURSETYPE_NOT_MATCH');
      const state = await phaseState(userId, course.phase);
      if (state.live) throw new AppError('BIZ_TEACHER_ALREADY_HAVE_COURSE');
      if (request.courseType === DEMO_COURSE.INTERVIEW && !mayBookLiveInterview(state.history))
        throw new AppError('BIZ_TEACHER_OVERTOP_CANCEL_COUNT');
      if (!canMove(course.book, place)) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const at = now().getTime();
      if (!isBookable(request.courseType, request.startTime, at))
        throw new AppError(
          request.startTime > at && course.bookLeadMs > 0
            ? 'BIZ_TEACHER_TRAINING_CANNOT_OPEN_IN_3H'
            : 'BIZ_TEACHER_BOOK_INTERVIEW_OR_TRANING_CLASS_ERROR',
        );
      await uow.run(async (tx) => {
        const outcome = await tx.demoBookings.book({
          userId,
          courseType: request.courseType,
          phase: course.phase,
          startsAt: new Date(request.startTime),
          roomKey: randomToken(),
          timeZone: request.timeZone ?? null,
        });
        if ('refused' in outcome)
          throw new AppError(
            outcome.refused === 'alreadyBooked'
              ? 'BIZ_TEACHER_ALREADY_HAVE_COURSE'
              : 'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
          );
        if (!(await tx.funnel.move(course.book, { userId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await deps.mails.booked(tx, outcome.booked.id);
      });
    },

    /** Change time: the booked session to another free time, in one unit (decision 068). */
    move: (userId: number, request: MoveDemoRequest) =>
      moveDemoBooking({ uow, bookings, mails: deps.mails, now }, userId, request),

    /**
     * Cancels the phase's live booking that starts at `st`. Training cannot be cancelled within
     * 3 hours; a live interview's cancellation counts, and more than two late misses leave
     * only a recorded demo.
     */
    async cancel(userId: number, request: CancelDemoRequest): Promise<void> {
      const phase = CANCEL_TYPES[request.tp];
      const { live, history } = await phaseState(userId, phase);
      if (!live || live.startsAt.getTime() !== request.st)
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const at = now();
      if (!mayCancel(live.courseType, request.st, at.getTime()))
        throw new AppError(
          live.courseType === DEMO_COURSE.INTERVIEW
            ? 'BIZ_STATUS_TYPE_NOT_MATCHING'
            : 'BIZ_TEACHER_TRAINING_CANNOT_CANCEL_IN_3H',
        );
      const course = DEMO_COURSES[live.courseType];
      await uow.run(async (tx) => {
        const cancelled = await tx.demoBookings.cancel(userId, phase, live.startsAt, at);
        if (!cancelled) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const late = isLateCancellation(request.st, at.getTime());
        const toRecording =
          live.courseType === DEMO_COURSE.INTERVIEW &&
          recordedDemoOnly({ lateMisses: history.lateMisses + (late ? 1 : 0) });
        const moved = await tx.funnel.move(
          toRecording ? 'cancelInterviewToRecording' : course.cancel,
          { userId },
        );
        if (!moved) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await deps.mails.cancelled(tx, cancelled.id);
      });
    },
  };
}
export type DemosService = ReturnType<typeof createDemosService>;

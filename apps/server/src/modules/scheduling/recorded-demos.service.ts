import {
  RECORDING,
  canMove,
  DEMO_RESULT_CODES,
  RECORDED_DEMO_LABEL,
  RECORDING_RESULT_MOVES,
  RECORDING_UNREADABLE_MOVE,
  recordedDemoOnly,
  scoresMatchCriteria,
  withdrawMove,
  type ApplicantRecording,
  type DemoRecording,
  type DemoResultView,
  type FunnelTransition,
  type MailTemplate,
  type RecordedDemo,
  type RecordResultRequest,
  type SubmitRecordingRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { RecordingRow, ReviewedRecordingRow } from './demo-recordings.repository.js';
import type { ResultRow } from './demo-results.repository.js';
import type { Member } from './demo-sessions.service.js';
import { settleReview } from './settle-review.js';

interface Deps {
  uow: Uow;
  accounts: Repositories['accounts'];
  recordings: Repositories['demoRecordings'];
  bookings: Repositories['demoBookings'];
  results: Repositories['demoResults'];
  criteria: readonly string[];
  publicUrl: string;
  clock?: () => Date;
}

/** The console's queue shows this many at most: the oldest first, so none is left behind. */
const QUEUE_LIMIT = 100;

/** Reviewed, and every result so far a SPARE: a second member decides. */
function secondLookPending(recording: RecordingRow, results: readonly ResultRow[]): boolean {
  return (
    recording.status === RECORDING.REVIEWED &&
    results.length > 0 &&
    results.every((row) => row.result === 'SPARE')
  );
}

const asRecordedDemo = (row: RecordingRow): RecordedDemo => ({
  recordingId: row.id,
  videoUrl: row.videoUrl,
  status: row.status,
  submittedAt: row.createdAt.getTime(),
});

/**
 * The recorded mini demo (decision 036): the applicant submits a link to their video or takes
 * it back while it waits; any interviewer reviews it with the live interview's criteria, finds
 * it unreadable (the applicant fixes its sharing and submits again), or gives the second look
 * at a SPARE. Each change moves the funnel and mails the applicant in one unit of work.
 */
export function createRecordedDemosService(deps: Deps) {
  const { uow, recordings, results } = deps;
  const now = deps.clock ?? (() => new Date());

  const memberResults = (recorded: readonly ResultRow[]) =>
    recorded.map((result) => ({
      staffId: result.staffId,
      staffName: result.staffName,
      result: result.result,
      scores: result.scores,
      feedback: result.feedback,
      decidedAt: result.createdAt.getTime(),
    }));

  function view(row: ReviewedRecordingRow, recorded: readonly ResultRow[]): DemoRecording {
    return {
      ...asRecordedDemo(row),
      applicant: { userId: row.userId, email: row.email, name: row.name },
      criteria: [...deps.criteria],
      results: memberResults(recorded),
      awaitingReview: row.status === RECORDING.SUBMITTED || secondLookPending(row, recorded),
    };
  }

  async function load(recordingId: number) {
    const recording = await recordings.get(recordingId);
    if (!recording) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return { recording, recorded: await results.forRecordings([recordingId]) };
  }

  async function reload(recordingId: number): Promise<DemoRecording> {
    const { recording, recorded } = await load(recordingId);
    return view(recording, recorded);
  }

  /** The state change, the move and the applicant's mail: all of them or none. */
  const settle = (
    recording: ReviewedRecordingRow,
    member: Member,
    transition: FunnelTransition,
    template: MailTemplate,
    write: (tx: Repositories) => Promise<boolean>,
  ) =>
    settleReview(uow, deps.publicUrl, {
      applicant: recording,
      staffId: member.staffId,
      transition,
      template,
      session: RECORDED_DEMO_LABEL,
      write,
    });

  return {
    /** The interview status's recorded-demo fields, and its result once decided. */
    async applicantView(userId: number): Promise<{
      recording: RecordedDemo | null;
      result: DemoResultView | null;
    }> {
      const latest = await recordings.latest(userId);
      if (!latest) return { recording: null, result: null };
      const recorded =
        latest.status === RECORDING.REVIEWED ? await results.forRecordings([latest.id]) : [];
      const final = recorded.find((row) => row.result !== 'SPARE');
      return {
        recording: asRecordedDemo(latest),
        result: final
          ? {
              result: final.result,
              scores: final.scores,
              feedback: final.feedback,
              decidedAt: final.createdAt.getTime(),
            }
          : null,
      };
    },

    /** Submits a link to the applicant's video: the status must allow it (the Refresh dialog). */
    async submit(userId: number, request: SubmitRecordingRequest): Promise<void> {
      const place = await deps.accounts.findById(userId);
      if (!place) throw new AppError('LOGIN_REQUIRED');
      if (!canMove('submitRecording', place)) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      await uow.run(async (tx) => {
        if (!(await tx.demoRecordings.submit(userId, request.videoUrl, now())))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        if (!(await tx.funnel.move('submitRecording', { userId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      });
    },

    /** Takes the waiting recording back; with more than two late misses only a recording is left. */
    async withdraw(userId: number): Promise<void> {
      const history = await deps.bookings.history(userId, 'MINI_DEMO');
      await uow.run(async (tx) => {
        if (!(await tx.demoRecordings.withdraw(userId, now())))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const move = withdrawMove(recordedDemoOnly({ lateMisses: history.lateMisses }));
        if (!(await tx.funnel.move(move, { userId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      });
    },

    /** An applicant's recordings with their results, newest first (the console's page). */
    async ofApplicant(userId: number): Promise<ApplicantRecording[]> {
      const rows = await recordings.forUsers([userId]);
      const recorded = await results.forRecordings(rows.map((row) => row.id));
      return rows.map((row) => ({
        ...asRecordedDemo(row),
        results: memberResults(recorded.filter((result) => result.recordingId === row.id)),
      }));
    },

    /** The console's queue: recordings waiting for a review or a second look. */
    async queue(): Promise<DemoRecording[]> {
      const rows = await recordings.awaitingReview(QUEUE_LIMIT);
      const recorded = await results.forRecordings(rows.map((row) => row.id));
      return rows.map((row) =>
        view(
          row,
          recorded.filter((result) => result.recordingId === row.id),
        ),
      );
    },

    get: reload,

    async recordResult(
      member: Member,
      recordingId: number,
      body: RecordResultRequest,
    ): Promise<DemoRecording> {
      const { recording, recorded } = await load(recordingId);
      const pending = secondLookPending(recording, recorded);
      if (!pending && recording.status !== RECORDING.SUBMITTED)
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      if (pending && recorded.some((row) => row.staffId === member.staffId))
        throw new AppError('BIZ_DEMO_SECOND_LOOK_SAME_MEMBER');
      const result = DEMO_RESULT_CODES[body.result];
      // The second look decides: a second SPARE would leave the recording waiting for ever.
      if (pending && result === 'SPARE') throw new AppError('BIZ_PARAM_INVALID');
      if (!scoresMatchCriteria(body.scores, deps.criteria)) throw new AppError('BIZ_PARAM_INVALID');
      const at = { staffId: member.staffId, at: now() };
      await settle(
        recording,
        member,
        RECORDING_RESULT_MOVES[result],
        'demoResult',
        async (tx) =>
          (pending || (await tx.demoRecordings.close(recordingId, 'review', at))) &&
          (await tx.demoResults.record({
            recordingId,
            staffId: member.staffId,
            result,
            scores: body.scores,
            feedback: body.feedback,
            createdAt: at.at,
          })),
      );
      return reload(recordingId);
    },

    /** The video could not be opened: InterviewInvitation_2 asks for its sharing to be checked. */
    async markUnreadable(member: Member, recordingId: number): Promise<DemoRecording> {
      const { recording } = await load(recordingId);
      if (recording.status !== RECORDING.SUBMITTED)
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      await settle(recording, member, RECORDING_UNREADABLE_MOVE, 'demoRecordingUnreadable', (tx) =>
        tx.demoRecordings.close(recordingId, 'markUnreadable', {
          staffId: member.staffId,
          at: now(),
        }),
      );
      return reload(recordingId);
    },
  };
}
export type RecordedDemosService = ReturnType<typeof createRecordedDemosService>;

import {
  DAY_MS,
  DEFAULT_DEMO_CRITERIA,
  DEMO_BOOKING,
  RECORDING,
  type StoredBookingStatus,
  DEMO_COURSES,
  demoEnd,
  type DemoCourseType,
  type DemoResult,
  HOUR_MS,
  STAGE,
  STATUS,
  type FunnelPlace,
  type RecordingStatus,
  DEMO_COURSE,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import {
  applicationEvents,
  demoBookings,
  demoRecordings,
  demoResults,
  demoSlots,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import type { DemoSeed } from '../demo-seeds.js';
import { DEMO_TEACHER_PASSWORD } from './demo-accounts.js';
import { demoInterviewer } from './demo-availability.js';
import { createApplicant } from './demo-sessions.js';

const INVITED = { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_1 };
const WAITING = { stage: STAGE.INTERVIEW, status: STATUS.InterviewUndetermined };
const TRAINING_INVITED = { stage: STAGE.TRAINING, status: STATUS.Training1v1Invitation_1 };
const TRIAL_INVITED = { stage: STAGE.TRAIL_CLASS, status: STATUS.TrialInvitation_1 };

interface RecordedApplicant {
  email: string;
  name: [string, string];
  place: FunnelPlace;
  /**
   * The moves that led there from the resume's review, oldest first (the audit trail the
   * console shows): the first two are the applicant's own, a third is a member's.
   */
  moves: FunnelPlace[];
  /** When each move was made, in hours before the seed ran (the overview reads waits). */
  movedHoursAgo: number[];
  recording?: { status: RecordingStatus; hoursAgo: number; spare?: string };
  /** Past sessions that led there (cancelled or missed), oldest first. */
  past?: {
    courseType: DemoCourseType;
    status: Exclude<StoredBookingStatus, typeof DEMO_BOOKING.BOOK_SUCCESS>;
    daysAgo: number;
    /** The member's result of a session that took place. */
    result?: { result: DemoResult; feedback: string };
  }[];
}

/**
 * Applicants of the recorded mini demo (decision 036), one per state: a recording waiting for
 * its review (the console's queue), one the interviewer could not open (InterviewInvitation_2),
 * one with a SPARE waiting for a second look, and one left with recordings only after three
 * late cancellations of the live interview (InterviewInvitation_3); and the places of steps 2
 * and 3 no earlier seed shows: an interview cancelled, a training cancelled or missed, and a
 * trial class cancelled, missed, failed or waiting for a second look.
 */
const APPLICANTS: RecordedApplicant[] = [
  {
    email: 'lily.scott@portal.demo',
    name: ['Lily', 'Scott'],
    place: WAITING,
    moves: [INVITED, WAITING],
    movedHoursAgo: [240, 20],
    recording: { status: RECORDING.SUBMITTED, hoursAgo: 20 },
  },
  {
    email: 'noah.baker@portal.demo',
    name: ['Noah', 'Baker'],
    place: { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_2 },
    moves: [INVITED, WAITING, { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_2 }],
    movedHoursAgo: [240, 50, 46],
    recording: { status: RECORDING.UNREADABLE, hoursAgo: 50 },
  },
  {
    email: 'ava.turner@portal.demo',
    name: ['Ava', 'Turner'],
    place: WAITING,
    moves: [INVITED, WAITING, WAITING],
    movedHoursAgo: [240, 30, 26],
    recording: {
      status: RECORDING.REVIEWED,
      hoursAgo: 30,
      spare: 'Lovely voice; the activity needed more gestures. A colleague will take a look.',
    },
  },
  {
    email: 'oliver.reed@portal.demo',
    name: ['Oliver', 'Reed'],
    place: { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_3 },
    moves: [INVITED, { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_3 }],
    movedHoursAgo: [720, 20 * 24 + 2],
    past: [22, 21, 20].map((daysAgo) => ({
      courseType: DEMO_COURSE.INTERVIEW,
      status: DEMO_BOOKING.BOOK_CANCEL,
      daysAgo,
    })),
  },
  // The other places of steps 2 and 3 that a cancellation or a missed session leaves.
  {
    email: 'mason.hill@portal.demo',
    name: ['Mason', 'Hill'],
    place: { stage: STAGE.INTERVIEW, status: STATUS.INTERVIEW_CANCEL },
    moves: [INVITED, { stage: STAGE.INTERVIEW, status: STATUS.INTERVIEW_CANCEL }],
    movedHoursAgo: [400, 4 * 24 + 2],
    past: [{ courseType: DEMO_COURSE.INTERVIEW, status: DEMO_BOOKING.BOOK_CANCEL, daysAgo: 4 }],
  },
  {
    email: 'ella.ward@portal.demo',
    name: ['Ella', 'Ward'],
    place: { stage: STAGE.TRAINING, status: STATUS.TRAINING_CANCEL },
    moves: [TRAINING_INVITED, { stage: STAGE.TRAINING, status: STATUS.TRAINING_CANCEL }],
    movedHoursAgo: [400, 3 * 24 + 2],
    past: [{ courseType: DEMO_COURSE.TRAINING, status: DEMO_BOOKING.BOOK_CANCEL, daysAgo: 3 }],
  },
  {
    email: 'leo.price@portal.demo',
    name: ['Leo', 'Price'],
    place: { stage: STAGE.TRAINING, status: STATUS.TRAINING_NO_SHOW },
    moves: [TRAINING_INVITED, { stage: STAGE.TRAINING, status: STATUS.TRAINING_NO_SHOW }],
    movedHoursAgo: [400, 5 * 24 - 1],
    past: [{ courseType: DEMO_COURSE.TRAINING, status: DEMO_BOOKING.BOOK_NO_SHOW, daysAgo: 5 }],
  },
  ...(
    [
      // The last one waits on a second look, within the 2 business days promised.
      ['harper.cole', 'Harper', 'Cole', STATUS.TRAINING_CANCEL, DEMO_BOOKING.BOOK_CANCEL, 6],
      ['logan.gray', 'Logan', 'Gray', STATUS.TRAINING_NO_SHOW, DEMO_BOOKING.BOOK_NO_SHOW, 7],
      ['isla.hunt', 'Isla', 'Hunt', STATUS.TRAINING_REJECT, DEMO_BOOKING.INTERVIEW_OVER, 8],
      ['ruby.stone', 'Ruby', 'Stone', STATUS.TRAINING_UNDETERMINED, DEMO_BOOKING.INTERVIEW_OVER, 1],
    ] as const
  ).map(([local, first, last, status, booking, daysAgo]): RecordedApplicant => ({
    email: `${local}@portal.demo`,
    name: [first, last],
    place: { stage: STAGE.TRAIL_CLASS, status },
    moves: [TRIAL_INVITED, { stage: STAGE.TRAIL_CLASS, status }],
    movedHoursAgo: [300, daysAgo * 24 - 1],
    past: [
      {
        courseType: 'TRIAL_CLASS',
        status: booking,
        daysAgo,
        ...(booking === DEMO_BOOKING.INTERVIEW_OVER
          ? {
              result:
                status === STATUS.TRAINING_REJECT
                  ? { result: 'NOPASS', feedback: 'The class lost two of the four students.' }
                  : { result: 'SPARE', feedback: 'Good pace; a colleague will take a look.' },
            }
          : {}),
      },
    ],
  })),
];

const hasher = createPasswordHasher({ memoryKib: 19_456, iterations: 2 });

export const demoRecordedDemos: DemoSeed = {
  id: '2026-11-demo-recordings',
  async run(db: Db) {
    const interviewer = await demoInterviewer(db);
    const now = Date.now();
    const passwordHash = await hasher.hash(DEMO_TEACHER_PASSWORD);
    for (const [index, applicant] of APPLICANTS.entries()) {
      const userId = await createApplicant(db, applicant, passwordHash, 10_000_301 + index);
      const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
      for (const [step, place] of applicant.moves.entries()) {
        const from = applicant.moves[step - 1] ?? { stage: STAGE.BASE_INFO, status: STATUS.Apply };
        await db.insert(applicationEvents).values({
          userId,
          staffId: step >= 2 ? interviewer.id : null,
          fromStage: from.stage,
          fromStatus: from.status,
          toStage: place.stage,
          toStatus: place.status,
          createdAt: at(applicant.movedHoursAgo[step] ?? 0),
        });
      }
      const recording = applicant.recording;
      if (recording) {
        const [row] = await db
          .insert(demoRecordings)
          .values({
            userId,
            videoUrl: `https://video.example.com/share/${applicant.name[0].toLowerCase()}-demo`,
            status: recording.status,
            createdAt: at(recording.hoursAgo),
            ...(recording.status === RECORDING.SUBMITTED
              ? {}
              : { closedAt: at(recording.hoursAgo - 4), closedBy: interviewer.id }),
          })
          .returning({ id: demoRecordings.id });
        if (row && recording.spare)
          await db.insert(demoResults).values({
            recordingId: row.id,
            staffId: interviewer.id,
            result: 'SPARE',
            scores: DEFAULT_DEMO_CRITERIA.MINI_DEMO.map((criterion) => ({ criterion, score: 3 })),
            feedback: recording.spare,
            createdAt: at(recording.hoursAgo - 4),
          });
      }
      for (const session of applicant.past ?? []) {
        // Times long gone, on slots taken back since: they never meet a published time.
        const startsAt = now - session.daysAgo * DAY_MS;
        const times = {
          startsAt: new Date(startsAt),
          endsAt: new Date(demoEnd(session.courseType, startsAt)),
        };
        const [slot] = await db
          .insert(demoSlots)
          .values({
            staffId: interviewer.id,
            courseType: session.courseType,
            ...times,
            withdrawnAt: times.endsAt,
          })
          .returning({ id: demoSlots.id });
        if (!slot) throw new Error('no demo slot');
        const [booked] = await db
          .insert(demoBookings)
          .values({
            slotId: slot.id,
            userId,
            courseType: session.courseType,
            phase: DEMO_COURSES[session.courseType].phase,
            status: session.status,
            roomKey: randomToken(),
            ...times,
            // Cancelled two hours before the start: a late one (decision 034).
            ...(session.status === DEMO_BOOKING.BOOK_CANCEL
              ? { cancelledAt: new Date(startsAt - 2 * HOUR_MS) }
              : {}),
          })
          .returning({ id: demoBookings.id });
        if (booked && session.result)
          await db.insert(demoResults).values({
            bookingId: booked.id,
            staffId: interviewer.id,
            result: session.result.result,
            scores: DEFAULT_DEMO_CRITERIA.TRIAL_DEMO.map((criterion) => ({ criterion, score: 3 })),
            feedback: session.result.feedback,
            createdAt: times.endsAt,
          });
      }
    }
  },
};

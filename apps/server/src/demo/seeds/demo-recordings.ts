import {
  DEFAULT_DEMO_CRITERIA,
  demoEnd,
  STAGE,
  STATUS,
  type FunnelPlace,
  type RecordingStatus,
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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const INVITED = { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_1 };
const WAITING = { stage: STAGE.INTERVIEW, status: STATUS.InterviewUndetermined };

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
  /** Live interviews cancelled within 24 hours of their start. */
  lateCancellations?: number;
}

/**
 * Applicants of the recorded mini demo (decision 036), one per state: a recording waiting for
 * its review (the console's queue), one the interviewer could not open (InterviewInvitation_2),
 * one with a SPARE waiting for a second look, and one left with recordings only after three
 * late cancellations of the live interview (InterviewInvitation_3).
 */
const APPLICANTS: RecordedApplicant[] = [
  {
    email: 'lily.scott@portal.demo',
    name: ['Lily', 'Scott'],
    place: WAITING,
    moves: [INVITED, WAITING],
    movedHoursAgo: [240, 20],
    recording: { status: 'SUBMITTED', hoursAgo: 20 },
  },
  {
    email: 'noah.baker@portal.demo',
    name: ['Noah', 'Baker'],
    place: { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_2 },
    moves: [INVITED, WAITING, { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_2 }],
    movedHoursAgo: [240, 50, 46],
    recording: { status: 'UNREADABLE', hoursAgo: 50 },
  },
  {
    email: 'ava.turner@portal.demo',
    name: ['Ava', 'Turner'],
    place: WAITING,
    moves: [INVITED, WAITING, WAITING],
    movedHoursAgo: [240, 30, 26],
    recording: {
      status: 'REVIEWED',
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
    lateCancellations: 3,
  },
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
            ...(recording.status === 'SUBMITTED'
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
      for (let miss = 0; miss < (applicant.lateCancellations ?? 0); miss += 1) {
        // Times long gone, on slots taken back since: they never meet a published time. The
        // last cancellation (20 days ago) moved the applicant to recordings only.
        const startsAt = now - (22 - miss) * DAY_MS;
        const [slot] = await db
          .insert(demoSlots)
          .values({
            staffId: interviewer.id,
            courseType: 'LIVE_INTERVIEW',
            startsAt: new Date(startsAt),
            endsAt: new Date(demoEnd('LIVE_INTERVIEW', startsAt)),
            withdrawnAt: new Date(startsAt),
          })
          .returning({ id: demoSlots.id });
        if (!slot) throw new Error('no demo slot');
        await db.insert(demoBookings).values({
          slotId: slot.id,
          userId,
          courseType: 'LIVE_INTERVIEW',
          phase: 'MINI_DEMO',
          status: 'BOOK_CANCEL',
          roomKey: randomToken(),
          startsAt: new Date(startsAt),
          endsAt: new Date(demoEnd('LIVE_INTERVIEW', startsAt)),
          cancelledAt: new Date(startsAt - 2 * HOUR_MS),
        });
      }
    }
  },
};

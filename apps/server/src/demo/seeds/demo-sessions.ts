import {
  DAY_MS,
  DEFAULT_DEMO_CRITERIA,
  DEMO_BOOKING,
  DEMO_COURSES,
  demoEnd,
  HOUR_MS,
  STAGE,
  STATUS,
  type DemoCourseType,
  type DemoResult,
  type FunnelPlace,
  type StoredBookingStatus,
  DEMO_COURSE,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  applicationEvents,
  demoBookings,
  demoResults,
  demoSlots,
  resumes,
  users,
} from '../../db/schema/index.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import { randomToken } from '../../lib/tokens.js';
import type { DemoSeed } from '../demo-seeds.js';
import { DEMO_TEACHER_PASSWORD } from './demo-accounts.js';
import { demoInterviewer } from './demo-availability.js';

interface PastSession {
  email: string;
  /** A new demo applicant's name and place; absent: an account an earlier seed made. */
  created?: { name: [string, string]; place: FunnelPlace; from: FunnelPlace };
  courseType: DemoCourseType;
  /**
   * When it started: days before the seed's day, at a UTC hour the availability seed's day plan
   * leaves free (its times of an earlier start may lie in the past by now).
   */
  daysAgo: number;
  hour: number;
  status: StoredBookingStatus;
  result?: { result: DemoResult; feedback: string; score: number };
}

/**
 * Past sessions of the demo interviewer, so the console shows every state of a session and the
 * applicants read their results (decision 035): the two applicants waiting on a second look
 * and the failed one of the history seed get the interviews that put them there, and four new
 * applicants show a missed interview, a session nobody marked yet, a failed training and a
 * training whose SPARE invites to the trial class.
 */
const PAST_SESSIONS: PastSession[] = [
  {
    email: 'mia.hall@portal.demo',
    courseType: DEMO_COURSE.INTERVIEW,
    daysAgo: 1,
    hour: 8,
    status: DEMO_BOOKING.INTERVIEW_OVER,
    result: { result: 'SPARE', score: 3, feedback: 'Good energy; the props felt rushed.' },
  },
  {
    email: 'chloe.davis@portal.demo',
    courseType: DEMO_COURSE.INTERVIEW,
    daysAgo: 8,
    hour: 9,
    status: DEMO_BOOKING.INTERVIEW_OVER,
    result: { result: 'SPARE', score: 3, feedback: 'Clear English; little TPR.' },
  },
  {
    email: 'zoe.king@portal.demo',
    courseType: DEMO_COURSE.INTERVIEW,
    daysAgo: 9,
    hour: 10,
    status: DEMO_BOOKING.INTERVIEW_OVER,
    result: {
      result: 'NOPASS',
      score: 2,
      feedback: 'The demo had no interaction with the students; please practise with props.',
    },
  },
  {
    email: 'jack.lewis@portal.demo',
    created: {
      name: ['Jack', 'Lewis'],
      place: { stage: STAGE.INTERVIEW, status: STATUS.COURSE_NO_SHOW },
      from: { stage: STAGE.INTERVIEW, status: STATUS.Interview },
    },
    courseType: DEMO_COURSE.INTERVIEW,
    daysAgo: 1,
    hour: 10,
    status: DEMO_BOOKING.BOOK_NO_SHOW,
  },
  {
    email: 'henry.wright@portal.demo',
    created: {
      name: ['Henry', 'Wright'],
      place: { stage: STAGE.INTERVIEW, status: STATUS.Interview },
      from: { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_1 },
    },
    courseType: DEMO_COURSE.INTERVIEW,
    daysAgo: 1,
    hour: 11,
    status: DEMO_BOOKING.BOOK_SUCCESS,
  },
  {
    email: 'grace.young@portal.demo',
    created: {
      name: ['Grace', 'Young'],
      place: { stage: STAGE.TRAIL_CLASS, status: STATUS.TrialInvitation_1 },
      from: { stage: STAGE.TRAINING, status: STATUS.Training1v1 },
    },
    courseType: DEMO_COURSE.TRAINING,
    daysAgo: 2,
    hour: 8,
    status: DEMO_BOOKING.INTERVIEW_OVER,
    result: {
      result: 'SPARE',
      score: 3,
      feedback: 'Warm and patient. Book a trial class to show your pace with four students.',
    },
  },
  {
    email: 'chloe.walker@portal.demo',
    created: {
      name: ['Chloe', 'Walker'],
      place: { stage: STAGE.TRAINING, status: STATUS.TRAINING_REJECT },
      from: { stage: STAGE.TRAINING, status: STATUS.Training1v1 },
    },
    courseType: DEMO_COURSE.TRAINING,
    daysAgo: 3,
    hour: 9,
    status: DEMO_BOOKING.INTERVIEW_OVER,
    result: { result: 'NOPASS', score: 2, feedback: 'The lesson ran out of time twice.' },
  },
];

const hasher = createPasswordHasher({ memoryKib: 19_456, iterations: 2 });

export const demoSessions: DemoSeed = {
  id: '2026-11-demo-sessions',
  async run(db: Db) {
    const interviewer = await demoInterviewer(db);
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const passwordHash = await hasher.hash(DEMO_TEACHER_PASSWORD);
    for (const [index, past] of PAST_SESSIONS.entries()) {
      const userId = past.created
        ? await createApplicant(
            db,
            { email: past.email, ...past.created },
            passwordHash,
            10_000_201 + index,
          )
        : await accountOf(db, past.email);
      const startsAt = today - past.daysAgo * DAY_MS + past.hour * HOUR_MS;
      const times = {
        startsAt: new Date(startsAt),
        endsAt: new Date(demoEnd(past.courseType, startsAt)),
      };
      // A member's times never overlap (decision 034): one the interviewer published by hand
      // at that hour keeps it, and this session is left out.
      const [slot] = await db
        .insert(demoSlots)
        .values({ staffId: interviewer.id, courseType: past.courseType, ...times })
        .onConflictDoNothing()
        .returning({ id: demoSlots.id });
      if (!slot) continue;
      const [booking] = await db
        .insert(demoBookings)
        .values({
          slotId: slot.id,
          userId,
          courseType: past.courseType,
          phase: DEMO_COURSES[past.courseType].phase,
          status: past.status,
          roomKey: randomToken(),
          ...times,
        })
        .returning({ id: demoBookings.id });
      if (!booking) throw new Error(`no demo booking for ${past.email}`);
      if (past.result) {
        const criteria = DEFAULT_DEMO_CRITERIA[DEMO_COURSES[past.courseType].phase];
        await db.insert(demoResults).values({
          bookingId: booking.id,
          staffId: interviewer.id,
          result: past.result.result,
          scores: criteria.map((criterion) => ({ criterion, score: past.result?.score ?? 3 })),
          feedback: past.result.feedback,
          createdAt: times.endsAt,
        });
      }
      if (past.created && past.status !== DEMO_BOOKING.BOOK_SUCCESS)
        await db.insert(applicationEvents).values({
          userId,
          staffId: interviewer.id,
          fromStage: past.created.from.stage,
          fromStatus: past.created.from.status,
          toStage: past.created.place.stage,
          toStatus: past.created.place.status,
          createdAt: times.endsAt,
        });
    }
  },
};

async function accountOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo applicant ${email} comes with an earlier seed`);
  return row.id;
}

/** A demo applicant with a submitted resume, placed where the seed says. */
export async function createApplicant(
  db: Db,
  applicant: { email: string; name: readonly [string, string]; place: FunnelPlace },
  passwordHash: string,
  referralCode: number,
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: applicant.email,
      passwordHash,
      referralCode: String(referralCode),
      ...applicant.place,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`demo applicant ${applicant.email} not created`);
  const [firstName, lastName] = applicant.name;
  await db.insert(resumes).values({
    userId: row.id,
    commitStep: 3,
    firstName,
    lastName,
    fields: { firstName, lastName },
    submittedAt: new Date(Date.now() - 14 * DAY_MS),
  });
  return row.id;
}

import {
  APPLY_AGAIN_DEFAULT_DAYS,
  APPLY_AGAIN_LIMIT,
  DAY_MS,
  INITIAL_PLACE,
  STAGE,
  STATUS,
  type FunnelPlace,
} from '@portal/contracts';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationEvents, resumes, staff, users } from '../../db/schema/index.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import type { DemoSeed } from '../demo-seeds.js';
import { DEMO_TEACHER_PASSWORD } from './demo-accounts.js';

/** The usual way through the funnel, place by place; the demo histories follow it. */
export const ROAD: readonly FunnelPlace[] = [
  INITIAL_PLACE,
  { stage: STAGE.BASE_INFO, status: STATUS.Apply },
  { stage: STAGE.INTERVIEW, status: STATUS.InterviewInvitation_1 },
  { stage: STAGE.INTERVIEW, status: STATUS.Interview },
  { stage: STAGE.INTERVIEW, status: STATUS.InterviewUndetermined },
  { stage: STAGE.TRAINING, status: STATUS.Training1v1Invitation_1 },
  { stage: STAGE.TRAINING, status: STATUS.Training1v1 },
  { stage: STAGE.TRAINING, status: STATUS.TRAINING_UNDETERMINED },
  { stage: STAGE.TRAIL_CLASS, status: STATUS.TrialInvitation_2 },
  { stage: STAGE.CONTRACT, status: STATUS.Contract },
  { stage: STAGE.CONTRACT, status: STATUS.PENDING_REVIEW },
  { stage: STAGE.CONTRACT, status: STATUS.BACKGROUND_CHECK },
  { stage: STAGE.CONTRACT, status: STATUS.Finish },
];
export const roadIndex = (place: { stage: string; status: string }) =>
  ROAD.findIndex((p) => p.stage === place.stage && p.status === place.status);

/**
 * More applicants for the console's overview (decision 026): some waiting on a decision past
 * the promised 2 business days (5 days and more: at least 3 weekdays whatever today is), one
 * within it, and some turned down on the way.
 */
const MORE_APPLICANTS: {
  email: string;
  name: [string, string];
  /** The last place of the road they went through. */
  through: FunnelPlace;
  /** Where they ended, off the road; absent: at `through`. */
  end?: FunnelPlace;
  /** Days since their last move. */
  waited: number;
  /** Earlier applications that failed the same way, each followed by applying again. */
  appliedAgain?: number;
}[] = [
  {
    email: 'chloe.davis@portal.demo',
    name: ['Chloe', 'Davis'],
    through: { stage: STAGE.INTERVIEW, status: STATUS.InterviewUndetermined },
    waited: 8.2,
  },
  {
    email: 'ethan.clark@portal.demo',
    name: ['Ethan', 'Clark'],
    through: { stage: STAGE.TRAINING, status: STATUS.TRAINING_UNDETERMINED },
    waited: 5.4,
  },
  {
    email: 'mia.hall@portal.demo',
    name: ['Mia', 'Hall'],
    through: { stage: STAGE.INTERVIEW, status: STATUS.InterviewUndetermined },
    waited: 0.2,
  },
  {
    email: 'ben.adams@portal.demo',
    name: ['Ben', 'Adams'],
    through: { stage: STAGE.BASE_INFO, status: STATUS.Apply },
    end: { stage: STAGE.BASE_INFO, status: STATUS.Reject },
    waited: 12,
  },
  {
    email: 'zoe.king@portal.demo',
    name: ['Zoe', 'King'],
    through: { stage: STAGE.INTERVIEW, status: STATUS.Interview },
    end: { stage: STAGE.INTERVIEW, status: STATUS.InterviewReject },
    waited: 9,
  },
  {
    // Failed past the waiting period (decision 068): her status offers Apply again.
    email: 'ivy.morris@portal.demo',
    name: ['Ivy', 'Morris'],
    through: { stage: STAGE.TRAINING, status: STATUS.Training1v1 },
    end: { stage: STAGE.TRAINING, status: STATUS.TRAINING_REJECT },
    waited: 95,
  },
  {
    // Failed a third time (decision 075): no Apply again, his status names the contact route.
    email: 'leo.baker@portal.demo',
    name: ['Leo', 'Baker'],
    through: { stage: STAGE.BASE_INFO, status: STATUS.Apply },
    end: { stage: STAGE.BASE_INFO, status: STATUS.Reject },
    waited: 100,
    appliedAgain: APPLY_AGAIN_LIMIT,
  },
];

/** How long the demo applicant `who` spent at the road's place `place`, in days (0.5 to 4.5). */
export const dwell = (who: number, place: number) => 0.5 + ((who * 7 + place * 3) % 9) / 2;

const hasher = createPasswordHasher({ memoryKib: 19_456, iterations: 2 });

/**
 * Every demo applicant gets the audit trail of how they got where they are, spread over the
 * past weeks, so the overview's medians and waiting list have something to show. Maria
 * Garcia's resume has waited 6 days for a recruiter.
 */
export const demoHistory: DemoSeed = {
  id: '2026-11-history',
  async run(db: Db) {
    const now = Date.now();
    const [recruiter] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'recruiter@portal.demo'));
    const passwordHash = await hasher.hash(DEMO_TEACHER_PASSWORD);
    for (const [index, more] of MORE_APPLICANTS.entries()) {
      const [created] = await db
        .insert(users)
        .values({
          email: more.email,
          passwordHash,
          referralCode: String(10_000_101 + index),
          stage: (more.end ?? more.through).stage,
          status: (more.end ?? more.through).status,
        })
        .returning({ id: users.id });
      if (!created) throw new Error(`demo applicant ${more.email} not created`);
      await db.insert(resumes).values({
        userId: created.id,
        commitStep: 3,
        firstName: more.name[0],
        lastName: more.name[1],
        fields: { firstName: more.name[0], lastName: more.name[1] },
        submittedAt: new Date(now),
      });
    }

    const applicants = await db
      .select({ id: users.id, email: users.email, stage: users.stage, status: users.status })
      .from(users)
      // Demo accounts only: a database used for a while before holds others.
      .where(like(users.email, '%@portal.demo'))
      .orderBy(users.id);
    for (const [who, applicant] of applicants.entries()) {
      const more = MORE_APPLICANTS.find((m) => m.email === applicant.email);
      const last = roadIndex(more?.through ?? applicant);
      if (last < 0) continue; // moved off the road by hand: left as it is
      const road = ROAD.slice(0, last + 1);
      if (more?.end) road.push(more.end);
      // Earlier applications went the same road to the same failure; each ended in applying
      // again, the move from that failure back to the start.
      const path = Array.from({ length: (more?.appliedAgain ?? 0) + 1 }, () => road).flat();
      const waited = more?.waited ?? (applicant.email.startsWith('maria.') ? 6 : dwell(who, last));
      // Walk back from now: the last move `waited` days ago, each earlier place its dwell.
      let at = now - waited * DAY_MS;
      const moves: { at: number; from: FunnelPlace; to: FunnelPlace }[] = [];
      for (let step = path.length - 1; step > 0; step -= 1) {
        moves.unshift({ at, from: path[step - 1] as FunnelPlace, to: path[step] as FunnelPlace });
        // Before applying again, the failure waited out its period (decision 068).
        const waitedThere =
          path[step] === INITIAL_PLACE ? APPLY_AGAIN_DEFAULT_DAYS + 1 : dwell(who, step - 1);
        at -= waitedThere * DAY_MS;
      }
      await db
        .update(users)
        .set({ createdAt: new Date(at) })
        .where(eq(users.id, applicant.id));
      for (const move of moves) {
        await db.insert(applicationEvents).values({
          userId: applicant.id,
          staffId:
            move.from === INITIAL_PLACE || move.to === INITIAL_PLACE
              ? null
              : (recruiter?.id ?? null),
          fromStage: move.from.stage,
          fromStatus: move.from.status,
          toStage: move.to.stage,
          toStatus: move.to.status,
          createdAt: new Date(move.at),
        });
      }
    }
  },
};

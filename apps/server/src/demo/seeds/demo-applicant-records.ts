import {
  DAY_MS,
  FUNNEL_TRANSITIONS,
  INITIAL_PLACE,
  STATUS,
  type FunnelPlace,
} from '@portal/contracts';
import { and, asc, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationEvents, resumes, staff, users } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';
import { demoInterviewer } from './demo-availability.js';
import { dwell, ROAD, roadIndex } from './demo-history.js';
import { demoResumeFields, namesOf } from './demo-resumes.js';

const samePlace = (a: FunnelPlace, b: FunnelPlace) => a.stage === b.stage && a.status === b.status;

/**
 * The places from the form to `place`: the road's, or, off it, the road up to the furthest of
 * its places a declared move (contracts' FUNNEL_TRANSITIONS) leads from into `place`.
 */
export function pathTo(place: FunnelPlace): FunnelPlace[] {
  const onRoad = roadIndex(place);
  if (onRoad >= 0) return ROAD.slice(0, onRoad + 1);
  const from = Object.values(FUNNEL_TRANSITIONS)
    .filter((move) => samePlace(move.to, place))
    .flatMap((move) => move.from)
    .filter((start) => roadIndex(start) >= 0)
    .sort((a, b) => roadIndex(b) - roadIndex(a))[0];
  if (!from) throw new Error(`no demo road to ${place.stage}/${place.status}`);
  return [...ROAD.slice(0, roadIndex(from) + 1), place];
}

/** Who makes a move: nobody for the applicant's own, the interviewer for a demo's, else the recruiter. */
function takerOf(
  from: FunnelPlace,
  to: FunnelPlace,
  people: { interviewer: number; recruiter: number },
) {
  const move = Object.values(FUNNEL_TRANSITIONS).find(
    (candidate) => samePlace(candidate.to, to) && candidate.from.some((f) => samePlace(f, from)),
  );
  if (move?.by === 'applicant') return null;
  return move?.by === 'takeDemos' ? people.interviewer : people.recruiter;
}

/**
 * The seeds after the resume and history seeds (demo sessions, recorded demos, steps 4 and 5)
 * made applicants with a resume of their name alone and no history, or only its last move: a
 * contract-stage applicant's page in the console read an empty resume and "No change yet"
 * (issue 36). Run last, this seed gives every demo applicant past the form a whole resume (their
 * own answers kept) and the moves from the form to their first recorded place, or to where
 * they are when none is recorded, each a few days before the next.
 */
export const demoApplicantRecords: DemoSeed = {
  id: '2026-11-applicant-records',
  async run(db: Db) {
    const [recruiter] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'recruiter@portal.demo'));
    if (!recruiter) throw new Error('the demo recruiter is missing');
    const people = { recruiter: recruiter.id, interviewer: (await demoInterviewer(db)).id };
    const applicants = await db
      .select({ id: users.id, email: users.email, stage: users.stage, status: users.status })
      .from(users)
      .where(and(like(users.email, '%@portal.demo'), ne(users.status, STATUS.Init)))
      .orderBy(users.id);
    const now = Date.now();
    for (const [who, applicant] of applicants.entries()) {
      await completeResume(db, applicant);
      await completeHistory(db, applicant as typeof applicant & FunnelPlace, who, people, now);
    }
  },
};

async function completeResume(db: Db, applicant: { id: number; email: string }) {
  const [saved] = await db
    .select({ firstName: resumes.firstName, lastName: resumes.lastName })
    .from(resumes)
    .where(eq(resumes.userId, applicant.id));
  const [first, last] = namesOf(applicant.email);
  const firstName = saved?.firstName ?? first;
  const lastName = saved?.lastName ?? last;
  // The form's first step asks the e-mail too; the accounts seeds' resumes left it out.
  const fields = { ...demoResumeFields(firstName, lastName), email: applicant.email };
  const whole = JSON.stringify(fields);
  await db
    .insert(resumes)
    .values({
      userId: applicant.id,
      commitStep: 3,
      firstName,
      lastName,
      fields,
      submittedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: resumes.userId,
      // The applicant's own answers win over the typical ones.
      set: {
        commitStep: 3,
        fields: sql`${whole}::jsonb || ${resumes.fields}`,
        submittedAt: sql`coalesce(${resumes.submittedAt}, now())`,
      },
    });
}

async function completeHistory(
  db: Db,
  applicant: { id: number } & FunnelPlace,
  who: number,
  people: { interviewer: number; recruiter: number },
  now: number,
) {
  const [first] = await db
    .select({
      stage: applicationEvents.fromStage,
      status: applicationEvents.fromStatus,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.userId, applicant.id))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
    .limit(1);
  const start = first ? ({ stage: first.stage, status: first.status } as FunnelPlace) : applicant;
  if (samePlace(start, INITIAL_PLACE)) return;
  const path = pathTo(start);
  // Walk back from the first recorded move (or now): each earlier place its dwell.
  let at = (first?.at.getTime() ?? now) - dwell(who, path.length - 1) * DAY_MS;
  for (let step = path.length - 1; step > 0; step -= 1) {
    const from = path[step - 1] as FunnelPlace;
    const to = path[step] as FunnelPlace;
    await db.insert(applicationEvents).values({
      userId: applicant.id,
      staffId: takerOf(from, to, people),
      fromStage: from.stage,
      fromStatus: from.status,
      toStage: to.stage,
      toStatus: to.status,
      createdAt: new Date(at),
    });
    at -= dwell(who, step - 1) * DAY_MS;
  }
  await db
    .update(users)
    .set({ createdAt: sql`least(${users.createdAt}, ${new Date(at).toISOString()}::timestamptz)` })
    .where(eq(users.id, applicant.id));
}

import {
  ACTIVATED_PLACE,
  APPLICATION_STAGES,
  INITIAL_PLACE,
  STAFF_ROLES,
  STAGE,
  STATUS,
  type ApplicationStage,
  type StatusCode,
  STAFF_ACCOUNT,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, users } from '../../db/schema/index.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import type { DemoSeed } from '../demo-seeds.js';

/** Listed in the README. Demo data is never loaded in production on a real database. */
export const DEMO_STAFF_PASSWORD = 'Demo-Staff-1';
export const DEMO_TEACHER_PASSWORD = 'Demo-Teacher-1';

/**
 * Applicants at every step of the step bar and in its commonest states, so the console's
 * funnel and the applicant screens have something to show.
 */
const DEMO_APPLICANTS: { email: string; stage: ApplicationStage; status: StatusCode }[] = [
  { email: 'applicant@portal.demo', ...INITIAL_PLACE },
  { email: 'maria.garcia@portal.demo', stage: STAGE.BASE_INFO, status: STATUS.Apply },
  {
    email: 'james.smith@portal.demo',
    stage: STAGE.INTERVIEW,
    status: STATUS.InterviewInvitation_1,
  },
  { email: 'olivia.brown@portal.demo', stage: STAGE.INTERVIEW, status: STATUS.Interview },
  {
    email: 'liam.jones@portal.demo',
    stage: STAGE.TRAINING,
    status: STATUS.Training1v1Invitation_1,
  },
  { email: 'emma.wilson@portal.demo', stage: STAGE.TRAINING, status: STATUS.Training1v1 },
  { email: 'sophia.lee@portal.demo', stage: STAGE.TRAIL_CLASS, status: STATUS.TrialInvitation_2 },
  { email: 'ava.martin@portal.demo', stage: STAGE.CONTRACT, status: STATUS.Contract },
  { email: 'noah.taylor@portal.demo', stage: STAGE.CONTRACT, status: STATUS.PENDING_REVIEW },
  { email: 'lucas.white@portal.demo', stage: STAGE.CONTRACT, status: STATUS.BACKGROUND_CHECK },
  { email: 'teacher@portal.demo', ...ACTIVATED_PLACE },
];

// A cheap hash: demo accounts are for looking around, and the seed should not slow a start.
const hasher = createPasswordHasher({ memoryKib: 19_456, iterations: 2 });

export const demoAccounts: DemoSeed = {
  id: '2026-11-accounts',
  async run(db: Db) {
    const staffHash = await hasher.hash(DEMO_STAFF_PASSWORD);
    for (const role of STAFF_ROLES) {
      await db.insert(staff).values({
        email: `${role.toLowerCase()}@portal.demo`,
        name: `Demo ${role.charAt(0)}${role.slice(1).toLowerCase()}`,
        roles: [role],
        status: STAFF_ACCOUNT.ACTIVE,
        passwordHash: staffHash,
      });
    }
    const teacherHash = await hasher.hash(DEMO_TEACHER_PASSWORD);
    for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
      await db.insert(users).values({
        ...applicant,
        passwordHash: teacherHash,
        referralCode: String(10_000_001 + index),
        // Spread over the last weeks, as a real funnel would be.
        createdAt: sql`now() - ${`${index * 3} days`}::interval`,
      });
    }
    if (!APPLICATION_STAGES.every((stage) => DEMO_APPLICANTS.some((a) => a.stage === stage))) {
      throw new Error('demo applicants must cover every stage');
    }
  },
};

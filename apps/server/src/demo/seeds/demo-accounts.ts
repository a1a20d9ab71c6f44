import { APPLICATION_STAGES, STAFF_ROLES, type ApplicationStage } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, users } from '../../db/schema/index.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import type { DemoSeed } from '../demo-seeds.js';

/** Listed in the README. Demo data is never loaded in production on a real database. */
export const DEMO_STAFF_PASSWORD = 'Demo-Staff-1';
export const DEMO_TEACHER_PASSWORD = 'Demo-Teacher-1';

/** One applicant per stage, plus a few more, so the console's funnel has something to show. */
const DEMO_APPLICANTS: { email: string; stage: ApplicationStage; status: string }[] = [
  { email: 'applicant@portal.demo', stage: 'BASE_INFO', status: 'Init' },
  { email: 'maria.garcia@portal.demo', stage: 'BASE_INFO', status: 'Apply' },
  { email: 'james.smith@portal.demo', stage: 'INTERVIEW', status: 'InterviewInvitation_1' },
  { email: 'olivia.brown@portal.demo', stage: 'INTERVIEW', status: 'Interview' },
  { email: 'liam.jones@portal.demo', stage: 'TRAINING', status: 'Training1v1Invitation_1' },
  { email: 'emma.wilson@portal.demo', stage: 'TRAIL_CLASS', status: 'Training1v1' },
  { email: 'noah.taylor@portal.demo', stage: 'CONTRACT', status: 'PENDING_REVIEW' },
  { email: 'teacher@portal.demo', stage: 'CONTRACT', status: 'Finish' },
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
        status: 'ACTIVE',
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

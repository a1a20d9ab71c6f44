import { HOUR_MS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { savedFilters, staffActions, users } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';
import { demoLookups, insertDemoNote } from './demo-staff-notes.js';

/**
 * Who owns which demo applicant (decision 069). `recruiter@` owns three whose status is staff's
 * turn (resume submitted, documents to review, background check), so their "Waiting on me" is
 * not empty, and two who are at their own turn; `admin@` owns one waiting on staff.
 */
const OWNERS: { applicant: string; owner: string; hoursAgo: number }[] = [
  { applicant: 'maria.garcia@portal.demo', owner: 'recruiter@portal.demo', hoursAgo: 50 },
  { applicant: 'noah.taylor@portal.demo', owner: 'recruiter@portal.demo', hoursAgo: 30 },
  { applicant: 'lucas.white@portal.demo', owner: 'recruiter@portal.demo', hoursAgo: 26 },
  { applicant: 'james.smith@portal.demo', owner: 'recruiter@portal.demo', hoursAgo: 70 },
  { applicant: 'ava.martin@portal.demo', owner: 'recruiter@portal.demo', hoursAgo: 40 },
  { applicant: 'ethan.clark@portal.demo', owner: 'admin@portal.demo', hoursAgo: 20 },
];

/** Notes on demo applicants, as a recruiter and an interviewer would write them. */
const NOTES: { applicant: string; by: string; hoursAgo: number; body: string }[] = [
  {
    applicant: 'maria.garcia@portal.demo',
    by: 'recruiter@portal.demo',
    hoursAgo: 48,
    body: 'Strong resume: five years of primary teaching in Madrid. Asked whether weekend classes count towards the incentive.',
  },
  {
    applicant: 'noah.taylor@portal.demo',
    by: 'interviewer@portal.demo',
    hoursAgo: 28,
    body: 'Great energy in the trial demo; keep an eye on the pace with the youngest children.',
  },
  {
    applicant: 'noah.taylor@portal.demo',
    by: 'recruiter@portal.demo',
    hoursAgo: 3,
    body: 'Degree certificate uploaded as a photo; the scan is readable.',
  },
];

/** Saved filters (decision 069): the recruiter's documents to review, operations' suspended. */
const SAVED_FILTERS = [
  {
    by: 'recruiter@portal.demo',
    list: 'applicants',
    name: 'Documents to review',
    query: 'status=PENDING_REVIEW&sort=oldest',
  },
  { by: 'operations@portal.demo', list: 'teachers', name: 'Suspended', query: 'state=DISABLED' },
];

/** The demo applicants' owners and notes, each with its audit entry, and saved filters. */
export const demoApplicantOwners: DemoSeed = {
  id: '2026-11-applicant-owners',
  async run(db: Db) {
    const now = Date.now();
    const { userOf, memberOf } = demoLookups(db);
    for (const owned of OWNERS) {
      const userId = await userOf(owned.applicant);
      const ownerId = await memberOf(owned.owner);
      await db.update(users).set({ successManagerId: ownerId }).where(eq(users.id, userId));
      await db.insert(staffActions).values({
        staffId: ownerId,
        action: 'assignApplicantOwner',
        userId,
        detail: { ownerId, previousOwnerId: 0 },
        createdAt: new Date(now - owned.hoursAgo * HOUR_MS),
      });
    }
    for (const note of NOTES)
      await insertDemoNote(db, {
        userId: await userOf(note.applicant),
        staffId: await memberOf(note.by),
        body: note.body,
        createdAt: new Date(now - note.hoursAgo * HOUR_MS),
        action: 'addApplicantNote',
      });
    for (const { by, ...filter } of SAVED_FILTERS)
      await db.insert(savedFilters).values({ staffId: await memberOf(by), ...filter });
  },
};

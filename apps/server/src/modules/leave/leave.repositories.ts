import type { Db } from '../../db/database.js';
import type { JobSender } from '../../jobs/job-queue.js';
import { createSignedContractsRepository } from '../contract/signed-contracts.repository.js';
import { createClassReleasesRepository } from './class-releases.repository.js';
import { createLeaveAppealsRepository } from './leave-appeals.repository.js';
import { createLeaveClassesRepository } from './leave-classes.repository.js';
import { createLeaveLedgersRepository } from './leave-ledgers.repository.js';
import { createLeavePolicyRepository } from './leave-policy.repository.js';
import { createLeaveRecordsRepository } from './leave-records.repository.js';
import { createStudentNoticesRepository } from './student-notices.repository.js';

/** Leave's repositories (decision 041), built over the database or one transaction. */
export function createLeaveRepositories(db: Db, jobs: JobSender) {
  return {
    records: createLeaveRecordsRepository(db),
    appeals: createLeaveAppealsRepository(db),
    ledgers: createLeaveLedgersRepository(db),
    policy: createLeavePolicyRepository(db),
    classes: createLeaveClassesRepository(db),
    notices: createStudentNoticesRepository(db, jobs),
    releases: createClassReleasesRepository(db),
    /** The signed contracts whose periods and pay a cost reads (decision 052). */
    contracts: createSignedContractsRepository(db),
  };
}
export type LeaveRepositories = ReturnType<typeof createLeaveRepositories>;

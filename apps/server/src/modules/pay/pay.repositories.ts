import type { Db } from '../../db/database.js';
import type { JobSender } from '../../jobs/job-queue.js';
import { createPayBatchesRepository } from './pay-batches.repository.js';
import { createPayCorrectionsRepository } from './pay-corrections.repository.js';
import { createPayPolicyRepository } from './pay-policy.repository.js';
import { createPayReconciliationRepository } from './pay-reconciliation.repository.js';
import { createPayRunsRepository } from './pay-runs.repository.js';
import { createPaySourcesRepository } from './pay-sources.repository.js';
import { createPayYearRepository } from './pay-year.repository.js';
import { createPayslipReadsRepository } from './payslip-reads.repository.js';
import { createPayslipMovesRepository } from './payslip-moves.repository.js';
import { createPayslipWritesRepository } from './payslip-writes.repository.js';

/** Pay's repositories (decision 042), built over the database or one transaction. */
export function createPayRepositories(db: Db, jobs: JobSender) {
  return {
    runs: createPayRunsRepository(db, jobs),
    sources: createPaySourcesRepository(db),
    writes: createPayslipWritesRepository(db),
    reads: createPayslipReadsRepository(db),
    moves: createPayslipMovesRepository(db),
    policy: createPayPolicyRepository(db),
    batches: createPayBatchesRepository(db),
    corrections: createPayCorrectionsRepository(db),
    reconciliation: createPayReconciliationRepository(db),
    year: createPayYearRepository(db),
  };
}
export type PayRepositories = ReturnType<typeof createPayRepositories>;

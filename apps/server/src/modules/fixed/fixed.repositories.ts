import type { Db } from '../../db/database.js';
import { createFixedPeriodsRepository } from './fixed-periods.repository.js';
import { createFixedRequestsRepository } from './fixed-requests.repository.js';

/** The fixed classes' repositories (decision 041), over the database or one transaction. */
export function createFixedRepositories(db: Db) {
  return {
    periods: createFixedPeriodsRepository(db),
    requests: createFixedRequestsRepository(db),
  };
}
export type FixedRepositories = ReturnType<typeof createFixedRepositories>;

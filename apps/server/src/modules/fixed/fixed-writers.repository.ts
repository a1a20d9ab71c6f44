import { FIXED_PERIOD_LIFECYCLE, FIXED_REQUEST_LIFECYCLE } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { fixedPeriods, fixedRequests } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

/** The one writer of a fixed period's status: by a move's name from contracts' table. */
export function createFixedPeriodWriter(db: Db) {
  return createLifecycleWriter(db, FIXED_PERIOD_LIFECYCLE, {
    table: fixedPeriods,
    id: fixedPeriods.id,
    status: fixedPeriods.status,
  });
}

/** The one writer of a fixed request's status: by a move's name from contracts' table. */
export function createFixedRequestWriter(db: Db) {
  return createLifecycleWriter(db, FIXED_REQUEST_LIFECYCLE, {
    table: fixedRequests,
    id: fixedRequests.id,
    status: fixedRequests.status,
  });
}

import { defineCall } from '../calls/define-call.js';
import {
  bookStudentsRequest,
  cancelStudentRequest,
  classIdParams,
  demandRequest,
  integrationClass,
  openUnitList,
  openUnitsQuery,
  recordOutcomeRequest,
} from './integration.js';
import { z } from 'zod';

/**
 * The student side's calls (decision 039): the school's other system finds opened units,
 * books and cancels students, reports outcomes and demand. A service key (ADMIN makes them in
 * the console) with its scope authenticates them, never a person's session.
 */
export const INTEGRATION_CALLS = {
  openUnits: defineCall({
    method: 'GET',
    path: '/ops/integration/units',
    operationId: 'integrationOpenUnits',
    auth: 'service',
    serviceScope: 'READ_OPERATE',
    query: openUnitsQuery,
    payload: openUnitList,
  }),
  bookStudents: defineCall({
    method: 'POST',
    path: '/ops/integration/classes/book',
    operationId: 'integrationBookStudents',
    auth: 'service',
    serviceScope: 'WRITE_OPERATE',
    body: bookStudentsRequest,
    payload: integrationClass,
  }),
  cancelStudent: defineCall({
    method: 'POST',
    path: '/ops/integration/classes/cancel-student',
    operationId: 'integrationCancelStudent',
    auth: 'service',
    serviceScope: 'WRITE_OPERATE',
    body: cancelStudentRequest,
    payload: integrationClass,
  }),
  getClass: defineCall({
    method: 'GET',
    path: '/ops/integration/classes/:classId',
    operationId: 'integrationGetClass',
    auth: 'service',
    serviceScope: 'READ_OPERATE',
    params: classIdParams,
    payload: integrationClass,
  }),
  recordOutcome: defineCall({
    method: 'POST',
    path: '/ops/integration/classes/:classId/outcome',
    operationId: 'integrationRecordOutcome',
    summary: 'The teaching client reports how a running class ends',
    auth: 'service',
    serviceScope: 'WRITE_OPERATE',
    params: classIdParams,
    body: recordOutcomeRequest,
    payload: integrationClass,
  }),
  demand: defineCall({
    method: 'POST',
    path: '/ops/integration/demand',
    operationId: 'integrationDemand',
    auth: 'service',
    serviceScope: 'WRITE_OPERATE',
    body: demandRequest,
    payload: z.object({ startTime: z.number(), students: z.number() }),
  }),
};

import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import { teacherIdParams } from '../contract/teacher-admin.js';
import {
  appealDecisionRequest,
  appealFileParams,
  appealListQuery,
  appealParams,
  creditGrantRequest,
  creditGrantResult,
  emergencyCancellationRequest,
  opsAppealPage,
  opsAppealRow,
  opsTeacherLeave,
} from './leave-admin.js';
import { cancellationPolicy, cancellationResult } from './leave-schemas.js';

/** The console's leave calls (decision 041): OPERATIONS' side of cancellations and appeals. */
export const LEAVE_ADMIN_CALLS = {
  teacherLeave: defineCall({
    method: 'GET',
    path: '/ops/teachers/:userId/leave',
    operationId: 'getTeacherLeave',
    summary: "A teacher's counts, credits and this contract period's cancellations and no-shows",
    action: 'viewLeave',
    params: teacherIdParams,
    payload: opsTeacherLeave,
  }),
  recordEmergency: defineCall({
    method: 'POST',
    path: '/ops/teachers/:userId/emergency-cancellations',
    operationId: 'recordEmergencyCancellation',
    summary:
      'Records an emergency cancellation a teacher phoned in: previews the cost (the default) or confirms it',
    action: 'manageLeave',
    params: teacherIdParams,
    body: emergencyCancellationRequest,
    payload: cancellationResult,
  }),
  grantCredits: defineCall({
    method: 'POST',
    path: '/ops/teachers/:userId/cancellation-credits',
    operationId: 'grantCancellationCredits',
    summary: 'Grants cancellation credits (until the carrot shop sells them), with a reason',
    action: 'manageLeave',
    params: teacherIdParams,
    body: creditGrantRequest,
    payload: creditGrantResult,
  }),
  listAppeals: defineCall({
    method: 'GET',
    path: '/ops/leave/appeals',
    operationId: 'listLeaveAppeals',
    action: 'viewLeave',
    query: appealListQuery,
    payload: opsAppealPage,
  }),
  decideAppeal: defineCall({
    method: 'POST',
    path: '/ops/leave/appeals/:appealId/decision',
    operationId: 'decideLeaveAppeal',
    summary:
      'Accepts (the costs are reversed by new ledger rows) or rejects an appeal, with a reason',
    action: 'manageLeave',
    params: appealParams,
    body: appealDecisionRequest,
    payload: opsAppealRow,
  }),
  readAppealFile: defineCall({
    method: 'GET',
    path: '/ops/leave/appeals/:appealId/files/:fileId',
    operationId: 'readLeaveAppealFile',
    summary: 'A file the teacher sent with the appeal, shown in place (PDF, pictures); audited',
    action: 'viewLeave',
    params: appealFileParams,
    answer: 'file',
    produces: contentTypesFor('APPEAL_EVIDENCE'),
  }),
  getPolicy: defineCall({
    method: 'GET',
    path: '/ops/leave/policy',
    operationId: 'getCancellationPolicy',
    action: 'viewLeave',
    payload: cancellationPolicy,
  }),
  updatePolicy: defineCall({
    method: 'PUT',
    path: '/ops/leave/policy',
    operationId: 'updateCancellationPolicy',
    summary: "Replaces the policy's numbers; records already written keep what they cost",
    action: 'manageLeave',
    body: cancellationPolicy,
    payload: cancellationPolicy,
  }),
};

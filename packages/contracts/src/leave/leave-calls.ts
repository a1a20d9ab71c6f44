import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import { appealFileParams } from './leave-admin.js';
import {
  appealRequest,
  freeRemovalRequest,
  freeRemovalResult,
  leaveClassListQuery,
  leaveClassPage,
  leaveDetail,
  leaveHistoryPage,
  leaveHistoryQuery,
  leaveIdQuery,
  noShowDetail,
} from './leave-records.js';
import {
  cancellationResult,
  fixedLeaveConfirm,
  fixedLeaveInfo,
  fixedLeaveQuery,
  leaveCount,
  leaveCourseList,
  leaveInfo,
  leaveRangeQuery,
  leaveRequest,
} from './leave-schemas.js';

/**
 * The leave screens' calls (Group A2 "Leave", `/booking/cancellation` and
 * `/booking/cancel-history`; decision 041), in the dialect of the slot calls. One POST both
 * previews and confirms a cancellation (`preview`), so the cost shown is the cost written.
 */
export const LEAVE_CALLS = {
  courseList: defineCall({
    method: 'GET',
    path: '/t/tc/leave/course/list',
    operationId: 'getLeaveCourses',
    summary: "The teacher's held times in a range, each with its tier and refusal now",
    query: leaveRangeQuery,
    payload: leaveCourseList,
  }),
  info: defineCall({
    method: 'GET',
    path: '/t/tc/leave/info',
    operationId: 'getLeaveInfo',
    summary: "The cancellation policy, this contract period's counts and the free passes left",
    payload: leaveInfo,
  }),
  count: defineCall({
    method: 'GET',
    path: '/t/tc/leave/count',
    operationId: 'getLeaveCount',
    payload: leaveCount,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/t/tc/leave/detail',
    operationId: 'getLeaveDetail',
    summary: 'One cancellation or no-show with its classes, costs and appeal',
    query: leaveIdQuery,
    payload: leaveDetail,
  }),
  classList: defineCall({
    method: 'GET',
    path: '/t/tc/leave/class/list',
    operationId: 'getLeaveClasses',
    summary: 'Each class given back or missed in the current contract period',
    query: leaveClassListQuery,
    payload: leaveClassPage,
  }),
  noShowDetail: defineCall({
    method: 'GET',
    path: '/t/tc/leave/noshow/detail',
    operationId: 'getNoShowDetail',
    query: leaveIdQuery,
    payload: noShowDetail,
  }),
  leave: defineCall({
    method: 'POST',
    path: '/t/tc/leave/apply',
    operationId: 'applyLeave',
    summary:
      "Gives classes back: previews the cost (the default) or confirms it, all or nothing; a refusal answers the first class's code and data.fields by slot id",
    body: leaveRequest,
    payload: cancellationResult,
  }),
  freeNoShowRemoval: defineCall({
    method: 'POST',
    path: '/t/tc/leave/noshow/free/remove',
    operationId: 'removeNoShowFree',
    summary: "Removes a no-show with this contract year's free pass (logged)",
    body: freeRemovalRequest,
    payload: freeRemovalResult,
  }),
  fixedLeaveInfo: defineCall({
    method: 'GET',
    path: '/t/tc/leave/fixed/info',
    operationId: 'getFixedLeaveInfo',
    summary: "The previewed cost of leaving a fixed class's week, or the rest of its period",
    query: fixedLeaveQuery,
    payload: fixedLeaveInfo,
  }),
  fixedLeaveConfirm: defineCall({
    method: 'POST',
    path: '/t/tc/leave/fixed/confirm',
    operationId: 'confirmFixedLeave',
    body: fixedLeaveConfirm,
    payload: cancellationResult,
  }),
  appeal: defineCall({
    method: 'POST',
    path: '/t/tc/leave/appeal',
    operationId: 'appealLeave',
    summary: 'Contests a no-show or an emergency cancellation, once, with a message',
    body: appealRequest,
    payload: leaveDetail,
    // A suspended account or an expired contract may still contest what it was charged.
    teacherActs: false,
  }),
  readAppealFile: defineCall({
    method: 'GET',
    path: '/t/tc/leave/appeal/:appealId/file/:fileId',
    operationId: 'readOwnAppealFile',
    summary: 'A file the teacher sent with their own appeal, shown in place (PDF, pictures)',
    params: appealFileParams,
    answer: 'file',
    produces: contentTypesFor('APPEAL_EVIDENCE'),
    // What was sent stays readable to its sender, whatever the account's state now.
    teacherActs: false,
  }),
  history: defineCall({
    method: 'GET',
    path: '/t/tc/leave/history',
    operationId: 'getCancelHistory',
    summary: 'Every cancellation and no-show with reason, type, cost and status, by month',
    query: leaveHistoryQuery,
    payload: leaveHistoryPage,
  }),
};

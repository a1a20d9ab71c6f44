import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import {
  bankInfo,
  bankInfoQuery,
  bankUpdateRequest,
  needCompleted,
  profileInfo,
  profileUpdateRequest,
  teacherEmail,
  teacherSummary,
  timeZoneUpdateRequest,
  updateChecks,
} from './profile.js';
import {
  fullBankDetails,
  teacherIdParams,
  teacherList,
  teacherListQuery,
  teacherRecord,
  teacherStateRequest,
} from './teacher-admin.js';
import {
  teacherActivity,
  teacherDetail,
  teacherNote,
  teacherNoteRequest,
  teacherNotes,
} from './teacher-page.js';

/**
 * The teacher area's own calls (Group A "get teacher", "get teacher email"; Group A2 profile;
 * Group B bank info). Writes refuse a suspended account or an expired contract (decision 038)
 * unless they say `teacherActs: false`.
 */
export const PROFILE_CALLS = {
  getTeacher: defineCall({
    method: 'GET',
    path: '/t/tc/user/get/teacher',
    operationId: 'getTeacher',
    payload: teacherSummary,
  }),
  getTeacherEmail: defineCall({
    method: 'GET',
    path: '/t/tc/user/get/email',
    operationId: 'getTeacherEmail',
    payload: teacherEmail,
  }),
  needCompleted: defineCall({
    method: 'GET',
    path: '/t/tc/profile/need/completed',
    operationId: 'getProfileNeedCompleted',
    summary: 'What the teacher still has to fill in: profile fields, bank details, time zone',
    payload: needCompleted,
  }),
  getProfile: defineCall({
    method: 'GET',
    path: '/t/tc/profile/info',
    operationId: 'getProfile',
    payload: profileInfo,
  }),
  updateChecks: defineCall({
    method: 'GET',
    path: '/t/tc/profile/update/checks',
    operationId: 'getProfileUpdateChecks',
    payload: updateChecks,
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: '/t/tc/profile/update',
    operationId: 'updateProfile',
    body: profileUpdateRequest,
    payload: profileInfo,
  }),
  /** How the teacher reads times: allowed while the account is blocked (nothing is acted on). */
  updateTimeZone: defineCall({
    method: 'POST',
    path: '/t/tc/profile/update/timezone',
    operationId: 'updateTimeZone',
    body: timeZoneUpdateRequest,
    payload: z.object({ timeZone: z.string() }),
    teacherActs: false,
  }),
  getBankInfo: defineCall({
    method: 'GET',
    path: '/t/tc/profile/bank/info',
    operationId: 'getBankInfo',
    query: bankInfoQuery,
    payload: bankInfo,
  }),
  updateBank: defineCall({
    method: 'POST',
    path: '/t/tc/profile/bank/update',
    operationId: 'updateBank',
    summary: 'New bank details, confirmed with the account password; sealed at rest, mailed',
    body: bankUpdateRequest,
    payload: bankInfo,
  }),
};

/**
 * The console's teachers: OPERATIONS lists, suspends and restores; FINANCE reads bank details;
 * both read a teacher's page and write notes on it (decision 063).
 */
export const TEACHER_ADMIN_CALLS = {
  listTeachers: defineCall({
    method: 'GET',
    path: '/ops/teachers',
    operationId: 'listTeachers',
    action: 'viewTeachers',
    query: teacherListQuery,
    payload: teacherList,
  }),
  getOpsTeacher: defineCall({
    method: 'GET',
    path: '/ops/teachers/:userId',
    operationId: 'getOpsTeacher',
    summary: 'One teacher as staff see them: the account, its standing, every contract version',
    action: 'viewTeachers',
    params: teacherIdParams,
    payload: teacherDetail,
  }),
  exportTeachers: defineCall({
    method: 'GET',
    path: '/ops/exports/teachers',
    operationId: 'exportTeachers',
    summary: "The teachers' list of the query's filter as CSV, every row (audited)",
    action: 'exportTeachers',
    query: teacherListQuery,
    answer: 'file',
    produces: ['text/csv'],
  }),
  listTeacherNotes: defineCall({
    method: 'GET',
    path: '/ops/teachers/:userId/notes',
    operationId: 'listTeacherNotes',
    summary: 'Staff notes on a teacher, newest first',
    action: 'viewTeachers',
    params: teacherIdParams,
    payload: teacherNotes,
  }),
  addTeacherNote: defineCall({
    method: 'POST',
    path: '/ops/teachers/:userId/notes',
    operationId: 'addTeacherNote',
    summary: 'Adds a staff note on a teacher (never edited; in the audit trail)',
    action: 'noteTeachers',
    params: teacherIdParams,
    body: teacherNoteRequest,
    payload: teacherNote,
  }),
  getTeacherActivity: defineCall({
    method: 'GET',
    path: '/ops/teachers/:userId/activity',
    operationId: 'getTeacherActivity',
    summary: "The audit trail's staff actions about a teacher, newest first",
    action: 'viewTeachers',
    params: teacherIdParams,
    payload: teacherActivity,
  }),
  suspendTeacher: defineCall({
    method: 'POST',
    path: '/ops/teachers/:userId/suspend',
    operationId: 'suspendTeacher',
    action: 'manageTeachers',
    params: teacherIdParams,
    body: teacherStateRequest,
    payload: teacherRecord,
  }),
  restoreTeacher: defineCall({
    method: 'POST',
    path: '/ops/teachers/:userId/restore',
    operationId: 'restoreTeacher',
    action: 'manageTeachers',
    params: teacherIdParams,
    body: teacherStateRequest,
    payload: teacherRecord,
  }),
  revealBankDetails: defineCall({
    method: 'GET',
    path: '/ops/teachers/:userId/bank',
    operationId: 'revealBankDetails',
    summary: 'A teacher’s bank details in full; every reading lands in the audit trail',
    action: 'viewBankDetails',
    params: teacherIdParams,
    payload: fullBankDetails,
  }),
};

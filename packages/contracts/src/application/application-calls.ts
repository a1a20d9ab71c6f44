import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import { channelCodeAnswer, channelList } from './channels.js';
import {
  applicationFileParams,
  applicationFileQuery,
  applicationStatus,
  contactMessageRequest,
  savedResume,
  uploadFields,
  uploadResult,
} from './payloads.js';
import { commitResumeStepRequest } from './resume.js';

/** The applicant's side of the funnel: the resume's steps, its files, the status, help. */
/** What an applicant uploads (spec section 5), so what their signed links may answer. */
const APPLICATION_FILE_TYPES = [
  ...new Set(
    (
      ['PHOTO', 'CV', 'EDU_CERTIFICATE', 'TEACHER_CERTIFICATE', 'PROOF_CERTIFICATE'] as const
    ).flatMap(contentTypesFor),
  ),
];

export const APPLICATION_CALLS = {
  commitResumeStep: defineCall({
    method: 'POST',
    path: '/t/tc/apply/commit/resume/step',
    operationId: 'commitResumeStep',
    body: commitResumeStepRequest,
    payload: z.null(),
  }),
  getResume: defineCall({
    method: 'GET',
    path: '/t/tc/apply/get/resume',
    operationId: 'getResume',
    payload: savedResume,
  }),
  getStatus: defineCall({
    method: 'GET',
    path: '/t/tc/apply/status',
    operationId: 'getApplicationStatus',
    payload: applicationStatus,
  }),
  /** After a failed step and its waiting period: back to the basic information (decision 068). */
  applyAgain: defineCall({
    method: 'POST',
    path: '/t/tc/apply/again',
    operationId: 'applyAgain',
    summary:
      'Starts the application again at the basic information once the waiting period is over',
    payload: z.null(),
  }),
  /** Under /api for the original clients (reads `result`), yet it needs a session. */
  upload: defineCall({
    method: 'POST',
    path: '/api/apply/resource/upload',
    operationId: 'uploadApplicationFile',
    summary:
      'multipart/form-data: uploadFile (10 MB) and purpose (PHOTO, CV, EDU_CERTIFICATE, ...); reads result',
    auth: 'teacher',
    multipart: { fieldName: 'uploadFile', fields: uploadFields },
    payload: uploadResult,
  }),
  readFile: defineCall({
    method: 'GET',
    path: '/api/apply/resource/file/:fileId',
    operationId: 'readApplicationFile',
    summary: 'A file behind a short-lived signed link',
    params: applicationFileParams,
    query: applicationFileQuery,
    answer: 'file',
    produces: APPLICATION_FILE_TYPES,
  }),
  listChannels: defineCall({
    method: 'GET',
    path: '/t/tn/apply/channels',
    operationId: 'listChannels',
    payload: channelList,
  }),
  /** Spec section 7's "get channel code": the form presets Friend Referral with one (section 5). */
  getChannelCode: defineCall({
    method: 'GET',
    path: '/t/tc/apply/channel/code',
    operationId: 'getChannelCode',
    summary: 'The channel code (share poster) the applicant registered with, or null',
    payload: channelCodeAnswer,
  }),
  saveContactMessage: defineCall({
    method: 'POST',
    path: '/t/tc/help/save',
    operationId: 'saveContactMessage',
    body: contactMessageRequest,
    payload: z.null(),
    // A suspended teacher must still be able to write to support (decision 038).
    teacherActs: false,
  }),
  /** The success manager's address (reads data). */
  getSuccessManagerEmail: defineCall({
    method: 'GET',
    path: '/t/tc/user/get/trId/email',
    operationId: 'getSuccessManagerEmail',
    payload: z.string(),
  }),
};

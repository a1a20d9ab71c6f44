import { defineCall } from '../calls/define-call.js';
import {
  applicantDetail,
  applicantIdParams,
  applicantList,
  applicantListQuery,
  resumeDecisionRequest,
} from './review.js';

/** The console's applicants: recruiters and interviewers read them, recruiters decide resumes. */
export const REVIEW_CALLS = {
  listApplicants: defineCall({
    method: 'GET',
    path: '/ops/applicants',
    operationId: 'listApplicants',
    action: 'viewApplicants',
    query: applicantListQuery,
    payload: applicantList,
  }),
  getApplicant: defineCall({
    method: 'GET',
    path: '/ops/applicants/:userId',
    operationId: 'getApplicant',
    action: 'viewApplicants',
    params: applicantIdParams,
    payload: applicantDetail,
  }),
  decideResume: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/resume-decision',
    operationId: 'decideResume',
    action: 'reviewApplicants',
    params: applicantIdParams,
    body: resumeDecisionRequest,
    payload: applicantDetail,
  }),
};

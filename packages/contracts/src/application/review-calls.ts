import { defineCall } from '../calls/define-call.js';
import {
  applicantDetail,
  applicantIdParams,
  applicantList,
  applicantListQuery,
  resumeDecisionRequest,
} from './review.js';

/** The recruiters' side of the resume step. */
export const REVIEW_CALLS = {
  listApplicants: defineCall({
    method: 'GET',
    path: '/ops/applicants',
    operationId: 'listApplicants',
    action: 'reviewApplicants',
    query: applicantListQuery,
    payload: applicantList,
  }),
  getApplicant: defineCall({
    method: 'GET',
    path: '/ops/applicants/:userId',
    operationId: 'getApplicant',
    action: 'reviewApplicants',
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

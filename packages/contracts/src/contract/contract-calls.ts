import { applicantIdParams } from '../application/review.js';
import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import {
  applicantContract,
  applicantContractParams,
  applicantContracts,
  backgroundDecisionRequest,
  contractIdParams,
  holdRequest,
} from './contract-payloads.js';
import { contractTerms } from './terms.js';

/**
 * Step 5 (decision 038): the applicant reads their contract and its PDF (signing is the
 * contract form of the documents' `submitUrl`); recruiters offer it, record the background
 * check, hold and release applicants. Every console call answers the panel afresh.
 */
export const CONTRACT_CALLS = {
  getContract: defineCall({
    method: 'GET',
    path: '/t/tc/apply/contract',
    operationId: 'getContract',
    summary: 'The latest offered or signed contract (null before an offer)',
    payload: applicantContract.nullable(),
  }),
  readContractFile: defineCall({
    method: 'GET',
    path: '/t/tc/apply/contract/:contractId/file',
    operationId: 'readContractFile',
    summary: "The contract's PDF: as offered until signed, then the signed copy",
    params: contractIdParams,
    answer: 'file',
    produces: contentTypesFor('CONTRACT_PDF'),
  }),
  listApplicantContracts: defineCall({
    method: 'GET',
    path: '/ops/applicants/:userId/contracts',
    operationId: 'listApplicantContracts',
    action: 'manageContracts',
    params: applicantIdParams,
    payload: applicantContracts,
  }),
  offerContract: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/contracts',
    operationId: 'offerContract',
    summary: 'Offers a new version with these terms (an open offer is replaced)',
    action: 'manageContracts',
    params: applicantIdParams,
    body: contractTerms,
    payload: applicantContracts,
  }),
  readApplicantContractFile: defineCall({
    method: 'GET',
    path: '/ops/applicants/:userId/contracts/:contractId/file',
    operationId: 'readApplicantContractFile',
    summary: "A version's PDF (each reading lands in the audit trail)",
    action: 'manageContracts',
    params: applicantContractParams,
    answer: 'file',
    produces: contentTypesFor('CONTRACT_PDF'),
  }),
  recordBackgroundConsent: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/background-check/consent',
    operationId: 'recordBackgroundConsent',
    action: 'manageContracts',
    params: applicantIdParams,
    payload: applicantContracts,
  }),
  decideBackgroundCheck: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/background-check',
    operationId: 'decideBackgroundCheck',
    summary: 'CLEAR activates the account; ADVERSE ends the application with the reason',
    action: 'manageContracts',
    params: applicantIdParams,
    body: backgroundDecisionRequest,
    payload: applicantContracts,
  }),
  holdApplicant: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/hold',
    operationId: 'holdApplicant',
    action: 'manageContracts',
    params: applicantIdParams,
    body: holdRequest,
    payload: applicantContracts,
  }),
  releaseApplicant: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/release',
    operationId: 'releaseApplicant',
    summary: 'Back from a hold to where the documents put the applicant',
    action: 'manageContracts',
    params: applicantIdParams,
    payload: applicantContracts,
  }),
};

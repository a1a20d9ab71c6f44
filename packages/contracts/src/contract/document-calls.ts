import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import { ossGrant, ossGrantRequest } from '../files/oss.js';
import {
  applicantDocumentParams,
  applicantDocuments,
  applicantContractStatus,
  documentDecisionRequest,
  documentFileQuery,
  resourceList,
  resourceListQuery,
  resourceStatus,
  submitUrlRequest,
} from './document-payloads.js';

/** A document's signed read link: the file's id, its expiry and the signature. */
const documentLinkParams = z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
const documentLinkQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

/**
 * Step 4, material collection (spec section 7, Group B; decision 038): the applicant's
 * statuses, files and submission under /api (they read `result`, but submitUrl reads `data`),
 * the object-storage grants under /t/tc/oss, and the recruiters' review under /ops.
 */
export const DOCUMENT_CALLS = {
  getContractStatus: defineCall({
    method: 'POST',
    path: '/api/apply/getContractStatus',
    operationId: 'getContractStatus',
    auth: 'teacher',
    payload: applicantContractStatus,
  }),
  getResourceStatus: defineCall({
    method: 'GET',
    path: '/api/apply/resource/getResourceStatus',
    operationId: 'getResourceStatus',
    auth: 'teacher',
    payload: resourceStatus,
  }),
  getResourceList: defineCall({
    method: 'GET',
    path: '/api/apply/resource/getResourceList',
    operationId: 'getResourceList',
    summary: 'The slots asked for (useTypes: a comma list), with short-lived links to their files',
    auth: 'teacher',
    query: resourceListQuery,
    payload: resourceList,
  }),
  submitUrl: defineCall({
    method: 'POST',
    path: '/api/apply/resource/submitUrl',
    operationId: 'submitResourceUrls',
    summary:
      'Either uploadReq (a JSON string: { uploadReqList: [{ url, fileName, useType, resourceType, fileType }] }, url being a grant objectName) or the contract signature; reads data',
    auth: 'teacher',
    body: submitUrlRequest,
    payload: applicantContractStatus,
    answer: 'data',
  }),
  /** The file behind a `getResourceList` url: the signed link is the permission (decision 010). */
  readDocumentFile: defineCall({
    method: 'GET',
    path: '/api/apply/resource/document/:fileId',
    operationId: 'readDocumentFile',
    summary: 'A submitted document behind a short-lived signed link',
    params: documentLinkParams,
    query: documentLinkQuery,
    answer: 'file',
    produces: contentTypesFor('CONTRACT_DOCUMENT'),
  }),
  getStsToken: defineCall({
    method: 'POST',
    path: '/t/tc/oss/get/sts/token',
    operationId: 'getStsToken',
    summary: 'An upload grant in the shape of storage credentials (the key fields are empty)',
    body: ossGrantRequest,
    payload: ossGrant,
  }),
  uploadPrivateObject: defineCall({
    method: 'POST',
    path: '/t/tc/oss/upload/private/object',
    operationId: 'grantPrivateObject',
    summary: 'An upload grant for one private object: PUT the file to uploadUrl, then complete',
    body: ossGrantRequest,
    payload: ossGrant,
  }),
  listApplicantDocuments: defineCall({
    method: 'GET',
    path: '/ops/applicants/:userId/documents',
    operationId: 'listApplicantDocuments',
    action: 'reviewDocuments',
    params: applicantDocumentParams.pick({ userId: true }),
    payload: applicantDocuments,
  }),
  readApplicantDocument: defineCall({
    method: 'GET',
    path: '/ops/applicants/:userId/documents/:useType/file',
    operationId: 'readApplicantDocument',
    summary: 'The document, shown in place (images, PDF) or as a download (?download=1); audited',
    action: 'reviewDocuments',
    params: applicantDocumentParams,
    query: documentFileQuery,
    answer: 'file',
    produces: contentTypesFor('CONTRACT_DOCUMENT'),
  }),
  judgeDocument: defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/documents/:useType/decision',
    operationId: 'judgeDocument',
    summary: 'PASS, or RESUBMIT with a reason (mailed; the applicant uploads it again)',
    action: 'reviewDocuments',
    params: applicantDocumentParams,
    body: documentDecisionRequest,
    payload: applicantDocuments,
  }),
};

import { defineCall } from '../calls/define-call.js';
import {
  grantedFileParams,
  uploadedFile,
  uploadGrant,
  uploadGrantQuery,
  uploadGrantRequest,
} from './grants.js';

/** Uploads straight to storage through a short-lived grant (decision 027). */
export const FILE_CALLS = {
  grant: defineCall({
    method: 'POST',
    path: '/t/tc/files/grant',
    operationId: 'grantFileUpload',
    summary: 'A short-lived grant to upload one file (contract, receipt, recording)',
    body: uploadGrantRequest,
    payload: uploadGrant,
  }),
  /** The local store's upload address; with S3 the grant names a presigned address instead. */
  upload: defineCall({
    method: 'PUT',
    path: '/t/tc/files/upload/:fileId',
    operationId: 'uploadGrantedFile',
    summary: "The local store's upload address of a grant: the file's bytes as the body",
    params: grantedFileParams,
    query: uploadGrantQuery,
    payload: uploadedFile,
  }),
  complete: defineCall({
    method: 'POST',
    path: '/t/tc/files/:fileId/complete',
    operationId: 'completeFileUpload',
    summary: 'Checks an uploaded file against its grant and keeps it',
    params: grantedFileParams,
    payload: uploadedFile,
  }),
};

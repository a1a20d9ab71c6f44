import { uploadReqOf, type DocumentType } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { anyIp, asTeacher } from './accounts-client.js';
import { completeGrant, pdfOf, putGranted } from './file-grants.js';

/* Step 4 as the applicant's client makes it: a grant, the bytes, complete, then submitUrl. */

export interface OssAsk {
  resourceType?: string;
  fileName?: string;
  contentType?: string;
  size?: number;
}

/** POST /t/tc/oss/upload/private/object as a teacher (each from a new address: rate limits). */
export function ossGrant(app: FastifyInstance, token: string, ask: OssAsk = {}) {
  return app.inject({
    method: 'POST',
    url: '/t/tc/oss/upload/private/object',
    headers: asTeacher(token),
    remoteAddress: anyIp(),
    payload: {
      resourceType: ask.resourceType ?? 'PASSPORT',
      operateType: 'WRITE_OPERATE',
      operator: 'TEACHER_OPERATOR',
      fileName: ask.fileName ?? 'passport.pdf',
      ...(ask.contentType ? { contentType: ask.contentType } : {}),
      ...(ask.size ? { size: ask.size } : {}),
    },
  });
}

/** A file uploaded for a slot and completed: its objectName, ready to submit. */
export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  useType: DocumentType,
  bytes: Buffer = pdfOf(800),
  contentType = 'application/pdf',
): Promise<string> {
  const grant = await ossGrant(app, token, {
    resourceType: useType,
    fileName: contentType === 'application/pdf' ? 'scan.pdf' : 'scan.png',
    size: bytes.length,
  });
  expect(grant.statusCode, grant.body).toBe(200);
  const { objectName, uploadUrl } = grant.json().data as { objectName: string; uploadUrl: string };
  const put = await putGranted(app, token, uploadUrl, bytes, contentType);
  expect(put.statusCode, put.body).toBe(200);
  expect((await completeGrant(app, token, objectName)).statusCode).toBe(200);
  return objectName;
}

/** submitUrl's document form with these files. */
export function submitFiles(
  app: FastifyInstance,
  token: string,
  files: readonly { useType: DocumentType; objectName: string; fileType?: 'PDF' | 'JPG' }[],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/apply/resource/submitUrl',
    headers: asTeacher(token),
    payload: uploadReqOf(
      files.map((file) => ({
        url: file.objectName,
        fileName: 'scan.pdf',
        useType: file.useType,
        resourceType: file.useType,
        fileType: file.fileType ?? 'PDF',
      })),
    ),
  });
}

export const REQUIRED: readonly DocumentType[] = [
  'TEACHER_CERTIFICATE',
  'PASSPORT',
  'EDU_CERTIFICATE',
];

/** Uploads and submits a file for each slot given (the required three by default). */
export async function sendDocuments(
  app: FastifyInstance,
  token: string,
  useTypes: readonly DocumentType[] = REQUIRED,
): Promise<LightMyRequestResponse> {
  const files = [];
  for (const useType of useTypes)
    files.push({ useType, objectName: await uploadDocument(app, token, useType) });
  return submitFiles(app, token, files);
}

/** A teacher's GET or POST under /api (reads `result`, or `data` for submitUrl). */
export const asApplicantApi = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
) =>
  app.inject({
    method,
    url,
    headers: asTeacher(token),
    ...(method === 'POST' ? { payload: {} } : {}),
  });

import {
  applicationStatusResponse,
  CHANNELS,
  channelsResponse,
  commitResumeStepRequest,
  contactMessageRequest,
  contactMessageResponse,
  emptyResponse,
  savedResumeResponse,
  successManagerEmailResponse,
  UPLOAD_PURPOSES,
  UPLOAD_TIMEOUT_MS,
  uploadFields,
  uploadResponse,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okData, okResult } from '../../lib/envelope.js';
import { parseFields } from '../../lib/parse-fields.js';
import { teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { kindsOf } from '../storage/file-purposes.js';
import { readUpload, type UploadForm } from '../storage/read-upload.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';
import { uploadFormatError } from './application.service.js';

const tags = ['application'];
const fileQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });
const fileParams = z.object({ fileId: z.string().max(40) });
const applicationFile = {
  fieldName: 'uploadFile',
  allowed: kindsOf(UPLOAD_PURPOSES),
  formatError: (fields) => uploadFormatError(fields.purpose),
  fields: uploadFields,
} as const satisfies UploadForm;

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { application } = app.services;

  routes.post(
    '/t/tc/apply/commit/resume/step',
    {
      schema: {
        operationId: 'commitResumeStep',
        tags,
        body: commitResumeStepRequest,
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      await application.commitStep(teacherOf(request).userId, request.body);
      return okData(null);
    },
  );

  routes.get(
    '/t/tc/apply/get/resume',
    { schema: { operationId: 'getResume', tags, response: { 200: savedResumeResponse } } },
    async (request) => okData(await application.savedResume(teacherOf(request).userId)),
  );

  routes.get(
    '/t/tc/apply/status',
    {
      schema: {
        operationId: 'getApplicationStatus',
        tags,
        response: { 200: applicationStatusResponse },
      },
    },
    async (request) => okData(await application.status(teacherOf(request).userId)),
  );

  routes.post(
    '/api/apply/resource/upload',
    {
      schema: {
        operationId: 'uploadApplicationFile',
        tags,
        summary:
          'multipart/form-data: uploadFile (10 MB) and purpose (PHOTO, CV, EDU_CERTIFICATE, ...); reads result',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse },
      },
      config: { auth: 'teacher', rateLimit: RATE_LIMITS.uploads, upload: applicationFile },
      handlerTimeout: UPLOAD_TIMEOUT_MS,
    },
    async (request) => {
      const teacher = teacherOf(request);
      const upload = await readUpload(request, applicationFile);
      const purpose =
        parseFields(applicationFile.fields, upload.fields).purpose ?? 'EDU_CERTIFICATE';
      return okResult(await application.upload(teacher.userId, upload, purpose));
    },
  );

  routes.get(
    '/api/apply/resource/file/:fileId',
    {
      schema: {
        operationId: 'readApplicationFile',
        tags,
        params: fileParams,
        querystring: fileQuery,
        summary: 'A file behind a short-lived signed link',
      },
    },
    async (request, reply) => {
      const file = await application.readFile(
        request.params.fileId,
        request.query.expires,
        request.query.signature,
      );
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  );

  routes.get(
    '/t/tn/apply/channels',
    { schema: { operationId: 'listChannels', tags, response: { 200: channelsResponse } } },
    async () => okData(CHANNELS.map((channel) => ({ ...channel }))),
  );

  routes.post(
    '/t/tc/help/save',
    {
      schema: {
        operationId: 'saveContactMessage',
        tags,
        body: contactMessageRequest,
        response: { 200: contactMessageResponse },
      },
      config: { rateLimit: RATE_LIMITS.sendsMail },
    },
    async (request) => {
      await application.saveHelpMessage(teacherOf(request).userId, request.body.content);
      return okData(null);
    },
  );

  routes.get(
    '/t/tc/user/get/trId/email',
    {
      schema: {
        operationId: 'getSuccessManagerEmail',
        tags,
        response: { 200: successManagerEmailResponse },
      },
    },
    async (request) => okData(await application.successManagerEmail(teacherOf(request).userId)),
  );
}

import {
  FILE_KIND_TYPES,
  FILE_PURPOSES,
  GRANT_PURPOSES,
  grantedFileParams,
  UPLOAD_TIMEOUT_MS,
  uploadedFileResponse,
  uploadGrantQuery,
  uploadGrantRequest,
  uploadGrantResponse,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

const tags = ['files'];
/** The largest file any grant may be for: the upload route reads no more. */
const GRANT_MAX_BYTES = Math.max(
  ...GRANT_PURPOSES.map((purpose) => FILE_PURPOSES[purpose].maxBytes),
);

/** Upload grants (decision 027): ask, send the bytes, confirm. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { files } = app.services;

  // The upload route's body is the file itself, as sent (this plugin's routes only).
  app.addContentTypeParser(
    [...Object.values(FILE_KIND_TYPES), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: GRANT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  routes.post(
    '/t/tc/files/grant',
    {
      schema: {
        operationId: 'grantFileUpload',
        tags,
        summary: 'A short-lived grant to upload one file (contract, receipt, recording)',
        body: uploadGrantRequest,
        response: { 200: uploadGrantResponse },
      },
      config: { rateLimit: RATE_LIMITS.uploads },
    },
    async (request) => okData(await files.grant(teacherOf(request).userId, request.body)),
  );

  routes.put(
    '/t/tc/files/upload/:fileId',
    {
      schema: {
        operationId: 'uploadGrantedFile',
        tags,
        summary: "The local store's upload address of a grant: the file's bytes as the body",
        params: grantedFileParams,
        querystring: uploadGrantQuery,
        response: { 200: uploadedFileResponse },
      },
      bodyLimit: GRANT_MAX_BYTES,
      config: { rateLimit: RATE_LIMITS.uploads },
      handlerTimeout: UPLOAD_TIMEOUT_MS,
    },
    async (request) =>
      okData(
        await files.receive(
          teacherOf(request).userId,
          request.params.fileId,
          request.query,
          request.headers['content-type'],
          request.body,
        ),
      ),
  );

  routes.post(
    '/t/tc/files/:fileId/complete',
    {
      schema: {
        operationId: 'completeFileUpload',
        tags,
        summary: 'Checks an uploaded file against its grant and keeps it',
        params: grantedFileParams,
        response: { 200: uploadedFileResponse },
      },
    },
    async (request) =>
      okData(await files.complete(teacherOf(request).userId, request.params.fileId)),
  );
}

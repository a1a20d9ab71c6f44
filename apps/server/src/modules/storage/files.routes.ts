import {
  FILE_CALLS,
  FILE_KIND_TYPES,
  FILE_PURPOSES,
  GRANT_PURPOSES,
  UPLOAD_TIMEOUT_MS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { callRoute } from '../../lib/call-route.js';

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

  routes.route({
    ...callRoute(FILE_CALLS.grant, { tags, config: { rateLimit: RATE_LIMITS.uploads } }),
    handler: async (request) => okData(await files.grant(teacherOf(request).userId, request.body)),
  });

  routes.route({
    ...callRoute(FILE_CALLS.upload, { tags, config: { rateLimit: RATE_LIMITS.uploads } }),
    bodyLimit: GRANT_MAX_BYTES,
    handlerTimeout: UPLOAD_TIMEOUT_MS,
    handler: async (request) =>
      okData(
        await files.receive(
          teacherOf(request).userId,
          request.params.fileId,
          request.query,
          request.headers['content-type'],
          request.body,
        ),
      ),
  });

  routes.route({
    ...callRoute(FILE_CALLS.complete, { tags }),
    handler: async (request) =>
      okData(await files.complete(teacherOf(request).userId, request.params.fileId)),
  });
}

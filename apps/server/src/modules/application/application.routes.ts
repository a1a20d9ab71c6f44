import { APPLICATION_CALLS, CHANNELS, UPLOAD_PURPOSES, UPLOAD_TIMEOUT_MS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData, okResult } from '../../lib/envelope.js';
import { parseFields } from '../../lib/parse-fields.js';
import { teacherOf } from '../../plugins/auth.js';
import { uploadRoutes } from '../../plugins/multipart.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { kindsOf } from '../storage/file-purposes.js';
import { readUpload, type UploadForm } from '../storage/read-upload.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';
import { uploadFormatError } from './application.service.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['application'];
const applicationFile = {
  ...APPLICATION_CALLS.upload.multipart,
  allowed: kindsOf(UPLOAD_PURPOSES),
  formatError: (fields) => uploadFormatError(fields.purpose),
} as const satisfies UploadForm;

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { application } = app.services;

  routes.route({
    ...callRoute(APPLICATION_CALLS.commitResumeStep, { tags }),
    handler: async (request) => {
      await application.commitStep(teacherOf(request).userId, request.body);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.getResume, { tags }),
    handler: async (request) => okData(await application.savedResume(teacherOf(request).userId)),
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.applyAgain, { tags }),
    handler: async (request) => {
      await application.applyAgain(teacherOf(request).userId);
      return okData(null);
    },
  });
  routes.route({
    ...callRoute(APPLICATION_CALLS.getStatus, { tags }),
    handler: async (request) => okData(await application.status(teacherOf(request).userId)),
  });

  await uploadRoutes(app, (uploads) => {
    uploads.route({
      ...callRoute(APPLICATION_CALLS.upload, {
        tags,
        config: { rateLimit: RATE_LIMITS.uploads, upload: applicationFile },
      }),
      handlerTimeout: UPLOAD_TIMEOUT_MS,
      handler: async (request) => {
        const teacher = teacherOf(request);
        const upload = await readUpload(request, applicationFile);
        const purpose =
          parseFields(applicationFile.fields, upload.fields).purpose ?? 'EDU_CERTIFICATE';
        return okResult(await application.upload(teacher.userId, upload, purpose));
      },
    });
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.readFile, { tags }),
    handler: async (request, reply) => {
      const file = await application.readFile(
        request.params.fileId,
        request.query.expires,
        request.query.signature,
      );
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.listChannels, { tags }),
    handler: async () => okData(CHANNELS.map((channel) => ({ ...channel }))),
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.getChannelCode, { tags }),
    handler: async (request) => okData(await application.channelCode(teacherOf(request).userId)),
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.saveContactMessage, {
      tags,
      config: { rateLimit: RATE_LIMITS.sendsMail },
    }),
    handler: async (request) => {
      await application.saveHelpMessage(teacherOf(request).userId, request.body.content);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(APPLICATION_CALLS.getSuccessManagerEmail, { tags }),
    handler: async (request) =>
      okData(await application.successManagerEmail(teacherOf(request).userId)),
  });
}

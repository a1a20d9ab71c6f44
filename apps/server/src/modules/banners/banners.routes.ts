import { BANNER_CALLS, FILE_PURPOSES, UPLOAD_TIMEOUT_MS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { uploadRoutes } from '../../plugins/multipart.js';
import { parseFields } from '../../lib/parse-fields.js';
import { readUpload, type UploadForm } from '../storage/read-upload.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['banners'];
const pictureKinds = {
  allowed: FILE_PURPOSES.BANNER_PICTURE.kinds,
  formatError: FILE_PURPOSES.BANNER_PICTURE.formatError,
} as const;
const pictureUpload = {
  ...BANNER_CALLS.replacePicture.multipart,
  ...pictureKinds,
} as const satisfies UploadForm;
const newBanner = {
  ...BANNER_CALLS.create.multipart,
  ...pictureKinds,
} as const satisfies UploadForm;

export async function bannersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { banners } = app.services;

  routes.route({
    ...callRoute(BANNER_CALLS.list, { tags }),
    handler: async (request) => okData(await banners.listShown(request.query.type)),
  });

  routes.route({
    ...callRoute(BANNER_CALLS.picture, { tags }),
    handler: async (request, reply) =>
      sendFile(reply, await banners.picture(request.params.bannerId, true), {
        cache: FILE_CACHE.public,
      }),
  });

  routes.route({
    ...callRoute(BANNER_CALLS.manageList, { tags }),
    handler: async (request) => okData(await banners.listAll(request.query.kind)),
  });

  routes.route({
    ...callRoute(BANNER_CALLS.managePicture, { tags }),
    handler: async (request, reply) =>
      sendFile(reply, await banners.picture(request.params.bannerId, false), {
        cache: FILE_CACHE.private,
      }),
  });

  await uploadRoutes(app, (uploads) => {
    uploads.route({
      ...callRoute(BANNER_CALLS.create, { tags, config: { upload: newBanner } }),
      handlerTimeout: UPLOAD_TIMEOUT_MS,
      handler: async (request) => {
        const upload = await readUpload(request, newBanner);
        const fields = parseFields(newBanner.fields, upload.fields);
        return okData(await banners.create(fields, upload, staffOf(request).staffId));
      },
    });

    uploads.route({
      ...callRoute(BANNER_CALLS.replacePicture, { tags, config: { upload: pictureUpload } }),
      handlerTimeout: UPLOAD_TIMEOUT_MS,
      handler: async (request) =>
        okData(
          await banners.replacePicture(
            request.params.bannerId,
            await readUpload(request, pictureUpload),
          ),
        ),
    });
  });

  routes.route({
    ...callRoute(BANNER_CALLS.update, { tags }),
    handler: async (request) =>
      okData(await banners.update(request.params.bannerId, request.body, staffOf(request).staffId)),
  });

  routes.route({
    ...callRoute(BANNER_CALLS.order, { tags }),
    handler: async (request) => okData(await banners.reorder(request.body)),
  });

  routes.route({
    ...callRoute(BANNER_CALLS.remove, { tags }),
    handler: async (request) => {
      await banners.remove(request.params.bannerId);
      return okData(null);
    },
  });
}

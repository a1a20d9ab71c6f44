import {
  bannerIdParams,
  bannerListQuery,
  bannerListResponse,
  createBannerFields,
  FILE_PURPOSES,
  managedBannerListQuery,
  managedBannerListResponse,
  managedBannerResponse,
  orderBannersRequest,
  UPLOAD_TIMEOUT_MS,
  updateBannerRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { parseFields } from '../../lib/parse-fields.js';
import { readUpload, type UploadForm } from '../storage/read-upload.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';

const tags = ['banners'];
const operations = { action: 'manageBanners' } as const;
const pictureUpload = {
  fieldName: 'picture',
  allowed: FILE_PURPOSES.BANNER_PICTURE.kinds,
  formatError: FILE_PURPOSES.BANNER_PICTURE.formatError,
} as const satisfies UploadForm;
const newBanner = { ...pictureUpload, fields: createBannerFields } as const satisfies UploadForm;

export async function bannersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { banners } = app.services;

  routes.get(
    '/t/tn/banner/list',
    {
      schema: {
        operationId: 'listBanners',
        tags,
        querystring: bannerListQuery,
        response: { 200: bannerListResponse },
      },
    },
    async (request) => okData(await banners.listShown(request.query.type)),
  );

  routes.get(
    '/t/tn/banner/picture/:bannerId',
    {
      schema: {
        operationId: 'getBannerPicture',
        tags,
        params: bannerIdParams,
        summary: 'The picture of a banner that is ON',
      },
    },
    async (request, reply) =>
      sendFile(reply, await banners.picture(request.params.bannerId, true), {
        cache: FILE_CACHE.public,
      }),
  );

  routes.get(
    '/ops/banners',
    {
      schema: {
        operationId: 'manageBannersList',
        tags,
        querystring: managedBannerListQuery,
        response: { 200: managedBannerListResponse },
      },
      config: operations,
    },
    async (request) => okData(await banners.listAll(request.query.kind)),
  );

  routes.get(
    '/ops/banners/:bannerId/picture',
    {
      schema: { operationId: 'manageBannerPicture', tags, params: bannerIdParams },
      config: operations,
    },
    async (request, reply) =>
      sendFile(reply, await banners.picture(request.params.bannerId, false), {
        cache: FILE_CACHE.private,
      }),
  );

  routes.post(
    '/ops/banners',
    {
      schema: {
        operationId: 'createBanner',
        tags,
        summary: 'multipart/form-data: picture (jpg or png, 10 MB), kind, title, redirectUrl',
        consumes: ['multipart/form-data'],
        response: { 200: managedBannerResponse },
      },
      config: { ...operations, upload: newBanner },
      handlerTimeout: UPLOAD_TIMEOUT_MS,
    },
    async (request) => {
      const upload = await readUpload(request, newBanner);
      const fields = parseFields(newBanner.fields, upload.fields);
      return okData(await banners.create(fields, upload, staffOf(request).staffId));
    },
  );

  routes.post(
    '/ops/banners/:bannerId/picture',
    {
      schema: {
        operationId: 'replaceBannerPicture',
        tags,
        params: bannerIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: managedBannerResponse },
      },
      config: { ...operations, upload: pictureUpload },
      handlerTimeout: UPLOAD_TIMEOUT_MS,
    },
    async (request) =>
      okData(
        await banners.replacePicture(
          request.params.bannerId,
          await readUpload(request, pictureUpload),
        ),
      ),
  );

  routes.post(
    '/ops/banners/:bannerId',
    {
      schema: {
        operationId: 'updateBanner',
        tags,
        params: bannerIdParams,
        body: updateBannerRequest,
        response: { 200: managedBannerResponse },
      },
      config: operations,
    },
    async (request) => okData(await banners.update(request.params.bannerId, request.body)),
  );

  routes.post(
    '/ops/banners/order',
    {
      schema: {
        operationId: 'orderBanners',
        tags,
        body: orderBannersRequest,
        response: { 200: managedBannerListResponse },
      },
      config: operations,
    },
    async (request) => okData(await banners.reorder(request.body)),
  );

  routes.delete(
    '/ops/banners/:bannerId',
    { schema: { operationId: 'deleteBanner', tags, params: bannerIdParams }, config: operations },
    async (request) => {
      await banners.remove(request.params.bannerId);
      return okData(null);
    },
  );
}

import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import { FIRST_LOAD_ADDRESSES } from '../calls/first-load.js';
import {
  bannerIdParams,
  bannerListQuery,
  createBannerFields,
  managedBanner,
  managedBannerListQuery,
  orderBannersRequest,
  publicBanner,
  updateBannerRequest,
} from './banners.js';
import { funnelEventRequest, pageCloseRequest } from './funnel-events.js';
import { subscribeRequest } from './newsletter.js';

/** The public site's banners and the console's management of them. */
export const BANNER_CALLS = {
  list: defineCall({
    ...FIRST_LOAD_ADDRESSES.bannerList,
    operationId: 'listBanners',
    query: bannerListQuery,
    payload: z.array(publicBanner),
  }),
  picture: defineCall({
    method: 'GET',
    path: '/t/tn/banner/picture/:bannerId',
    operationId: 'getBannerPicture',
    summary: 'The picture of a banner that is ON',
    params: bannerIdParams,
    answer: 'file',
    produces: contentTypesFor('BANNER_PICTURE'),
  }),
  manageList: defineCall({
    method: 'GET',
    path: '/ops/banners',
    operationId: 'manageBannersList',
    action: 'manageBanners',
    query: managedBannerListQuery,
    payload: z.array(managedBanner),
  }),
  managePicture: defineCall({
    method: 'GET',
    path: '/ops/banners/:bannerId/picture',
    operationId: 'manageBannerPicture',
    summary: 'The picture of any banner, ON or OFF',
    action: 'manageBanners',
    params: bannerIdParams,
    answer: 'file',
    produces: contentTypesFor('BANNER_PICTURE'),
  }),
  create: defineCall({
    method: 'POST',
    path: '/ops/banners',
    operationId: 'createBanner',
    summary: 'multipart/form-data: picture (jpg or png, 10 MB), kind, title, redirectUrl',
    action: 'manageBanners',
    multipart: { fieldName: 'picture', fields: createBannerFields },
    payload: managedBanner,
  }),
  replacePicture: defineCall({
    method: 'POST',
    path: '/ops/banners/:bannerId/picture',
    operationId: 'replaceBannerPicture',
    summary: 'multipart/form-data: picture (jpg or png, 10 MB)',
    action: 'manageBanners',
    params: bannerIdParams,
    multipart: { fieldName: 'picture' },
    payload: managedBanner,
  }),
  update: defineCall({
    method: 'POST',
    path: '/ops/banners/:bannerId',
    operationId: 'updateBanner',
    action: 'manageBanners',
    params: bannerIdParams,
    body: updateBannerRequest,
    payload: managedBanner,
  }),
  order: defineCall({
    method: 'POST',
    path: '/ops/banners/order',
    operationId: 'orderBanners',
    action: 'manageBanners',
    body: orderBannersRequest,
    payload: z.array(managedBanner),
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/ops/banners/:bannerId',
    operationId: 'deleteBanner',
    action: 'manageBanners',
    params: bannerIdParams,
    payload: z.null(),
  }),
};

/** The public site's own calls: the newsletter and first-party funnel events. */
export const SITE_CALLS = {
  subscribe: defineCall({
    method: 'POST',
    path: '/t/tn/user/subscribe',
    operationId: 'subscribeNewsletter',
    body: subscribeRequest,
    payload: z.null(),
  }),
  recordFunnelEvent: defineCall({
    ...FIRST_LOAD_ADDRESSES.funnelEvent,
    operationId: 'recordFunnelEvent',
    summary: 'Records a Visit, a Click (target) or an ErrorToast (code) of a page',
    body: funnelEventRequest,
    payload: z.null(),
  }),
  /** Spec section 7's "page close POST with action", recorded as the applicant's event. */
  recordPageClose: defineCall({
    method: 'POST',
    path: '/t/tc/apply/page/close',
    operationId: 'recordPageClose',
    summary: 'Records the action (phase) a page showed when the applicant closed it',
    body: pageCloseRequest,
    payload: z.null(),
    // An analytics record, not an act in the teacher area (decision 038).
    teacherActs: false,
  }),
};

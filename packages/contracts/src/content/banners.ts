import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { FILE_PURPOSES } from '../files/purposes.js';
import { lineText } from '../plain-text.js';
import { isHttpsAddress, isSameSitePath } from './banner-link.js';
import { optionalText, wireInt } from '../wire.js';
import { BANNER_STATUSES } from './banner.lifecycle.js';

export {
  BANNER,
  BANNER_LIFECYCLE,
  BANNER_STATUSES,
  BANNER_SWITCH,
  type BannerStatus,
} from './banner.lifecycle.js';

/** Banner kinds: the landing page's carousel and the carrot shop's. */
export const BANNER_KINDS = ['TEACHER_RECRUIT', 'SHOP'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
/** Pictures a banner accepts (checked by content on the server). */
export const BANNER_PICTURE_TYPES = FILE_PURPOSES.BANNER_PICTURE.kinds;

/** What the landing page reads. */
export const publicBanner = z.object({
  id: z.number().int(),
  picUrl: z.string(),
  redirectUrl: z.string(),
  /** The picture's text alternative. */
  title: z.string(),
  bannerStatus: z.enum(BANNER_STATUSES),
});
export type PublicBanner = z.infer<typeof publicBanner>;

/** The landing page's (or the shop's) banners: the ON ones in the order staff set. */
export const bannerListQuery = z.object({ type: z.enum(BANNER_KINDS) });

/** The console's view. */
export const managedBanner = publicBanner.extend({
  kind: z.enum(BANNER_KINDS),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});
export type ManagedBanner = z.infer<typeof managedBanner>;

/** A link a banner follows: nothing, a page of this site, or an https address. */
const redirectUrl = lineText({ error: FIELD_MESSAGES.required })
  .max(500, FIELD_MESSAGES.invalid)
  .refine((value) => value === '' || isSameSitePath(value) || isHttpsAddress(value), {
    error: FIELD_MESSAGES.invalid,
  });

const title = lineText({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(120);

/** The text fields of a new banner (multipart, with the `picture` file). */
export const createBannerFields = z.object({
  kind: z.enum(BANNER_KINDS, { error: FIELD_MESSAGES.required }),
  title,
  redirectUrl,
});
export type CreateBannerFields = z.input<typeof createBannerFields>;

/** A banner's changes (each field optional). */
export const updateBannerRequest = z.object({
  title: optionalText(title),
  redirectUrl: optionalText(redirectUrl),
  bannerStatus: optionalText(z.enum(BANNER_STATUSES)),
});
export type UpdateBannerRequest = z.input<typeof updateBannerRequest>;
export type UpdateBannerChanges = z.output<typeof updateBannerRequest>;

export const bannerIdParams = z.object({ bannerId: wireInt.pipe(z.number().int().positive()) });

/** A new order of a kind's banners, first shown first. */
export const orderBannersRequest = z.object({
  kind: z.enum(BANNER_KINDS),
  ids: z.array(wireInt.pipe(z.number().int().positive())).min(1).max(100),
});
export type OrderBannersRequest = z.input<typeof orderBannersRequest>;
export type BannerOrder = z.output<typeof orderBannersRequest>;

export const managedBannerListQuery = z.object({ kind: optionalText(z.enum(BANNER_KINDS)) });

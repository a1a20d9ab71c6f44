import {
  acceptFor,
  contentTypesFor,
  FIELD_MESSAGES,
  UPLOAD_MAX_BYTES,
  BANNER_CALLS,
  fillPath,
} from '@portal/contracts';

const TYPES = new Set(contentTypesFor('BANNER_PICTURE'));
const NAMES = acceptFor('BANNER_PICTURE').split(',');

/** What the file picker offers (the server checks the bytes), from the contracts' purposes. */
export const BANNER_PICTURE_ACCEPT = [...TYPES, ...NAMES].join(',');

/**
 * Why a chosen picture cannot be a banner's, in the catalogue's words (spec section 5: jpg,
 * jpeg or png, 10 MB), before any byte is sent; null when it may go. The server checks again.
 */
export function bannerPictureProblem(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): string | null {
  if (!file || file.size === 0) return FIELD_MESSAGES.noFile;
  if (file.size > UPLOAD_MAX_BYTES) return FIELD_MESSAGES.uploadTooLarge;
  const name = file.name.toLowerCase();
  if (!NAMES.some((ending) => name.endsWith(ending)) && !TYPES.has(file.type))
    return FIELD_MESSAGES.uploadImageFormat;
  return null;
}

/** The staff preview of a banner's picture (OFF banners too), fresh after a replacement. */
export function bannerPreviewUrl(banner: { id: number; updatedAt: number }): string {
  return `${fillPath(BANNER_CALLS.managePicture.path, { bannerId: banner.id })}?v=${banner.updatedAt}`;
}

/** The ids in their new order after moving one place up (-1) or down (+1); null at an edge. */
export function movedOrder(ids: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

import { managedBannerListResponse, managedBannerResponse } from '@portal/contracts';

/** The payloads of the console's banner calls (inside the envelope). */
export const managedBanner = managedBannerResponse.shape.data;
export const managedBannerList = managedBannerListResponse.shape.data;

import type { Health, SiteConfig } from '@portal/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';

const startedAt = Date.now();

export async function checkHealth(database: Database): Promise<Health> {
  const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
  try {
    await database.ping();
    return { status: 'ok', database: 'ok', uptimeSeconds };
  } catch {
    return { status: 'unavailable', database: 'unreachable', uptimeSeconds };
  }
}

/** Public settings for the web client; nothing here is secret. */
export function publicSiteConfig(config: Config): SiteConfig {
  return {
    supportEmail: config.SUPPORT_EMAIL,
    videoBaseUrl: config.VIDEO_BASE_URL,
    links: {
      tesolCertification: config.TESOL_URL,
      shop: config.SHOP_URL,
      trainingCourseShop: config.TRAINING_COURSE_SHOP_URL,
      howToPassVideo: config.HOW_TO_PASS_VIDEO_URL,
      facebook: config.FACEBOOK_URL,
      instagram: config.INSTAGRAM_URL,
      linkedin: config.LINKEDIN_URL,
      youtube: config.YOUTUBE_URL,
      twitter: config.TWITTER_URL,
      glassdoor: config.GLASSDOOR_URL,
    },
    download: {
      windows: config.DOWNLOAD_WINDOWS_URL,
      mac: config.DOWNLOAD_MAC_URL,
      latestVersion: config.CLIENT_LATEST_VERSION,
    },
  };
}

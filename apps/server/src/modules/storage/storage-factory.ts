import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage, type S3Settings } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The bucket's settings when object storage is configured (bucket and both keys), else none. */
export function s3SettingsOf(config: Config): S3Settings | undefined {
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) return;
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** Where files live without object storage. */
export const localFilesDir = (config: Config) => path.join(config.dataDir, 'files');

export function createFileStorage(config: Config): FileStorage {
  const s3 = s3SettingsOf(config);
  return s3 ? createS3Storage(s3) : createLocalStorage(localFilesDir(config));
}

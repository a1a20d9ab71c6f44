import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { S3Settings } from './s3-storage.js';
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
  return s3 ? s3OnFirstUse(s3) : createLocalStorage(localFilesDir(config));
}

/**
 * The bucket's storage, with the AWS SDK loaded by its first call: the SDK takes a tenth of a
 * second to load, which a server on local storage (and every API test) need not pay
 * (decision 050).
 */
function s3OnFirstUse(settings: S3Settings): FileStorage {
  let loading: Promise<FileStorage> | undefined;
  const storage = () =>
    (loading ??= import('./s3-storage.js').then(({ createS3Storage }) =>
      createS3Storage(settings),
    ));
  return {
    kind: 's3',
    put: async (key, body, contentType) => (await storage()).put(key, body, contentType),
    read: async (key) => (await storage()).read(key),
    delete: async (key) => (await storage()).delete(key),
    presignPut: async (key, contentType, size, expiresInSeconds) => {
      const loaded = await storage();
      if (!loaded.presignPut) throw new Error('the S3 storage presigns uploads');
      return loaded.presignPut(key, contentType, size, expiresInSeconds);
    },
    async *list() {
      yield* (await storage()).list();
    },
  };
}

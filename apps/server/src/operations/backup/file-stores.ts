import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../modules/storage/s3-storage.js';
import { digestFile, digestStream } from './file-hash.js';
import type { FileSummary } from './manifest.js';

/**
 * The files as a backup sees them: every file of the local folder (the `.type` companions
 * and anything else in it too), or every object of the bucket, not only the keys the server
 * makes: a backup copies what is there.
 */
export interface BackupFileStore {
  readonly kind: 'local' | 's3';
  readonly describe: string;
  /** Every file's path (local) or key (S3), sorted. */
  list(): Promise<string[]>;
  /** Copies the file to `target` and answers its summary. */
  download(key: string, target: string): Promise<FileSummary>;
  upload(key: string, source: string, contentType: string | undefined): Promise<void>;
  /** The file's summary, read where it is stored. */
  summarize(key: string): Promise<FileSummary>;
  /**
   * `--force` over a store that is not empty: the local folder moves aside (answers where);
   * S3 objects the backup does not hold are deleted.
   */
  clearFor(keep: ReadonlySet<string>): Promise<string>;
}

/** A key as a path under a folder; anything that could leave the folder is refused. */
export function safeRelative(key: string): string {
  const parts = key.split('/');
  if (key.startsWith('/') || parts.some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`refusing the file name ${JSON.stringify(key)}: it could leave its folder`);
  return path.join(...parts);
}

export function createLocalFileStore(root: string): BackupFileStore {
  return {
    kind: 'local',
    describe: `the folder ${root}`,
    async list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
    async download(key, target) {
      await copyFile(path.join(root, safeRelative(key)), target);
      return { path: key, ...(await digestFile(target)) };
    },
    async upload(key, source) {
      const file = path.join(root, safeRelative(key));
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await copyFile(source, file);
    },
    async summarize(key) {
      return { path: key, ...(await digestFile(path.join(root, safeRelative(key)))) };
    },
    async clearFor() {
      const aside = `${root}.before-restore-${stampOf(new Date())}`;
      await stat(root);
      await rename(root, aside);
      return `moved ${root} to ${aside}`;
    },
  };
}

export function createS3FileStore(settings: S3Settings): BackupFileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A streamed body would otherwise go as `aws-chunked` with a trailing checksum, which
    // not every S3-compatible store decodes (s3rver keeps the framing in the object); the
    // restore reads every object back and compares its sha256 instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const get = (key: string) => client.send(new GetObjectCommand({ Bucket, Key: key }));
  const summaryOf = async (key: string, target?: string): Promise<FileSummary> => {
    const object = await get(key);
    const digest = await digestStream(object.Body as Readable, target);
    return { path: key, ...digest, contentType: object.ContentType ?? 'application/octet-stream' };
  };
  const keys = async () => {
    const found: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
      for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key);
    }
    return found.sort();
  };
  return {
    kind: 's3',
    describe: `the bucket ${Bucket}`,
    list: keys,
    download: (key, target) => {
      safeRelative(key);
      return summaryOf(key, target);
    },
    async upload(key, source, contentType) {
      const { size } = await stat(source);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(source),
          ContentLength: size,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      );
    },
    summarize: (key) => summaryOf(key),
    async clearFor(keep) {
      const extra = (await keys()).filter((key) => !keep.has(key));
      for (const key of extra) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return `deleted ${extra.length} object(s) of ${Bucket} the backup does not hold`;
    },
  };
}

/** `20261120-154502Z`: sorts by time, safe in a file name. */
export function stampOf(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(/[-:]/g, '')
    .replace('T', '-');
}

import type { Readable } from 'node:stream';

/**
 * Where files live. Keys are made by the server (`<area>/<random>.<ext>`), never taken from a
 * user's file name. Local folder by default; S3-compatible storage when configured.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such key. */
  read(key: string): Promise<{ stream: Readable; contentType: string; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored file with when it was written (for the sweeper; order unspecified). */
  list(): AsyncIterable<StoredFile>;
  /**
   * S3 only: an address to PUT exactly one body of `size` bytes and `contentType` to `key`,
   * valid `expiresInSeconds` (upload grants, decision 027). The local store has none: its
   * grants are signed addresses of the server's own upload route.
   */
  presignPut?(
    key: string,
    contentType: string,
    size: number,
    expiresInSeconds: number,
  ): Promise<string>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Keys the server makes: a folder, a random name, a known extension. Anything else is refused. */
export const STORAGE_KEY =
  /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|pdf|doc|docx|webm|mp3|m4a)$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}

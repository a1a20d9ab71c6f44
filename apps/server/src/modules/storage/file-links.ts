import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPLICATION_CALLS, fillPath, MINUTE_MS } from '@portal/contracts';

/**
 * Private files are read through links that name the file, expire, and carry a signature.
 * Every link starts with the read call's address up to the file's id.
 */
export const FILE_LINK_PATH = fillPath(APPLICATION_CALLS.readFile.path, { fileId: '' });
/** Long enough to open or download, short enough that a leaked link soon stops working. */
export const FILE_LINK_TTL_MS = 10 * MINUTE_MS;
const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * `key`: the file-link key (`deriveKey(SESSION_SECRET, 'file-links')`). Another read call
 * (the step-4 documents') passes its own key and the address its links start with.
 */
export function createFileLinks(
  key: Buffer,
  clock: () => number = Date.now,
  basePath: string = FILE_LINK_PATH,
) {
  const sign = (fileId: string, expires: number) =>
    createHmac('sha256', key).update(`file:${fileId}:${expires}`).digest('base64url');

  return {
    link(fileId: string): string {
      const expires = clock() + FILE_LINK_TTL_MS;
      return `${basePath}${fileId}?expires=${expires}&signature=${sign(fileId, expires)}`;
    },

    /** Whether a link's signature is ours and it has not expired. */
    verify(fileId: string, expires: number, signature: string): boolean {
      if (!FILE_ID.test(fileId) || !Number.isSafeInteger(expires) || expires < clock())
        return false;
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;

/** The file id a committed `...Url` value names (a link of ours, expired or not), if any. */
export function fileIdOf(url: string): string | undefined {
  const at = url.indexOf(FILE_LINK_PATH);
  if (at < 0) return undefined;
  const id = url.slice(at + FILE_LINK_PATH.length).split(/[?#]/)[0] ?? '';
  return FILE_ID.test(id) ? id : undefined;
}

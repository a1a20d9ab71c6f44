import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_CALLS, fillPath, MINUTE_MS } from '@portal/contracts';

/** Long enough to send 10 MB on a slow line, short enough that a leaked grant soon dies. */
export const UPLOAD_GRANT_TTL_MS = 10 * MINUTE_MS;

/** Everything a grant is for: one key, one owner, one purpose, one content type, a size. */
export interface GrantTerms {
  fileId: string;
  ownerUserId: number;
  storageKey: string;
  purpose: string;
  contentType: string;
  maxBytes: number;
  expires: number;
}

/**
 * Signed upload addresses for the local store. `key`: the grant key
 * (`deriveKey(SESSION_SECRET, 'upload-grants')`), never the file-link key: a read link can
 * never be turned into an upload, nor the reverse.
 */
export function createUploadGrantSigner(key: Buffer, clock: () => number = Date.now) {
  const sign = (terms: GrantTerms) =>
    createHmac('sha256', key)
      .update(
        [
          'grant',
          terms.fileId,
          terms.ownerUserId,
          terms.storageKey,
          terms.purpose,
          terms.contentType,
          terms.maxBytes,
          terms.expires,
        ].join('\n'),
      )
      .digest('base64url');

  return {
    url: (terms: GrantTerms) =>
      `${fillPath(FILE_CALLS.upload.path, { fileId: terms.fileId })}?expires=${terms.expires}&signature=${sign(terms)}`,

    /** Whether the signature is ours for exactly these terms, and they have not expired. */
    verify(terms: GrantTerms, signature: string): boolean {
      if (!Number.isSafeInteger(terms.expires) || terms.expires < clock()) return false;
      const expected = Buffer.from(sign(terms));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type UploadGrantSigner = ReturnType<typeof createUploadGrantSigner>;

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How long a served file may be kept: private files never, public pictures a few minutes. */
export const FILE_CACHE = {
  private: 'private, no-store',
  public: 'public, max-age=300',
} as const;

export interface ServedFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/** Kinds a browser may show in place; anything else (Word files) is a download. */
const shownInPlace = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

/**
 * Every stored file is answered the same way (decision 010): as the type its bytes were
 * checked to be, never sniffed, never run as a page (a sandbox CSP), with the given cache
 * rule, and as a download unless the browser may safely show it (or `download` asks for one).
 * `fileName`, when given, is the name the browser saves it under.
 */
export function sendFile(
  reply: FastifyReply,
  file: ServedFile,
  options: { cache: string; fileName?: string; download?: boolean },
) {
  const disposition = shownInPlace(file.contentType) && !options.download ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header(
      'content-disposition',
      options.fileName === undefined
        ? disposition
        : `${disposition}; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cache)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
}

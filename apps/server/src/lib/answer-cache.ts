import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Smaller answers go out as they are (the compression plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Hot reads' answers, serialised and compressed once and sent as bytes while nothing they
 * show has changed (decision 040). The caller's key names every version the answer depends
 * on (the change feed's) and the minute it was made in; an answer made from a read that
 * overlapped a write is stored under the versions taken before the read, which the write
 * has already moved on from, so it is never served.
 */
export function createAnswerCache(max: number) {
  const answers = new LRUCache<string, Encoded>({ max });
  return {
    /** Sends the cached answer of `key`, making it with `make` (the call's payload) when absent. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      make: () => Promise<unknown>,
    ): Promise<FastifyReply> {
      let entry = answers.get(key);
      if (!entry) {
        // The route's own serializer (its compiled answer schema) writes the bytes.
        entry = { identity: Buffer.from(reply.serialize(await make()) as string) };
        answers.set(key, entry);
      }
      const accepted = request.headers['accept-encoding'];
      const encoding =
        accepted && entry.identity.length >= COMPRESS_FROM_BYTES
          ? negotiate(accepted, ENCODINGS)
          : null;
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(entry.identity);
      // Already encoded: the compression plugin leaves an answer with a content-encoding alone.
      reply.header('content-encoding', encoding);
      return reply.send(encoded(entry, encoding));
    },
    get size() {
      return answers.size;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

function encoded(entry: Encoded, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.identity));
  return (entry.br ??= brotliCompressSync(entry.identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  }));
}

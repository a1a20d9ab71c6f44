import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { BASE_PATH } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 31_536_000;

/** index.html as it is sent: its bytes and their two encodings, made once at start. */
export interface SpaIndex {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The encodings index.html is kept in; the browser's Accept-Encoding picks one. */
const INDEX_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The page is the same for every client route and every request: compress it once, at the
 * highest levels, instead of once per request (decision 031).
 */
function encodeIndex(html: string): SpaIndex {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Serves the built SPA under the base path. Hashed files under assets/ are cached for a
 * year; index.html is revalidated on every load, so a deploy is picked up at once.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  app.decorate('spaIndex', indexHtml === undefined ? undefined : encodeIndex(indexHtml));
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${BASE_PATH}/`, 302),
  );
  if (!indexHtml) {
    app.log.warn({ webDistDir }, 'web client not built: run `npm run build` to serve the SPA');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: `${BASE_PATH}/`,
    index: false,
    // One route per built file, listed at start (the build does not change while we run):
    // an unknown path reaches the not-found handler without a stat of the disk per request.
    wildcard: false,
    schemaHide: true,
    // Our own cache policy below; the plugin's default would override it.
    cacheControl: false,
    // The web build writes .br and .gz beside each asset: no compression per request.
    preCompressed: true,
    // Source maps stay on the server for error reports; browsers never get them (the
    // path is decoded here, so `.%6Dap` is caught too).
    allowedPath: (pathName) => !/\.map$/i.test(pathName),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}

/** Answers a client route with index.html; the client router takes it from there. */
export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const index = request.server.spaIndex;
  if (!index) {
    return reply.code(503).type('text/plain; charset=utf-8').send('The web client is not built.');
  }
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, INDEX_ENCODINGS) : null;
  reply
    .code(200)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  // Already encoded: the compression plugin leaves an answer with a content-encoding alone.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? index[encoding] : index.identity);
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BASE_PATH } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA under the base path. Hashed files under assets/ are cached for a
 * year; index.html is revalidated on every load, so a deploy is picked up at once.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  app.decorate('spaIndexHtml', indexHtml);
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
    wildcard: true,
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
  const indexHtml = request.server.spaIndexHtml;
  if (!indexHtml) {
    return reply.code(503).type('text/plain; charset=utf-8').send('The web client is not built.');
  }
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(indexHtml);
}

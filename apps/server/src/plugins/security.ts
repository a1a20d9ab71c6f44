import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Scripts only from our origin: no inline scripts. Inline styles stay allowed because Mantine
 * sets style attributes. Pictures, media and uploads may come from the object store.
 */
function helmetOptions(config: Config): HelmetOptions {
  const videoOrigin = new URL(config.VIDEO_BASE_URL).origin;
  const storage = config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        mediaSrc: ["'self'", 'blob:', videoOrigin, ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent per request below, only when the request really came over https.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, asked of helmet once: none of ours depends on the request (no
 * nonces), so a request gets a ready object instead of helmet's middleware being built and
 * run for it, as @fastify/helmet does per request (decision 032).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/**
 * Security headers and the request id on every answer (pages, assets, API, 404s, errors), in
 * one synchronous hook: a hook per header costs a promise each on every request.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    // request.protocol reads X-Forwarded-Proto only through a trusted proxy.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  // CORS is closed unless origins are configured: the SPA is served from our own origin.
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }
}

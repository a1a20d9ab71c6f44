import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (pages, assets, API, 404s). Scripts only from our origin:
 * no inline scripts. Inline styles stay allowed because Mantine sets style attributes.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const videoOrigin = new URL(config.VIDEO_BASE_URL).origin;
  const storageOrigin = config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : undefined;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : [])],
        mediaSrc: ["'self'", 'blob:', videoOrigin, ...(storageOrigin ? [storageOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(storageOrigin ? [storageOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent below, only when the request really came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // CORS is closed unless origins are configured: the SPA is served from our own origin.
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }
}

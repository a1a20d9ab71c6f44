import { SYSTEM_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData, okResult } from '../../lib/envelope.js';
import { robotsTxt } from './robots.js';
import { checkHealth, publicSiteConfig } from './system.service.js';
import { callRoute } from '../../lib/call-route.js';
import { metricsRoute } from '../../plugins/metrics.js';

/** Under pressure (load shedding) the route is served anyway. */
const LET_THROUGH = { pressureHandler: () => undefined };

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    // Liveness is never shed: a busy server is alive, and must not be restarted for it.
    ...callRoute(SYSTEM_CALLS.health, { tags: ['system'], config: LET_THROUGH }),
    handler: async (_request, reply) => {
      const health = await checkHealth(app.database);
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  });

  routes.route({
    ...callRoute(SYSTEM_CALLS.readiness, { tags: ['system'] }),
    handler: async (_request, reply) => {
      const readiness = await app.readiness.check();
      return reply
        .code(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  });

  metricsRoute(app);

  routes.route({
    ...callRoute(SYSTEM_CALLS.robots, { tags: ['system'] }),
    handler: async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt()),
  });

  routes.route({
    ...callRoute(SYSTEM_CALLS.siteConfig, { tags: ['system'] }),
    handler: async () => okData(publicSiteConfig(app.config)),
  });

  routes.route({
    ...callRoute(SYSTEM_CALLS.serverTimestamp, { tags: ['system'] }),
    handler: async () => okResult(Date.now()),
  });
}

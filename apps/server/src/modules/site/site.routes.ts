import { SITE_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { createSiteRepository } from './site.repository.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['site'];

/** The public site's own calls: the newsletter and first-party funnel events. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const site = createSiteRepository(app.database.db);

  routes.route({
    ...callRoute(SITE_CALLS.subscribe, { tags, config: { rateLimit: RATE_LIMITS.sendsMail } }),
    handler: async (request) => {
      await site.subscribe(request.body.email);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(SITE_CALLS.recordFunnelEvent, {
      tags,
      config: { rateLimit: RATE_LIMITS.captcha },
    }),
    handler: async (request) => {
      const { name, ...properties } = request.body;
      const defined = Object.entries(properties).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      await site.recordEvent(name, Object.fromEntries(defined));
      return okData(null);
    },
  });
}

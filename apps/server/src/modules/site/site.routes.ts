import { SITE_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { createSiteRepository } from './site.repository.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['site'];
/** The funnel event a page close is stored as (with the action). */
export const PAGE_CLOSE_EVENT = 'PageClose';

/** An event's text properties; absent optional fields are left out, not stored as null. */
const definedOnly = (properties: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(properties).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

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
      config: { rateLimit: RATE_LIMITS.analytics },
    }),
    handler: async (request) => {
      const { name, ...properties } = request.body;
      await site.recordEvent(name, definedOnly(properties));
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(SITE_CALLS.recordPageClose, {
      tags,
      config: { rateLimit: RATE_LIMITS.analytics },
    }),
    handler: async (request) => {
      await site.recordEvent(
        PAGE_CLOSE_EVENT,
        definedOnly(request.body),
        teacherOf(request).userId,
      );
      return okData(null);
    },
  });
}

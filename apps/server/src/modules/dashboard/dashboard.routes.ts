import { STAFF_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['staff'];

/** The console's overview (decision 026); the stage counts are STAFF_CALLS.funnelCounts. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { dashboard, schoolFigures } = app.services;

  routes.route({
    ...callRoute(STAFF_CALLS.overview, { tags }),
    handler: async () => okData(await dashboard.overview()),
  });

  routes.route({
    ...callRoute(STAFF_CALLS.schoolFigures, { tags }),
    handler: async () => okData(await schoolFigures.read()),
  });
}

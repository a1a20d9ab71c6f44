import { consoleOverviewResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';

const tags = ['staff'];

/** The console's overview (decision 026); the stage counts stay at /ops/dashboard/funnel. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { dashboard } = app.services;

  routes.get(
    '/ops/dashboard/overview',
    {
      schema: {
        operationId: 'consoleOverview',
        tags,
        response: { 200: consoleOverviewResponse },
      },
      config: { action: 'viewOverview' },
    },
    async () => okData(await dashboard.overview()),
  );
}

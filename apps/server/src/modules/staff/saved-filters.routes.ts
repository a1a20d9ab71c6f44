import { SAVED_FILTER_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { createSavedFiltersRepository } from './saved-filters.repository.js';

const tags = ['staff'];

/** A member's saved filters of the console's lists (decision 069). */
export async function savedFilterRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const filters = createSavedFiltersRepository(app.database.db);

  routes.route({
    ...callRoute(SAVED_FILTER_CALLS.listSavedFilters, { tags }),
    handler: async (request) =>
      okData({ filters: await filters.list(staffOf(request).staffId, request.query.list) }),
  });

  routes.route({
    ...callRoute(SAVED_FILTER_CALLS.saveFilter, { tags }),
    handler: async (request) => okData(await filters.save(staffOf(request).staffId, request.body)),
  });

  routes.route({
    ...callRoute(SAVED_FILTER_CALLS.deleteSavedFilter, { tags }),
    handler: async (request) => {
      await filters.remove(staffOf(request).staffId, request.params.id);
      return okData(null);
    },
  });
}

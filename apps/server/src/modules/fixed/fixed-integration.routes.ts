import { FIXED_INTEGRATION_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';

const tags = ['integration'];

/** The student side's fixed-place calls, by service key (decisions 039 and 041). */
export async function fixedIntegrationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { fixedIntegration } = app.services;

  routes.route({
    ...callRoute(FIXED_INTEGRATION_CALLS.offers, { tags }),
    handler: async (request) => okData(await fixedIntegration.offers(request.query)),
  });
  routes.route({
    ...callRoute(FIXED_INTEGRATION_CALLS.requestPlace, { tags }),
    handler: async (request) =>
      okData(
        await fixedIntegration.requestPlace(request.body, request.serviceClient?.keyId ?? null),
      ),
  });
  routes.route({
    ...callRoute(FIXED_INTEGRATION_CALLS.getRequest, { tags }),
    handler: async (request) => okData(await fixedIntegration.getRequest(request.params.requestId)),
  });
  routes.route({
    ...callRoute(FIXED_INTEGRATION_CALLS.withdrawRequest, { tags }),
    handler: async (request) => okData(await fixedIntegration.withdraw(request.params.requestId)),
  });
}

import { INTEGRATION_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';

const tags = ['integration'];

/** The student side's calls, by service key (decision 039). */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { integration } = app.services;

  routes.route({
    ...callRoute(INTEGRATION_CALLS.openUnits, { tags }),
    handler: async (request) => okData(await integration.openUnits(request.query)),
  });
  routes.route({
    ...callRoute(INTEGRATION_CALLS.bookStudents, { tags }),
    handler: async (request) => okData(await integration.book(request.body)),
  });
  routes.route({
    ...callRoute(INTEGRATION_CALLS.cancelStudent, { tags }),
    handler: async (request) =>
      okData(await integration.cancelStudent(request.body.classId, request.body.studentId)),
  });
  routes.route({
    ...callRoute(INTEGRATION_CALLS.getClass, { tags }),
    handler: async (request) => okData(await integration.getClass(request.params.classId)),
  });
  routes.route({
    ...callRoute(INTEGRATION_CALLS.recordOutcome, { tags }),
    handler: async (request) =>
      okData(await integration.recordOutcome(request.params.classId, request.body.finishType)),
  });
  routes.route({
    ...callRoute(INTEGRATION_CALLS.demand, { tags }),
    handler: async (request) => okData(await integration.demand(request.body)),
  });
}

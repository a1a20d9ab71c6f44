import { countFunnel, STAFF_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['staff'];

export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff, funnel } = app.services;

  routes.route({
    ...callRoute(STAFF_CALLS.list, { tags }),
    handler: async () => okData(await staff.list()),
  });

  routes.route({
    ...callRoute(STAFF_CALLS.invite, { tags, config: { rateLimit: RATE_LIMITS.sendsMail } }),
    handler: async (request) => okData(await staff.invite(request.body, staffOf(request).staffId)),
  });

  routes.route({
    ...callRoute(STAFF_CALLS.setStatus, { tags }),
    handler: async (request) =>
      okData(
        await staff.setStatus(
          request.params.staffId,
          request.body.status,
          staffOf(request).staffId,
        ),
      ),
  });

  routes.route({
    ...callRoute(STAFF_CALLS.funnelCounts, { tags }),
    handler: async () => okData(countFunnel(await funnel.countByPlace())),
  });
}

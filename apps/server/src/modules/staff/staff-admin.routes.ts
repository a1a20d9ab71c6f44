import {
  APPLICATION_STAGES,
  funnelCountsResponse,
  staffIdParams,
  staffInviteRequest,
  staffInviteResponse,
  staffListResponse,
  staffMeResponse,
  staffStatusRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

const tags = ['staff'];
const adminOnly = { action: 'manageStaff' } as const;

export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff, funnel } = app.services;

  routes.get(
    '/ops/staff',
    {
      schema: { operationId: 'listStaff', tags, response: { 200: staffListResponse } },
      config: adminOnly,
    },
    async () => okData(await staff.list()),
  );

  routes.post(
    '/ops/staff/invite',
    {
      schema: {
        operationId: 'inviteStaff',
        tags,
        body: staffInviteRequest,
        response: { 200: staffInviteResponse },
      },
      config: { ...adminOnly, rateLimit: RATE_LIMITS.sendsMail },
    },
    async (request) => okData(await staff.invite(request.body, staffOf(request).staffId)),
  );

  routes.post(
    '/ops/staff/:staffId/status',
    {
      schema: {
        operationId: 'setStaffStatus',
        tags,
        params: staffIdParams,
        body: staffStatusRequest,
        response: { 200: staffMeResponse },
      },
      config: adminOnly,
    },
    async (request) =>
      okData(
        await staff.setStatus(
          request.params.staffId,
          request.body.status,
          staffOf(request).staffId,
        ),
      ),
  );

  routes.get(
    '/ops/dashboard/funnel',
    {
      schema: { operationId: 'funnelCounts', tags, response: { 200: funnelCountsResponse } },
      config: { action: 'viewFunnel' },
    },
    async () => {
      const counted = new Map((await funnel.countByStage()).map((row) => [row.stage, row.count]));
      const stages = APPLICATION_STAGES.map((stage) => ({ stage, count: counted.get(stage) ?? 0 }));
      return okData({ stages, total: stages.reduce((sum, row) => sum + row.count, 0) });
    },
  );
}

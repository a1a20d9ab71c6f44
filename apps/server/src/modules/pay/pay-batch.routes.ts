import { PAY_BATCH_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { sendCsvDownload } from '../../lib/csv-download.js';

const tags = ['pay (console)'];

/** FINANCE's pay-policy editor and payment batches (decision 042). */
export async function payBatchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payPolicy, payBatches } = app.services;
  const staffId = (request: Parameters<typeof staffOf>[0]) => staffOf(request).staffId;
  const C = PAY_BATCH_CALLS;

  routes.route({
    ...callRoute(C.getPayPolicy, { tags }),
    handler: async () => okData(await payPolicy.get()),
  });
  routes.route({
    ...callRoute(C.updatePayPolicy, { tags }),
    handler: async (request) => okData(await payPolicy.update(staffId(request), request.body)),
  });
  routes.route({
    ...callRoute(C.listPayBatches, { tags }),
    handler: async (request) => okData(await payBatches.list(request.query.monthStartTime)),
  });
  routes.route({
    ...callRoute(C.createPayBatch, { tags }),
    handler: async (request) => okData(await payBatches.create(staffId(request), request.body)),
  });
  routes.route({
    ...callRoute(C.getPayBatch, { tags }),
    handler: async (request) => okData(await payBatches.get(request.params.batchId)),
  });
  routes.route({
    ...callRoute(C.exportPayBatch, { tags }),
    handler: async (request, reply) => {
      return sendCsvDownload(
        reply,
        await payBatches.export(staffId(request), request.params.batchId),
      );
    },
  });
  routes.route({
    ...callRoute(C.markPayBatchPaid, { tags }),
    handler: async (request) =>
      okData(await payBatches.markPaid(staffId(request), request.params.batchId)),
  });
  routes.route({
    ...callRoute(C.cancelPayBatch, { tags }),
    handler: async (request) =>
      okData(await payBatches.cancel(staffId(request), request.params.batchId)),
  });
}

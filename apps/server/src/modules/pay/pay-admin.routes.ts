import { PAY_ADMIN_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';
import { sendCsvDownload } from '../../lib/csv-download.js';

const tags = ['pay (console)'];

/** The console's payslips (decision 042): FINANCE generate, adjust, release and move them. */
export async function payAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payAdmin, payReconciliation } = app.services;
  const staffId = (request: Parameters<typeof staffOf>[0]) => staffOf(request).staffId;
  const C = PAY_ADMIN_CALLS;

  routes.route({
    ...callRoute(C.startPayRun, { tags }),
    handler: async (request) =>
      okData(await payAdmin.start(staffId(request), request.body.monthStartTime)),
  });
  routes.route({
    ...callRoute(C.getPayRun, { tags }),
    handler: async (request) => okData(await payAdmin.run(request.params.runId)),
  });
  routes.route({
    ...callRoute(C.listOpsPayslips, { tags }),
    handler: async (request) => okData(await payAdmin.list(request.query)),
  });
  routes.route({
    ...callRoute(C.getPayMonthTotals, { tags }),
    handler: async (request) => okData(await payAdmin.totals(request.query.monthStartTime)),
  });
  routes.route({
    ...callRoute(C.readOpsPayslipReceipt, { tags }),
    handler: async (request, reply) => {
      const file = await payAdmin.receipt(staffId(request), request.params.payslipId);
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  });
  routes.route({
    ...callRoute(C.listTeacherPayslips, { tags }),
    handler: async (request) => okData(await payAdmin.teacherPayslips(request.params.userId)),
  });
  routes.route({
    ...callRoute(C.getOpsPayslip, { tags }),
    handler: async (request) => okData(await payAdmin.payslip(request.params.payslipId)),
  });
  routes.route({
    ...callRoute(C.addPayAdjustment, { tags }),
    handler: async (request) =>
      okData(await payAdmin.addAdjustment(staffId(request), request.body)),
  });
  routes.route({
    ...callRoute(C.releasePayslips, { tags }),
    handler: async (request) => okData(await payAdmin.release(staffId(request), request.body)),
  });
  routes.route({
    ...callRoute(C.markPayslipProblem, { tags }),
    handler: async (request) =>
      okData(
        await payAdmin.problem(staffId(request), request.params.payslipId, request.body.message),
      ),
  });
  routes.route({
    ...callRoute(C.resolvePayslip, { tags }),
    handler: async (request) =>
      okData(
        await payAdmin.resolve(staffId(request), request.params.payslipId, request.body.resumeAt),
      ),
  });
  routes.route({
    ...callRoute(C.submitPayslip, { tags }),
    handler: async (request) =>
      okData(await payAdmin.submit(staffId(request), request.params.payslipId)),
  });
  routes.route({
    ...callRoute(C.payPayslip, { tags }),
    handler: async (request) =>
      okData(await payAdmin.pay(staffId(request), request.params.payslipId)),
  });
  routes.route({
    ...callRoute(C.getPayReconciliation, { tags }),
    handler: async (request) => okData(await payReconciliation.month(request.query.monthStartTime)),
  });
  routes.route({
    ...callRoute(C.exportPayReconciliation, { tags }),
    handler: async (request, reply) => {
      return sendCsvDownload(reply, await payReconciliation.export(request.query.monthStartTime));
    },
  });
}

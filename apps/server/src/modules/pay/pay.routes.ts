import { PAY_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { compiledAnswer } from '../../lib/compiled-answer.js';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';

const tags = ['pay'];

/**
 * The teacher's payslips (spec section 7, Group B `/t/tc/pay/...`; decision 042). The list,
 * the detail, its classes and the earnings chart are answered from the change feed's cache
 * (decision 040), serialised once by the call's compiled answer.
 */
export async function payRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payslips, payslipAnswers: answers, payReceipts, payslipDocuments } = app.services;
  const me = (request: Parameters<typeof teacherOf>[0]) => teacherOf(request).userId;
  const C = PAY_CALLS;

  routes.route({
    ...callRoute(C.payslipList, { tags }),
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) =>
      answers.send(request, reply, answers.listKey(me(request), request.body), async () =>
        okData(await payslips.list(me(request), request.body)),
      ),
  });
  routes.route({
    ...callRoute(C.payslipDetail, { tags }),
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) => {
      const { payslipId } = request.body;
      return answers.send(request, reply, answers.detailKey(me(request), payslipId), async () =>
        okData(await payslips.detail(me(request), payslipId)),
      );
    },
  });
  routes.route({
    ...callRoute(C.payslipClasses, { tags }),
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) =>
      answers.send(request, reply, answers.classesKey(me(request), request.body), async () =>
        okData(await payslips.mainClasses(me(request), request.body)),
      ),
  });
  routes.route({
    ...callRoute(C.payslipNonMainClasses, { tags }),
    handler: async (request) => okData(await payslips.nonMainClasses(me(request), request.body)),
  });
  routes.route({
    ...callRoute(C.payslipOtherItems, { tags }),
    handler: async (request) => okData(await payslips.items(me(request), request.body)),
  });
  routes.route({
    ...callRoute(C.payslipCorrections, { tags }),
    handler: async (request) => okData(await payslips.corrections(me(request), request.body)),
  });
  routes.route({
    ...callRoute(C.payslipReferralItems, { tags }),
    handler: async (request) =>
      okData(await payslips.referrals(me(request), request.body.payslipId)),
  });
  routes.route({
    ...callRoute(C.referralPayslips, { tags }),
    handler: async (request) => okData(await payslips.referralPayslips(me(request))),
  });
  routes.route({
    ...callRoute(C.payslipEarnings, { tags }),
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) =>
      answers.send(request, reply, answers.earningsKey(me(request)), async () =>
        okData(await payslips.earnings(me(request))),
      ),
  });
  // The money documents (decision 066): made on each request, saved under their own name.
  const download = (file: { fileName: string }) => ({
    cache: FILE_CACHE.private,
    fileName: file.fileName,
    download: true,
  });
  routes.route({
    ...callRoute(C.payslipPdf, { tags }),
    handler: async (request, reply) => {
      const file = await payslipDocuments.payslipPdf(me(request), request.params.payslipId);
      return sendFile(reply, file, download(file));
    },
  });
  routes.route({
    ...callRoute(C.payYearTotals, { tags }),
    handler: async (request) =>
      okData(await payslipDocuments.yearTotals(me(request), request.query.year)),
  });
  routes.route({
    ...callRoute(C.payYearStatement, { tags }),
    handler: async (request, reply) => {
      const file = await payslipDocuments.yearStatementPdf(me(request), request.params.year);
      return sendFile(reply, file, download(file));
    },
  });
  routes.route({
    ...callRoute(C.payslipReceipt, { tags }),
    handler: async (request) => okData(await payReceipts.receipt(me(request), request.query.id)),
  });
  routes.route({
    ...callRoute(C.readPayslipReceipt, { tags }),
    handler: async (request, reply) => {
      const file = await payReceipts.read(
        me(request),
        request.params.fileId,
        request.query.expires,
        request.query.signature,
      );
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  });
  routes.route({
    // A GET that writes (a grant, its size reserved): no CSRF header guards it, so a call
    // from another site's page is refused by its Origin or Sec-Fetch-Site (issue 37).
    ...callRoute(C.receiptUploadToken, { tags, config: { sameSiteOnly: true } }),
    handler: async (request) => okData(await payReceipts.grant(me(request), request.query)),
  });
  routes.route({
    ...callRoute(C.receiptUrl, { tags }),
    handler: async (request) => okData(await payReceipts.submit(me(request), request.body)),
  });
}

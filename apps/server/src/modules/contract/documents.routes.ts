import { DOCUMENT_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData, okResult } from '../../lib/envelope.js';
import { staffOf, teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';

const tags = ['documents'];

/** Step 4's calls (spec section 7, Group B): statuses, files, grants, submission, review. */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { documents, ossGrants, contracts } = app.services;

  routes.route({
    ...callRoute(DOCUMENT_CALLS.getContractStatus, { tags }),
    handler: async (request) => okResult(await documents.contractStatus(teacherOf(request).userId)),
  });

  routes.route({
    ...callRoute(DOCUMENT_CALLS.getResourceStatus, { tags }),
    handler: async (request) => okResult(await documents.resourceStatus(teacherOf(request).userId)),
  });

  routes.route({
    ...callRoute(DOCUMENT_CALLS.getResourceList, { tags }),
    handler: async (request) =>
      okResult(await documents.resourceList(teacherOf(request).userId, request.query.useTypes)),
  });

  routes.route({
    ...callRoute(DOCUMENT_CALLS.submitUrl, { tags }),
    handler: async (request) => {
      const { userId } = teacherOf(request);
      const { body } = request;
      if ('uploadReq' in body) {
        await documents.submit(userId, body.uploadReq.uploadReqList);
      } else {
        // The contract's form: signed by the contract's service, answered as the documents'.
        await contracts.sign(userId, body, request.ip);
      }
      return okData(await documents.contractStatus(userId));
    },
  });

  routes.route({
    ...callRoute(DOCUMENT_CALLS.readDocumentFile, { tags }),
    handler: async (request, reply) => {
      const { fileId } = request.params;
      const file = await documents.readLinked(
        fileId,
        request.query.expires,
        request.query.signature,
      );
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  });

  for (const call of [DOCUMENT_CALLS.getStsToken, DOCUMENT_CALLS.uploadPrivateObject]) {
    routes.route({
      ...callRoute(call, { tags, config: { rateLimit: RATE_LIMITS.uploads } }),
      handler: async (request) =>
        okData(await ossGrants.grant(teacherOf(request).userId, request.body)),
    });
  }

  routes.route({
    ...callRoute(DOCUMENT_CALLS.listApplicantDocuments, { tags }),
    handler: async (request) => okData(await documents.staffView(request.params.userId)),
  });

  routes.route({
    ...callRoute(DOCUMENT_CALLS.readApplicantDocument, { tags }),
    handler: async (request, reply) => {
      const { userId, useType } = request.params;
      const download = request.query.download === '1';
      const file = await documents.staffRead(staffOf(request).staffId, userId, useType, download);
      return sendFile(reply, file, {
        cache: FILE_CACHE.private,
        fileName: file.fileName,
        download,
      });
    },
  });

  routes.route({
    ...callRoute(DOCUMENT_CALLS.judgeDocument, { tags }),
    handler: async (request) => {
      const { userId, useType } = request.params;
      return okData(await documents.judge(staffOf(request).staffId, userId, useType, request.body));
    },
  });
}

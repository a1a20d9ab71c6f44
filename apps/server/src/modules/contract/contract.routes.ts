import { CONTRACT_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { staffOf, teacherOf } from '../../plugins/auth.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';

/**
 * Step 5's calls (decision 038). The signature itself arrives through the documents'
 * `submitUrl` (its contract form), which calls `contracts.sign`. PDFs are downloads under
 * their version's name, never shown in place.
 */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { contracts } = app.services;
  const tags = ['contract'];
  const asDownload = (file: { fileName: string }) => ({
    cache: FILE_CACHE.private,
    fileName: file.fileName,
    download: true,
  });

  routes.route({
    ...callRoute(CONTRACT_CALLS.getContract, { tags }),
    handler: async (request) => okData(await contracts.current(teacherOf(request).userId)),
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.readContractFile, { tags }),
    handler: async (request, reply) => {
      const file = await contracts.applicantFile(
        teacherOf(request).userId,
        request.params.contractId,
      );
      return sendFile(reply, file, asDownload(file));
    },
  });

  routes.route({
    ...callRoute(CONTRACT_CALLS.listApplicantContracts, { tags }),
    handler: async (request) => okData(await contracts.panel(request.params.userId)),
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.offerContract, { tags }),
    handler: async (request) =>
      okData(await contracts.offer(request.params.userId, staffOf(request).staffId, request.body)),
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.readApplicantContractFile, { tags }),
    handler: async (request, reply) => {
      const { userId, contractId } = request.params;
      const file = await contracts.staffFile(userId, contractId, staffOf(request).staffId);
      return sendFile(reply, file, asDownload(file));
    },
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.recordBackgroundConsent, { tags }),
    handler: async (request) =>
      okData(await contracts.recordConsent(request.params.userId, staffOf(request).staffId)),
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.decideBackgroundCheck, { tags }),
    handler: async (request) =>
      okData(
        await contracts.decideBackground(
          request.params.userId,
          staffOf(request).staffId,
          request.body,
        ),
      ),
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.holdApplicant, { tags }),
    handler: async (request) =>
      okData(await contracts.hold(request.params.userId, staffOf(request).staffId, request.body)),
  });
  routes.route({
    ...callRoute(CONTRACT_CALLS.releaseApplicant, { tags }),
    handler: async (request) =>
      okData(await contracts.release(request.params.userId, staffOf(request).staffId)),
  });
}

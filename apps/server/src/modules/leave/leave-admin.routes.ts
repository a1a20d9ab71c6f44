import { LEAVE_ADMIN_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';

const tags = ['leave (console)'];

/** The console's leave (decision 041): OPERATIONS read, record emergencies, decide appeals. */
export async function leaveAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { leaveAdmin, leaveAppealFiles } = app.services;
  const C = LEAVE_ADMIN_CALLS;

  routes.route({
    ...callRoute(C.teacherLeave, { tags }),
    handler: async (request) => okData(await leaveAdmin.teacherLeave(request.params.userId)),
  });
  routes.route({
    ...callRoute(C.recordEmergency, { tags }),
    handler: async (request) =>
      okData(
        await leaveAdmin.recordEmergency(
          staffOf(request).staffId,
          request.params.userId,
          request.body,
        ),
      ),
  });
  routes.route({
    ...callRoute(C.grantCredits, { tags }),
    handler: async (request) =>
      okData(
        await leaveAdmin.grantCredits(
          staffOf(request).staffId,
          request.params.userId,
          request.body,
        ),
      ),
  });
  routes.route({
    ...callRoute(C.listAppeals, { tags }),
    handler: async (request) => okData(await leaveAdmin.listAppeals(request.query)),
  });
  routes.route({
    ...callRoute(C.decideAppeal, { tags }),
    handler: async (request) =>
      okData(
        await leaveAdmin.decideAppeal(
          staffOf(request).staffId,
          request.params.appealId,
          request.body,
        ),
      ),
  });
  routes.route({
    ...callRoute(C.readAppealFile, { tags }),
    handler: async (request, reply) => {
      const { appealId, fileId } = request.params;
      const file = await leaveAppealFiles.read(staffOf(request).staffId, appealId, fileId);
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  });
  routes.route({
    ...callRoute(C.getPolicy, { tags }),
    handler: async () => okData(await leaveAdmin.getPolicy()),
  });
  routes.route({
    ...callRoute(C.updatePolicy, { tags }),
    handler: async (request) =>
      okData(await leaveAdmin.updatePolicy(staffOf(request).staffId, request.body)),
  });
}

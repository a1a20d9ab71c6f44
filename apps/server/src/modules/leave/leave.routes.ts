import { LEAVE_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';
import { FILE_CACHE, sendFile } from '../storage/send-file.js';

const tags = ['leave'];

/** `/booking/cancellation` and `/booking/cancel-history` (Group A2 "Leave"; decision 041). */
export async function leaveRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { leave, leaveRecords, fixedLeave, leaveAppealFiles } = app.services;
  const me = (request: Parameters<typeof teacherOf>[0]) => teacherOf(request).userId;
  const C = LEAVE_CALLS;

  routes.route({
    ...callRoute(C.courseList, { tags }),
    handler: async (request) => okData(await leave.courseList(me(request), request.query)),
  });
  routes.route({
    ...callRoute(C.info, { tags }),
    handler: async (request) => okData(await leave.info(me(request))),
  });
  routes.route({
    ...callRoute(C.count, { tags }),
    handler: async (request) => okData(await leave.count(me(request))),
  });
  routes.route({
    ...callRoute(C.detail, { tags }),
    handler: async (request) =>
      okData(await leaveRecords.detail(me(request), request.query.leaveId)),
  });
  routes.route({
    ...callRoute(C.classList, { tags }),
    handler: async (request) => okData(await leaveRecords.classList(me(request), request.query)),
  });
  routes.route({
    ...callRoute(C.noShowDetail, { tags }),
    handler: async (request) =>
      okData(await leaveRecords.noShowDetail(me(request), request.query.leaveId)),
  });
  routes.route({
    ...callRoute(C.leave, { tags }),
    handler: async (request) => okData(await leave.apply(me(request), request.body)),
  });
  routes.route({
    ...callRoute(C.freeNoShowRemoval, { tags }),
    handler: async (request) =>
      okData(await leaveRecords.freeRemoval(me(request), request.body.leaveId)),
  });
  routes.route({
    ...callRoute(C.fixedLeaveInfo, { tags }),
    handler: async (request) => okData(await fixedLeave.info(me(request), request.query)),
  });
  routes.route({
    ...callRoute(C.fixedLeaveConfirm, { tags }),
    handler: async (request) => okData(await fixedLeave.confirm(me(request), request.body)),
  });
  routes.route({
    ...callRoute(C.appeal, { tags }),
    handler: async (request) => okData(await leaveRecords.appeal(me(request), request.body)),
  });
  routes.route({
    ...callRoute(C.readAppealFile, { tags }),
    handler: async (request, reply) => {
      const { appealId, fileId } = request.params;
      const file = await leaveAppealFiles.readOwn(me(request), appealId, fileId);
      return sendFile(reply, file, { cache: FILE_CACHE.private, fileName: file.fileName });
    },
  });
  routes.route({
    ...callRoute(C.history, { tags }),
    handler: async (request) => okData(await leaveRecords.history(me(request), request.query)),
  });
}

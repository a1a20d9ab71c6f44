import { CLASS_ADMIN_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';

const tags = ['classes (console)'];

/**
 * The console's classes (decision 039): the class list and a teacher's week, outcome
 * corrections and standby call-ins (the teaching side's service does those and audits them),
 * the schedule settings, class-type permissions and the student side's service keys.
 */
export async function classAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { classAdmin, scheduleSettings, integrationKeyAdmin } = app.services;
  const C = CLASS_ADMIN_CALLS;

  routes.route({
    ...callRoute(C.listClasses, { tags }),
    handler: async (request) => okData(await classAdmin.list(request.query)),
  });

  routes.route({
    ...callRoute(C.teacherWeek, { tags }),
    handler: async (request) => {
      await classAdmin.assertTeacher(request.params.userId);
      return okData(
        await app.services.classes.schedule(request.params.userId, request.query.weekStartTime),
      );
    },
  });

  routes.route({
    ...callRoute(C.teacherClasses, { tags }),
    handler: async (request) => okData(await classAdmin.teacherClasses(request.params.userId)),
  });

  routes.route({
    ...callRoute(C.correctOutcome, { tags }),
    handler: async (request) => {
      const { classId } = request.params;
      await app.services.classes.correctOutcome({
        classId,
        finishType: request.body.finishType,
        reason: request.body.reason,
        staffId: staffOf(request).staffId,
      });
      return okData(await classAdmin.classRow(classId));
    },
  });

  routes.route({
    ...callRoute(C.callInStandby, { tags }),
    handler: async (request) => {
      const moved = await app.services.leaveAdmin.callInStandby(
        staffOf(request).staffId,
        request.params.classId,
        request.body,
      );
      return okData({ classId: moved.classId, teacherId: moved.teacherId });
    },
  });

  routes.route({
    ...callRoute(C.listWindows, { tags }),
    handler: async () => okData(await scheduleSettings.windows()),
  });

  routes.route({
    ...callRoute(C.replaceWindows, { tags }),
    handler: async (request) =>
      okData(await scheduleSettings.replaceWindows(staffOf(request).staffId, request.body.windows)),
  });

  routes.route({
    ...callRoute(C.listClassTypes, { tags }),
    handler: async () => okData(await scheduleSettings.catalogue()),
  });

  routes.route({
    ...callRoute(C.createClassType, { tags }),
    handler: async (request) =>
      okData(await scheduleSettings.createClassType(staffOf(request).staffId, request.body)),
  });

  routes.route({
    ...callRoute(C.updateClassType, { tags }),
    handler: async (request) =>
      okData(
        await scheduleSettings.updateClassType(
          staffOf(request).staffId,
          request.params.id,
          request.body,
        ),
      ),
  });

  routes.route({
    ...callRoute(C.teacherPermissions, { tags }),
    handler: async (request) => okData(await classAdmin.permissions(request.params.userId)),
  });

  routes.route({
    ...callRoute(C.setTeacherPermissions, { tags }),
    handler: async (request) =>
      okData(
        await classAdmin.setPermissions(
          staffOf(request).staffId,
          request.params.userId,
          request.body.permissions,
        ),
      ),
  });

  routes.route({
    ...callRoute(C.listIntegrationKeys, { tags }),
    handler: async () => okData(await integrationKeyAdmin.list()),
  });

  routes.route({
    ...callRoute(C.createIntegrationKey, { tags }),
    handler: async (request, reply) => {
      // The key is in this answer only: kept out of every cache on the way.
      reply.header('cache-control', 'no-store');
      return okData(await integrationKeyAdmin.create(staffOf(request).staffId, request.body));
    },
  });

  routes.route({
    ...callRoute(C.revokeIntegrationKey, { tags }),
    handler: async (request) =>
      okData(await integrationKeyAdmin.revoke(staffOf(request).staffId, request.params.id)),
  });
}

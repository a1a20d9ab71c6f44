import { TEACHER_ADMIN_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { csvStream } from '../../lib/csv.js';
import { sendCsvDownload } from '../../lib/csv-download.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';

const tags = ['teachers'];

/**
 * The console's teachers: the list, one teacher's page with its notes and activity (decision
 * 063), suspend and restore, the bank details in full.
 */
export async function teacherAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { teacherAdmin, teacherBank, teacherPage, teacherExport } = app.services;

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.listTeachers, { tags }),
    handler: async (request) => okData(await teacherAdmin.list(request.query)),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.exportTeachers, { tags }),
    handler: async (request, reply) => {
      const rows = await teacherExport.start(request.query, staffOf(request).staffId);
      return sendCsvDownload(reply, {
        fileName: 'teachers.csv',
        csv: csvStream(teacherExport.header, rows),
      });
    },
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.getOpsTeacher, { tags }),
    handler: async (request) => okData(await teacherPage.detail(request.params.userId)),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.listTeacherNotes, { tags }),
    handler: async (request) => okData(await teacherPage.notes(request.params.userId)),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.addTeacherNote, { tags }),
    handler: async (request) =>
      okData(
        await teacherPage.addNote(
          staffOf(request).staffId,
          request.params.userId,
          request.body.body,
        ),
      ),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.getTeacherActivity, { tags }),
    handler: async (request) => okData(await teacherPage.activity(request.params.userId)),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.suspendTeacher, { tags }),
    handler: async (request) =>
      okData(
        await teacherAdmin.suspend(
          staffOf(request).staffId,
          request.params.userId,
          request.body.reason,
        ),
      ),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.restoreTeacher, { tags }),
    handler: async (request) =>
      okData(
        await teacherAdmin.restore(
          staffOf(request).staffId,
          request.params.userId,
          request.body.reason,
        ),
      ),
  });

  routes.route({
    ...callRoute(TEACHER_ADMIN_CALLS.revealBankDetails, { tags }),
    handler: async (request, reply) => {
      // Full account numbers: kept out of every cache on the way.
      reply.header('cache-control', 'no-store');
      return okData(await teacherBank.reveal(staffOf(request).staffId, request.params.userId));
    },
  });
}

import { PROFILE_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

const tags = ['teacher'];

/** The teacher area's own account calls: who, profile, time zone, bank details. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { teacherProfile, teacherBank } = app.services;
  const userIdOf = (request: Parameters<typeof teacherOf>[0]) => teacherOf(request).userId;

  routes.route({
    ...callRoute(PROFILE_CALLS.getTeacher, { tags }),
    handler: async (request) => okData(await teacherProfile.summary(userIdOf(request))),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.getTeacherEmail, { tags }),
    handler: async (request) => okData(await teacherProfile.email(userIdOf(request))),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.needCompleted, { tags }),
    handler: async (request) => okData(await teacherProfile.needCompleted(userIdOf(request))),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.getProfile, { tags }),
    handler: async (request) => okData(await teacherProfile.info(userIdOf(request))),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.updateChecks, { tags }),
    handler: async (request) => okData(await teacherProfile.updateChecks(userIdOf(request))),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.updateProfile, { tags }),
    handler: async (request) =>
      okData(await teacherProfile.update(userIdOf(request), request.body)),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.updateTimeZone, { tags }),
    handler: async (request) =>
      okData(await teacherProfile.updateTimeZone(userIdOf(request), request.body.timeZone)),
  });

  routes.route({
    ...callRoute(PROFILE_CALLS.getBankInfo, { tags }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await teacherBank.info(userIdOf(request), request.query.teacherId));
    },
  });

  routes.route({
    // The password is checked again: limited like every password check.
    ...callRoute(PROFILE_CALLS.updateBank, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck },
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await teacherBank.update(userIdOf(request), request.body));
    },
  });
}

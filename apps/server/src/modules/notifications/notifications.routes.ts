import { NOTIFICATION_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';

const tags = ['notifications'];

/** The teacher's notices of the mails sent to them (decision 067). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = app.services;
  const me = (request: Parameters<typeof teacherOf>[0]) => teacherOf(request).userId;

  routes.route({
    ...callRoute(NOTIFICATION_CALLS.list, { tags }),
    handler: async (request) => okData(await notifications.list(me(request), request.query)),
  });
  routes.route({
    ...callRoute(NOTIFICATION_CALLS.unreadCount, { tags }),
    handler: async (request) => okData(await notifications.unread(me(request))),
  });
  routes.route({
    ...callRoute(NOTIFICATION_CALLS.markRead, { tags }),
    handler: async (request) =>
      okData(await notifications.markRead(me(request), request.params.notificationId)),
  });
  routes.route({
    ...callRoute(NOTIFICATION_CALLS.markAllRead, { tags }),
    handler: async (request) => okData(await notifications.markAllRead(me(request))),
  });
}

import { FIXED_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';

const tags = ['fixed'];

/** The fixed-class screens (Group A2 "Fixed class"; decision 041). */
export async function fixedRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { fixedPeriods, fixedPlans, fixedAnswers } = app.services;
  const me = (request: Parameters<typeof teacherOf>[0]) => teacherOf(request).userId;

  routes.route({
    ...callRoute(FIXED_CALLS.permission, { tags }),
    handler: async (request) => okData(await fixedPeriods.permission(me(request))),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.times, { tags }),
    handler: async (request) => okData(await fixedPeriods.times(me(request))),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.quickConfig, { tags }),
    handler: async (request) => okData(await fixedPeriods.quickConfig(me(request))),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.open, { tags }),
    handler: async (request) => okData(await fixedPeriods.setOpen(me(request), request.body.open)),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.classPage, { tags }),
    handler: async (request) => okData(await fixedPeriods.classPage(me(request), request.body)),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.acceptList, { tags }),
    handler: async (request) =>
      okData(await fixedAnswers.acceptList(me(request), request.query.status)),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.confirmAccept, { tags }),
    handler: async (request) => okData(await fixedAnswers.confirm(me(request), request.body)),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.reminders, { tags }),
    handler: async (request) => okData(await fixedPeriods.reminders(me(request))),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.periodList, { tags }),
    handler: async (request) => okData(await fixedPeriods.periodList(me(request))),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.savePeriod, { tags }),
    handler: async (request) => okData(await fixedPlans.save(me(request), request.body)),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.deleteSingle, { tags }),
    handler: async (request) => okData(await fixedPlans.deleteSingle(me(request), request.body)),
  });
  routes.route({
    ...callRoute(FIXED_CALLS.continueCheck, { tags }),
    handler: async (request) => okData(await fixedAnswers.continueCheck(me(request), request.body)),
  });
}

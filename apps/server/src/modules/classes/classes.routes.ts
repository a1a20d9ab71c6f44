import { CLASS_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { compiledAnswer } from '../../lib/compiled-answer.js';
import { okData } from '../../lib/envelope.js';
import { teacherOf } from '../../plugins/auth.js';

const tags = ['classes'];

/** The slot-opening screen and the teacher's classes (Group A2 "Slots"; decision 039). */
export async function classesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { schedule, teacherClasses, calendarFeed, classAnswers } = app.services;
  const me = (request: Parameters<typeof teacherOf>[0]) => teacherOf(request).userId;

  routes.route({
    ...callRoute(CLASS_CALLS.allUnits, { tags }),
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) => {
      const { courseType, weekStartTime } = request.query;
      const key = classAnswers.gridKey(me(request), courseType, weekStartTime);
      return classAnswers.send(request, reply, key, async () =>
        okData(await schedule.units(me(request), courseType, weekStartTime)),
      );
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.intentionUnits, { tags }),
    handler: async (request) =>
      okData(
        await schedule.units(
          me(request),
          await teacherClasses.smartClassTypeOf(me(request), request.query.smartClassType),
          request.query.weekStartTime,
        ),
      ),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.batchOpen, { tags }),
    handler: async (request) =>
      okData(
        await schedule.openGrid(me(request), request.body.courseType, request.body.startTimes),
      ),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.unfixedAdd, { tags }),
    handler: async (request) => {
      const type = await teacherClasses.smartClassTypeOf(me(request), request.body.smartClassType);
      return okData(
        await schedule.openIntentions(me(request), { ...request.body, smartClassType: type }),
      );
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.standby, { tags }),
    handler: async (request) =>
      okData(await schedule.holdStandby(me(request), request.body.startTime)),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.cancel, { tags }),
    handler: async (request) =>
      okData(await schedule.cancel(me(request), [request.body.startTime])),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.unfixedCancel, { tags }),
    handler: async (request) =>
      okData(
        await schedule.cancel(
          me(request),
          request.body.startTimes,
          await teacherClasses.smartClassTypeOf(me(request), request.body.smartClassType),
        ),
      ),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.cycle, { tags }),
    handler: async (request) => okData(await schedule.cycle(me(request), request.body)),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.topics, { tags }),
    handler: async (request) => okData(await teacherClasses.topics(request.body.courseType)),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.courseDesc, { tags }),
    handler: async (request) =>
      okData(
        await teacherClasses.courseDesc(
          await teacherClasses.smartClassTypeOf(me(request), request.query.smartClassType),
        ),
      ),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.schedule, { tags }),
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) => {
      const { weekStartTime } = request.query;
      const key = classAnswers.scheduleKey(me(request), weekStartTime);
      return classAnswers.send(request, reply, key, async () =>
        okData(await teacherClasses.schedule(me(request), weekStartTime)),
      );
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.classList, { tags }),
    handler: async (request) => okData(await teacherClasses.list(me(request), request.query)),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.nextClass, { tags }),
    handler: async (request) => okData(await teacherClasses.nextClass(me(request))),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.join, { tags }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await teacherClasses.join(me(request), request.body.classId));
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.teacherInfo, { tags }),
    handler: async (request) => okData(await teacherClasses.teacherInfo(me(request))),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.courseStatistics, { tags }),
    handler: async (request) => okData(await teacherClasses.courseStatistics(me(request))),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.recommendations, { tags }),
    handler: async () => okData(await teacherClasses.recommendations()),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.calculator, { tags }),
    handler: async (request) =>
      okData(await teacherClasses.calculator(me(request), request.query.weekStartTime)),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.achievement, { tags }),
    handler: async (request) => okData(await teacherClasses.achievement(me(request))),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.peakCoinLog, { tags }),
    handler: async (request) => okData(await teacherClasses.peakCoinLog(me(request), request.body)),
  });
  routes.route({
    ...callRoute(CLASS_CALLS.calendarFeed, { tags }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await calendarFeed.feed(me(request)));
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.rotateCalendarFeed, { tags }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await calendarFeed.rotate(me(request)));
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.classCalendar, { tags }),
    handler: async (request, reply) => {
      const { classId } = request.params;
      const text = await calendarFeed.classFile(me(request), classId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="class-${classId}.ics"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  });
  routes.route({
    ...callRoute(CLASS_CALLS.calendar, {
      tags,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    }),
    handler: async (request, reply) => {
      const text = await calendarFeed.calendar(request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  });
}

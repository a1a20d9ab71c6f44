import { AVAILABILITY_CALLS, DEMO_CALLS, RECORDING_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { callRoute } from '../../lib/call-route.js';
import { staffOf, teacherOf } from '../../plugins/auth.js';

/** The mini demo's and trial demo's calls: the applicants' side and the interviewers'. */
export async function schedulingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { demos, availability, demoSessions, recordedDemos } = app.services;
  const tags = ['demos'];

  routes.route({
    ...callRoute(DEMO_CALLS.getInterviewStatus, { tags }),
    handler: async (request) => okData(await demos.interviewStatus(teacherOf(request).userId)),
  });
  routes.route({
    // Writes nothing (decision 074): no limit beyond the reads'.
    ...callRoute(DEMO_CALLS.updateInterviewStatus, { tags }),
    handler: async (request) => {
      const { userId } = teacherOf(request);
      await demos.confirmStatus(userId, request.body.status);
      return okData(await demos.interviewStatus(userId));
    },
  });
  routes.route({
    ...callRoute(DEMO_CALLS.listInterviewTimes, { tags }),
    handler: async (request) => okData(await demos.listInterviewTimes(request.query)),
  });
  routes.route({
    ...callRoute(DEMO_CALLS.getTrainingStatus, { tags }),
    handler: async (request) => okData(await demos.trialDemoStatus(teacherOf(request).userId)),
  });
  routes.route({
    ...callRoute(DEMO_CALLS.listTrainingTimes, { tags }),
    handler: async (request) =>
      okData(await demos.listTrainingTimes(teacherOf(request).userId, request.query)),
  });
  routes.route({
    ...callRoute(DEMO_CALLS.book, { tags }),
    handler: async (request) => {
      await demos.book(teacherOf(request).userId, request.body);
      return okData(null);
    },
  });
  routes.route({
    ...callRoute(DEMO_CALLS.cancel, { tags }),
    handler: async (request) => {
      await demos.cancel(teacherOf(request).userId, request.body);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(DEMO_CALLS.move, { tags }),
    handler: async (request) => {
      await demos.move(teacherOf(request).userId, request.body);
      return okData(null);
    },
  });
  routes.route({
    ...callRoute(DEMO_CALLS.getTrialStatus, { tags }),
    handler: async (request) => okData(await demos.trialDemoStatus(teacherOf(request).userId)),
  });
  routes.route({
    ...callRoute(DEMO_CALLS.listTrialTimes, { tags }),
    handler: async (request) => okData(await demos.listTrialTimes(request.query)),
  });
  routes.route({
    ...callRoute(DEMO_CALLS.getRoomLink, { tags }),
    handler: async (request) => okData(await demos.roomLink(teacherOf(request).userId)),
  });

  routes.route({
    ...callRoute(DEMO_CALLS.submitRecording, { tags }),
    handler: async (request) => {
      await recordedDemos.submit(teacherOf(request).userId, request.body);
      return okData(null);
    },
  });
  routes.route({
    ...callRoute(DEMO_CALLS.withdrawRecording, { tags }),
    handler: async (request) => {
      await recordedDemos.withdraw(teacherOf(request).userId);
      return okData(null);
    },
  });

  const staffTags = ['availability'];
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.listOwnTimes, { tags: staffTags }),
    handler: async (request) =>
      okData(await availability.listOwn(staffOf(request).staffId, request.query)),
  });
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.publishTimes, { tags: staffTags }),
    handler: async (request) =>
      okData(await availability.publish(staffOf(request).staffId, request.body)),
  });
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.withdrawTime, { tags: staffTags }),
    handler: async (request) =>
      okData(await availability.withdraw(staffOf(request).staffId, request.params.slotId)),
  });
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.getSession, { tags: staffTags }),
    handler: async (request) =>
      okData(await demoSessions.get(staffOf(request), request.params.bookingId)),
  });
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.recordResult, { tags: staffTags }),
    handler: async (request) =>
      okData(
        await demoSessions.recordResult(staffOf(request), request.params.bookingId, request.body),
      ),
  });
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.markNoShow, { tags: staffTags }),
    handler: async (request) =>
      okData(await demoSessions.markNoShow(staffOf(request), request.params.bookingId)),
  });
  routes.route({
    ...callRoute(AVAILABILITY_CALLS.getSessionRoomLink, { tags: staffTags }),
    handler: async (request) =>
      okData(await demoSessions.roomLink(staffOf(request), request.params.bookingId)),
  });

  routes.route({
    ...callRoute(RECORDING_CALLS.listRecordings, { tags: staffTags }),
    handler: async () => okData(await recordedDemos.queue()),
  });
  routes.route({
    ...callRoute(RECORDING_CALLS.getRecording, { tags: staffTags }),
    handler: async (request) => okData(await recordedDemos.get(request.params.recordingId)),
  });
  routes.route({
    ...callRoute(RECORDING_CALLS.recordRecordingResult, { tags: staffTags }),
    handler: async (request) =>
      okData(
        await recordedDemos.recordResult(
          staffOf(request),
          request.params.recordingId,
          request.body,
        ),
      ),
  });
  routes.route({
    ...callRoute(RECORDING_CALLS.markRecordingUnreadable, { tags: staffTags }),
    handler: async (request) =>
      okData(await recordedDemos.markUnreadable(staffOf(request), request.params.recordingId)),
  });
}

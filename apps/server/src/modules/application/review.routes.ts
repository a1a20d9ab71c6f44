import { REVIEW_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvStream } from '../../lib/csv.js';
import { sendCsvDownload } from '../../lib/csv-download.js';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { callRoute } from '../../lib/call-route.js';
import { compiledAnswer } from '../../lib/compiled-answer.js';
import { createApplicantAnswers } from './applicant-answers.js';

const tags = ['recruiting'];

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { review, applicantPage, applicantExport } = app.services;
  const applicants = createApplicantAnswers(app.services.changes);

  routes.route({
    ...callRoute(REVIEW_CALLS.listApplicants, { tags }),
    // A hot read of 50 to 200 rows: serialised by a compiled function, not checked by zod.
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) => {
      const { staffId } = staffOf(request);
      // A queue is the asking member's: its answers are kept apart per member.
      const key = applicants.key(
        request.query.queue ? { ...request.query, staffId } : request.query,
      );
      return applicants.send(request, reply, key, async () =>
        okData(await review.list(request.query, staffId)),
      );
    },
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.getApplicant, { tags }),
    handler: async (request) => okData(await review.detail(request.params.userId)),
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.decideResume, { tags }),
    handler: async (request) =>
      okData(await review.decide(request.params.userId, staffOf(request).staffId, request.body)),
  });

  // An applicant's owner, notes and timeline, and the list as CSV (decision 069).
  routes.route({
    ...callRoute(REVIEW_CALLS.exportApplicants, { tags }),
    handler: async (request, reply) => {
      const rows = await applicantExport.start(request.query, staffOf(request).staffId);
      return sendCsvDownload(reply, {
        fileName: 'applicants.csv',
        csv: csvStream(applicantExport.header, rows),
      });
    },
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.listApplicantOwners, { tags }),
    handler: async () => okData(await applicantPage.owners()),
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.assignApplicantOwner, { tags }),
    handler: async (request) =>
      okData(
        await applicantPage.assignOwner(
          staffOf(request).staffId,
          request.params.userId,
          request.body.ownerId,
        ),
      ),
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.listApplicantNotes, { tags }),
    handler: async (request) => okData(await applicantPage.notes(request.params.userId)),
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.addApplicantNote, { tags }),
    handler: async (request) =>
      okData(
        await applicantPage.addNote(
          staffOf(request).staffId,
          request.params.userId,
          request.body.body,
        ),
      ),
  });

  routes.route({
    ...callRoute(REVIEW_CALLS.getApplicantTimeline, { tags }),
    handler: async (request) => okData(await applicantPage.timeline(request.params.userId)),
  });
}

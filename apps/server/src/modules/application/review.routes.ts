import { REVIEW_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';
import { callRoute } from '../../lib/call-route.js';
import { compiledAnswer } from '../../lib/compiled-answer.js';
import { createApplicantAnswers } from './applicant-answers.js';

const tags = ['recruiting'];

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { review } = app.services;
  const applicants = createApplicantAnswers(app.services.changes);

  routes.route({
    ...callRoute(REVIEW_CALLS.listApplicants, { tags }),
    // A hot read of 50 to 200 rows: serialised by a compiled function, not checked by zod.
    serializerCompiler: compiledAnswer,
    handler: async (request, reply) =>
      applicants.send(request, reply, applicants.key(request.query), async () =>
        okData(await review.list(request.query)),
      ),
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
}

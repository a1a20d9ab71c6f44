import {
  applicantDetailResponse,
  applicantIdParams,
  applicantListQuery,
  applicantListResponse,
  resumeDecisionRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { staffOf } from '../../plugins/auth.js';

const tags = ['recruiting'];
const recruiters = { action: 'reviewApplicants' } as const;

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { review } = app.services;

  routes.get(
    '/ops/applicants',
    {
      schema: {
        operationId: 'listApplicants',
        tags,
        querystring: applicantListQuery,
        response: { 200: applicantListResponse },
      },
      config: recruiters,
    },
    async (request) => okData(await review.list(request.query)),
  );

  routes.get(
    '/ops/applicants/:userId',
    {
      schema: {
        operationId: 'getApplicant',
        tags,
        params: applicantIdParams,
        response: { 200: applicantDetailResponse },
      },
      config: recruiters,
    },
    async (request) => okData(await review.detail(request.params.userId)),
  );

  routes.post(
    '/ops/applicants/:userId/resume-decision',
    {
      schema: {
        operationId: 'decideResume',
        tags,
        params: applicantIdParams,
        body: resumeDecisionRequest,
        response: { 200: applicantDetailResponse },
      },
      config: recruiters,
    },
    async (request) =>
      okData(await review.decide(request.params.userId, staffOf(request).staffId, request.body)),
  );
}

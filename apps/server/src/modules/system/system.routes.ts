import { healthResponse, serverTimestampResponse, siteConfigResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData, okResult } from '../../lib/envelope.js';
import { robotsTxt } from './robots.js';
import { checkHealth, publicSiteConfig } from './system.service.js';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Process up and database reachable (503 when the database does not answer)',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database);
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );

  routes.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        tags: ['system'],
        summary:
          'What crawlers may read (text/plain): the public site, not the calls or the console',
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt()),
  );

  routes.get(
    '/t/tn/site/config',
    {
      schema: {
        operationId: 'getSiteConfig',
        tags: ['system'],
        summary: 'Public settings of the web client: links, support address, download',
        response: { 200: siteConfigResponse },
      },
    },
    async () => okData(publicSiteConfig(app.config)),
  );

  routes.get(
    '/api/interviewOrTrainCourse/getTimestamp',
    {
      schema: {
        operationId: 'getServerTimestamp',
        tags: ['system'],
        summary: 'The server clock in epoch milliseconds (no token; reads result)',
        response: { 200: serverTimestampResponse },
      },
    },
    async () => okResult(Date.now()),
  );
}

import {
  CAPTCHA_TICKET_HEADER,
  PROOF_OF_WORK_PATH,
  captchaQuery,
  proofOfWorkChallenge,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/t/tn/captcha',
    {
      schema: {
        operationId: 'getCaptcha',
        tags: ['accounts'],
        summary: `A captcha picture (PNG) for a scene; its ticket is in the ${CAPTCHA_TICKET_HEADER} header`,
        querystring: captchaQuery,
      },
      config: { rateLimit: RATE_LIMITS.captcha },
    },
    async (request, reply) => {
      const { png, ticket } = await app.services.captcha.issue(request.query.scene);
      return reply
        .header(CAPTCHA_TICKET_HEADER, ticket)
        .header('access-control-expose-headers', CAPTCHA_TICKET_HEADER)
        .header('cache-control', 'no-store')
        .type('image/png')
        .send(png);
    },
  );

  routes.get(
    PROOF_OF_WORK_PATH,
    {
      schema: {
        operationId: 'getProofOfWorkChallenge',
        tags: ['accounts'],
        summary:
          'A signed proof-of-work challenge (ALTCHA) for a scene, sent back solved as `altcha` beside the captcha',
        querystring: captchaQuery,
        response: { 200: proofOfWorkChallenge },
      },
      config: { rateLimit: RATE_LIMITS.captcha },
    },
    async (request, reply) => {
      const challenge = await app.services.captcha.proofChallenge(request.query.scene);
      // The library's type is exact; the wire schema keeps every field it has.
      return reply.header('cache-control', 'no-store').send({
        ...challenge,
        parameters: { ...challenge.parameters },
      });
    },
  );
}

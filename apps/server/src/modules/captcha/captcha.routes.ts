import { ACCOUNT_CALLS, CAPTCHA_TICKET_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { callRoute } from '../../lib/call-route.js';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...callRoute(ACCOUNT_CALLS.captcha, {
      tags: ['accounts'],
      config: { rateLimit: RATE_LIMITS.captcha },
    }),
    handler: async (request, reply) => {
      const { png, ticket } = await app.services.captcha.issue(request.query.scene);
      return reply
        .header(CAPTCHA_TICKET_HEADER, ticket)
        .header('access-control-expose-headers', CAPTCHA_TICKET_HEADER)
        .header('cache-control', 'no-store')
        .type('image/png')
        .send(png);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.proofOfWorkChallenge, {
      tags: ['accounts'],
      config: { rateLimit: RATE_LIMITS.captcha },
    }),
    handler: async (request, reply) => {
      const { scene, email } = request.query;
      const challenge = await app.services.captcha.proofChallenge(
        scene,
        scene === 'LOGIN' && email ? await app.services.signInProof(email) : undefined,
      );
      // The library's type is exact; the wire schema keeps every field it has.
      return reply.header('cache-control', 'no-store').send({
        ...challenge,
        parameters: { ...challenge.parameters },
      });
    },
  });
}

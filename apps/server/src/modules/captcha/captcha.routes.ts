import { CAPTCHA_TICKET_HEADER, captchaQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/t/tn/captcha',
    {
      schema: {
        operationId: 'getCaptcha',
        tags: ['accounts'],
        summary: `A captcha image (SVG) for a scene; its ticket is in the ${CAPTCHA_TICKET_HEADER} header`,
        querystring: captchaQuery,
      },
      config: { rateLimit: RATE_LIMITS.captcha },
    },
    async (request, reply) => {
      const { svg, ticket } = await app.services.captcha.issue(request.query.scene);
      return reply
        .header(CAPTCHA_TICKET_HEADER, ticket)
        .header('access-control-expose-headers', CAPTCHA_TICKET_HEADER)
        .header('cache-control', 'no-store')
        .type('image/svg+xml')
        .send(svg);
    },
  );
}

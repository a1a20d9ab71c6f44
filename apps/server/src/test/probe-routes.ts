import {
  dataEnvelope,
  epochMs,
  FIELD_MESSAGES,
  optionalField,
  resultEnvelope,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { okData, okResult } from '../lib/envelope.js';

/** A body shaped like the real clients' calls: catalogue messages, tolerant wire types. */
export const probeBody = z.object({
  firstName: z
    .string({ error: FIELD_MESSAGES.required })
    .regex(/^[A-Za-z]+$/, FIELD_MESSAGES.lettersOnly),
  middleInitial: optionalField(z.string().regex(/^[A-Za-z ]*$/, FIELD_MESSAGES.englishOnly)),
  startTime: epochMs,
  count: optionalField(z.number().int()),
});

/** Routes that exist only in tests, to drive the error handler and the envelope. */
export async function probeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const echo = dataEnvelope(
    z.object({
      firstName: z.string(),
      middleInitial: z.string().optional(),
      startTime: z.number(),
      keys: z.array(z.string()),
    }),
  );
  routes.post(
    '/t/tn/probe/echo',
    { schema: { operationId: 'probeEcho', body: probeBody, response: { 200: echo } } },
    async (request) =>
      okData({
        ...request.body,
        // The keys that carry a value: null optionals read as absent, unknown keys are stripped.
        keys: Object.entries(request.body)
          .filter(([, value]) => value !== undefined)
          .map(([key]) => key)
          .sort(),
      }),
  );
  routes.post(
    '/api/probe/echo',
    {
      schema: {
        operationId: 'probeEchoApi',
        body: probeBody,
        response: { 200: resultEnvelope(z.object({ startTime: z.number() })) },
      },
    },
    async (request) => okResult({ startTime: request.body.startTime }),
  );
  routes.get('/t/tn/probe/crash', { schema: { operationId: 'probeCrash' } }, async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  routes.get(
    '/t/tn/probe/fail',
    { schema: { operationId: 'probeFail', querystring: z.object({ code: z.string() }) } },
    async (request) => {
      throw new AppError(request.query.code as 'TOKEN_NULL');
    },
  );
  routes.get(
    '/t/tn/probe/slow',
    {
      schema: { operationId: 'probeSlow', querystring: z.object({ ms: z.coerce.number() }) },
      handlerTimeout: 200,
    },
    async (request) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.ms));
      return okData(null);
    },
  );
}

import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@portal/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** One file per request, 10 MB at most (spec section 9); a few short text fields beside it. */
type ZodRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 2_000, parts: 12 };

/**
 * Routes that take a multipart/form-data upload, in a scope of their own with the multipart
 * parser. The plugin adds two hooks to every route of its scope (a listener on the answer's
 * close, a clean-up after it): registered for the whole app, every call paid for them
 * (decision 032). Other routes answer a multipart body with BIZ_UNSUPPORTED_MEDIA_TYPE.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  register: (routes: ZodRoutes) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: LIMITS });
    register(scope.withTypeProvider<ZodTypeProvider>());
  });
}

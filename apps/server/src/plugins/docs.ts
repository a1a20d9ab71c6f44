import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadForm } from '../modules/storage/read-upload.js';

/** A multipart route's body for the document only: its text fields and its file. */
function multipartBody(form: UploadForm) {
  return (form.fields ?? z.object({})).extend({ [form.fieldName]: z.file() });
}

/**
 * A file answer for the document only: its content types (`produces`) as a binary 200. Not a
 * route schema, which Fastify would compile as a JSON serializer.
 */
function withFileAnswer<T extends { schema: FastifySchema }>(output: T): T {
  const schema = output.schema as Record<string, unknown> | undefined;
  if (!schema?.produces || schema.response) return output;
  const response = { 200: { description: 'A file', type: 'string', format: 'binary' } };
  return { ...output, schema: { ...schema, response } };
}

/**
 * The OpenAPI document of every route at /docs/json and a browsable page at /docs, unless
 * `served` is false (production without API_DOCS, issue 37): the map of every route is
 * then not handed to whoever asks. The document is still built (`app.swagger()`).
 */
export async function registerDocs(app: FastifyInstance, served: boolean): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Teacher portal API',
        description:
          'Envelope: `{code, msg, data}` on /t/..., `{code, msg, result}` on /api/...; see README.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          userToken: { type: 'apiKey', in: 'header', name: 'x-user-token' },
          staffToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
          serviceKey: { type: 'apiKey', in: 'header', name: 'x-service-key' },
        },
      },
    },
    // The zod transform rebuilds each schema; extensions (`x-roles`) are carried over.
    // Multipart routes read their parts themselves; their form becomes the documented body.
    transform: (input) => {
      const upload = input.route.config?.upload;
      const output = withFileAnswer(
        jsonSchemaTransform(
          upload ? { ...input, schema: { ...input.schema, body: multipartBody(upload) } } : input,
        ),
      );
      const extensions = Object.entries(input.schema ?? {}).filter(([key]) => key.startsWith('x-'));
      return extensions.length
        ? { ...output, schema: { ...output.schema, ...Object.fromEntries(extensions) } }
        : output;
    },
  });
  if (!served) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

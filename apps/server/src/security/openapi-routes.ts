import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

export interface DocumentedRoute {
  method: string;
  /** Fastify form, e.g. /ops/staff/:staffId/status */
  url: string;
  operationId: string;
  auth: 'teacher' | 'staff' | 'service' | 'public';
  roles: string[];
  /** How the body is sent: JSON, or multipart/form-data with text fields and files. */
  bodyType: 'json' | 'multipart' | 'none';
  /** Every documented body field (for multipart: the text fields and the files). */
  bodyProperties: string[];
  /** Multipart fields that carry a file. */
  fileFields: string[];
  /** The values a body field admits, when the document lists them (enums, lists of enums). */
  bodyChoices: Record<string, unknown[]>;
  queryProperties: string[];
  pathParams: string[];
  /** The content types of the 200 answer (the JSON envelope, or a file's types). */
  produces: string[];
  /** Whether the 200 answer is the envelope (`code`, `msg`); a few are bare JSON (health). */
  answersEnvelope: boolean;
}

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  'x-roles'?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: BodySchema }> };
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
}

interface PropertySchema {
  format?: string;
  enum?: unknown[];
  items?: { enum?: unknown[] };
}

interface BodySchema {
  properties?: Record<string, PropertySchema>;
  /** Union bodies (the resume steps) list their properties per branch. */
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
  allOf?: BodySchema[];
}

/** Every property name of a body schema, through unions. */
function propertiesOf(schema: BodySchema | undefined): Record<string, PropertySchema> {
  if (!schema) return {};
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...branches.map(propertiesOf), schema.properties);
}

/** Every route of the OpenAPI document, in the shape the security suite needs. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const doc = (await app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const security = Object.keys(op.security?.[0] ?? {});
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const body = propertiesOf(content?.schema);
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        operationId: op.operationId,
        auth: security.includes('userToken')
          ? 'teacher'
          : security.includes('staffToken')
            ? 'staff'
            : security.includes('serviceKey')
              ? 'service'
              : 'public',
        roles: op['x-roles'] ?? [],
        bodyType: !contentType
          ? 'none'
          : contentType.startsWith('multipart/')
            ? 'multipart'
            : 'json',
        bodyProperties: Object.keys(body),
        fileFields: Object.keys(body).filter((name) => body[name]?.format === 'binary'),
        bodyChoices: Object.fromEntries(
          Object.entries(body).flatMap(([name, property]) =>
            property.enum
              ? [[name, property.enum]]
              : property.items?.enum
                ? [[name, property.items.enum.map((value) => [value])]]
                : [],
          ),
        ),
        queryProperties: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        produces: Object.keys(op.responses?.['200']?.content ?? {}),
        answersEnvelope: Boolean(
          op.responses?.['200']?.content?.['application/json']?.schema?.properties?.code,
        ),
      } satisfies DocumentedRoute;
    }),
  );
}

/** A concrete URL for a route: path parameters filled with a plausible id. */
export function concreteUrl(route: DocumentedRoute, value = '1'): string {
  return route.url.replace(/:(\w+)/g, value);
}

/**
 * For a test file that reads the document: a test app opened before its tests, closed after,
 * and its documented routes (read them inside tests: they are filled by `beforeAll`).
 */
export function documentedTestApp(): { t: TestApp; routes: DocumentedRoute[] } {
  const state = {} as { t: TestApp; routes: DocumentedRoute[] };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.routes = await documentedRoutes(state.t.app);
  });
  afterAll(() => state.t?.close());
  return state;
}

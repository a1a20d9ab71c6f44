import type { FastifyInstance } from 'fastify';

export interface DocumentedRoute {
  method: string;
  /** Fastify form, e.g. /ops/staff/:staffId/status */
  url: string;
  operationId: string;
  auth: 'teacher' | 'staff' | 'public';
  roles: string[];
  bodyProperties: string[];
  queryProperties: string[];
  pathParams: string[];
}

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  'x-roles'?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route of the OpenAPI document, in the shape the security suite needs. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const doc = (await app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const security = Object.keys(op.security?.[0] ?? {});
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {};
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        operationId: op.operationId,
        auth: security.includes('userToken')
          ? 'teacher'
          : security.includes('staffToken')
            ? 'staff'
            : 'public',
        roles: op['x-roles'] ?? [],
        bodyProperties: Object.keys(body),
        queryProperties: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      } satisfies DocumentedRoute;
    }),
  );
}

/** A concrete URL for a route: path parameters filled with a plausible id. */
export function concreteUrl(route: DocumentedRoute, value = '1'): string {
  return route.url.replace(/:(\w+)/g, value);
}

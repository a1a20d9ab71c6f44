import type { AnyCall } from '@portal/contracts';
import type { FastifyContextConfig } from 'fastify';

type AlsoAnswers<C extends AnyCall> = C extends { alsoAnswers: readonly (infer S extends number)[] }
  ? S
  : never;

/** The route schema a call gives, typed from the call so handlers read typed requests. */
interface CallSchema<C extends AnyCall> {
  operationId: string;
  tags: string[];
  summary?: string;
  consumes?: string[];
  /** A file answer's content types (the document's response; Fastify ignores the key). */
  produces?: readonly string[];
  body: C extends { body: infer B } ? B : undefined;
  querystring: C extends { query: infer Q } ? Q : undefined;
  params: C extends { params: infer P } ? P : undefined;
  response: C['response'] extends undefined
    ? undefined
    : Record<200 | AlsoAnswers<C>, NonNullable<C['response']>>;
}

interface CallRouteOptions {
  tags: string[];
  /** What the route adds: rate limits, `sameSiteOnly`, the upload form. */
  config?: FastifyContextConfig;
}

/**
 * A route's method, address, schemas and guard, all from the contracts' call (decision 030):
 * `routes.route({ ...callRoute(CALL, { tags }), handler })`. The route adds only its handler
 * and what is the server's own business (limits, timeouts).
 */
export function callRoute<C extends AnyCall>(call: C, options: CallRouteOptions) {
  const schema: Record<string, unknown> = { operationId: call.operationId, tags: options.tags };
  if (call.summary) schema.summary = call.summary;
  if (call.multipart) schema.consumes = ['multipart/form-data'];
  if (call.produces) schema.produces = call.produces;
  if (call.body) schema.body = call.body;
  if (call.query) schema.querystring = call.query;
  if (call.params) schema.params = call.params;
  if (call.response) {
    const statuses = [200, ...(call.alsoAnswers ?? [])];
    schema.response = Object.fromEntries(statuses.map((status) => [status, call.response]));
  }
  const config: FastifyContextConfig = { ...options.config };
  if (call.auth) config.auth = call.auth;
  if (call.action) config.action = call.action;
  if (call.serviceScope) config.serviceScope = call.serviceScope;
  if (call.teacherActs !== undefined) config.teacherActs = call.teacherActs;
  return {
    method: call.method,
    url: call.path,
    schema: schema as unknown as CallSchema<C>,
    config,
  };
}

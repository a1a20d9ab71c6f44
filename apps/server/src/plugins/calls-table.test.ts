import { ALL_CALLS, rolesFor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedTestApp } from '../security/openapi-routes.js';
import { routeAuth } from './auth.js';

const docs = documentedTestApp();

const key = (route: { method: string; path?: string; url?: string }) =>
  `${route.method} ${route.path ?? route.url}`;
const documented = (call: (typeof ALL_CALLS)[number]) =>
  docs.routes.find((route) => key(route) === key(call));
const objectKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('the calls table (decision 030)', () => {
  it('is what the server serves: every route is a call of the table, and every call a route', () => {
    expect(docs.routes.map((route) => `${key(route)} ${route.operationId}`).sort()).toEqual(
      ALL_CALLS.map((call) => `${key(call)} ${call.operationId}`).sort(),
    );
  });

  it.each(ALL_CALLS.map((call) => [key(call), call] as const))(
    '%s is guarded as its call says',
    (_name, call) => {
      const route = documented(call);
      expect(route?.auth).toBe(routeAuth(call.path, call.auth));
      expect(route?.roles).toEqual(call.action ? rolesFor(call.action) : []);
    },
  );

  it.each(ALL_CALLS.map((call) => [key(call), call] as const))(
    '%s takes the body, query and path parameters its call declares',
    (_name, call) => {
      const route = documented(call);
      expect(route?.bodyType).toBe(call.multipart ? 'multipart' : call.body ? 'json' : 'none');
      if (call.multipart) {
        expect(route?.fileFields).toEqual([call.multipart.fieldName]);
        expect(route?.bodyProperties.sort()).toEqual(
          [...objectKeys(call.multipart.fields), call.multipart.fieldName].sort(),
        );
      } else if (call.body instanceof z.ZodObject) {
        expect(route?.bodyProperties.sort()).toEqual(objectKeys(call.body));
      }
      expect(route?.queryProperties.sort()).toEqual(objectKeys(call.query));
      expect(route?.pathParams.sort()).toEqual(
        [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort(),
      );
    },
  );
});

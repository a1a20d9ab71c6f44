import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp } from '../test/accounts-client.js';
import { staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { concreteUrl, documentedRoutes, type DocumentedRoute } from './openapi-routes.js';

/** Runs per route; the whole suite stays within a minute on two cores. */
const RUNS_PER_ROUTE = 25;

/** Values of every awkward kind: wrong types, huge strings, unicode, nulls, nesting. */
const awkwardValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    '__proto__',
    '../../etc/passwd',
    '<script>x</script>',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A body that uses the route's own field names (and some extra ones) with awkward values. */
function bodyFor(route: DocumentedRoute) {
  const names = [...route.bodyProperties, 'extra', 'constructor'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...names), awkwardValue, { maxKeys: names.length }),
    awkwardValue,
  );
}

function queryFor(route: DocumentedRoute) {
  const names = [...route.queryProperties, 'extra'];
  return fc.dictionary(
    fc.constantFrom(...names),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ minLength: 3_000, maxLength: 6_000 }),
    ),
    { maxKeys: names.length },
  );
}

let t: TestApp;
let routes: DocumentedRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = await documentedRoutes(t.app);
});
afterAll(() => t?.close());

describe('generated bad input', () => {
  it('never gets a 5xx, and every refusal is the envelope with a catalogue code', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // A valid session, so the input reaches validation and the service behind it.
      const headers: Record<string, string> = {};
      if (route.auth === 'teacher') headers['x-user-token'] = (await teacherSession(t.app)).token;
      if (route.auth === 'staff') headers['x-auth-token'] = await staffSession(t.app, ['ADMIN']);
      await fc
        .assert(
          fc.asyncProperty(
            bodyFor(route),
            queryFor(route),
            fc.constantFrom('1', '0', 'x', '99999999999999999999'),
            async (body, query, id) => {
              const search = new URLSearchParams(query).toString();
              const res = await t.app.inject({
                method: route.method as 'POST',
                url: `${concreteUrl(route, id)}${search ? `?${search}` : ''}`,
                headers,
                remoteAddress: anyIp(),
                ...(route.method === 'GET'
                  ? {}
                  : {
                      payload: JSON.stringify(body),
                      headers: { ...headers, 'content-type': 'application/json' },
                    }),
              });
              if (res.statusCode >= 500) {
                failures.push(
                  `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)} for ${JSON.stringify(body).slice(0, 120)}`,
                );
                return false;
              }
              if (res.statusCode >= 400) {
                const envelope = res.json() as { code?: unknown; msg?: unknown };
                if (typeof envelope.code !== 'string' || typeof envelope.msg !== 'string') {
                  failures.push(
                    `${route.method} ${route.url}: no envelope (${res.body.slice(0, 80)})`,
                  );
                  return false;
                }
              }
              return true;
            },
          ),
          { numRuns: RUNS_PER_ROUTE, seed: 20261122, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceKey } from '../test/classes.js';
import { anyIp } from '../test/accounts-client.js';
import { staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { queryFor, requestBodyFor } from './fuzz-arbitraries.js';
import { concreteUrl, documentedTestApp } from './openapi-routes.js';

/** Runs per route; the whole suite stays within a minute on two cores. */
const RUNS_PER_ROUTE = 25;

const docs = documentedTestApp();

/** Each kind's routes are cut into this many tests (every n-th route, and so on). */
const SHARES = { public: 2, teacher: 8, staff: 8, service: 1 } as const;
/**
 * The most routes one test may cover: its 30-second budget must hold them on a loaded machine
 * (14 staff routes took 14 s with the load average at 15 on two cores). More fail: add a share.
 */
const MAX_ROUTES_PER_TEST = 16;

// One test per kind of route and share: each gets its own budget, so the suite's length does
// not decide whether it passes on a loaded machine (decision 015).
describe.each(
  (Object.keys(SHARES) as (keyof typeof SHARES)[]).flatMap((auth) =>
    Array.from({ length: SHARES[auth] }, (_, share) => [auth, share] as const),
  ),
)('generated bad input (%s routes, share %i)', (auth, share) => {
  it('never gets a 5xx, and every refusal is the envelope with a catalogue code', async () => {
    const failures: string[] = [];
    const mine = docs.routes
      .filter((route) => route.auth === auth)
      .filter((_, index) => index % SHARES[auth] === share);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length, `add a share of ${auth} routes`).toBeLessThanOrEqual(MAX_ROUTES_PER_TEST);
    for (const route of mine) {
      // A valid session (or key), so the input reaches validation and the service behind it.
      const headers: Record<string, string> = {};
      if (route.auth === 'teacher')
        headers['x-user-token'] = (await teacherSession(docs.t.app)).token;
      if (route.auth === 'staff')
        headers['x-auth-token'] = await staffSession(docs.t.app, ['ADMIN']);
      if (route.auth === 'service') headers['x-service-key'] = await serviceKey(docs.t.app);
      await fc
        .assert(
          fc.asyncProperty(
            requestBodyFor(route),
            queryFor(route),
            fc.constantFrom('1', '0', 'x', '99999999999999999999', '%00', '1%01'),
            async (body, query, id) => {
              const search = new URLSearchParams(query).toString();
              const res = await docs.t.app.inject({
                method: route.method as 'POST',
                url: `${concreteUrl(route, id)}${search ? `?${search}` : ''}`,
                headers,
                remoteAddress: anyIp(),
                ...(route.method === 'GET'
                  ? {}
                  : { payload: body.payload, headers: { ...headers, ...body.headers } }),
              });
              if (res.statusCode >= 500) {
                failures.push(
                  `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)} for ${JSON.stringify(body.shown).slice(0, 160)} ?${search.slice(0, 80)} id=${id}`,
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

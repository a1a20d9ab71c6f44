import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRequestFor, type FuzzRequest } from './fuzz-requests.js';
import { fuzzSessions } from './fuzz-sessions.js';
import { decodedAnswer, fuzzVerdict } from './fuzz-verdict.js';
import { documentedTestApp, type DocumentedRoute } from './openapi-routes.js';

/**
 * `npm run fuzz` (decision 045): generated requests to every documented route, none of which
 * may get a 5xx or an answer outside the envelope. `npm test` runs the fixed seed's short run;
 * scripts/fuzz.mjs sets FUZZ_SEED and FUZZ_RUNS (10,000 by default) and prints the seed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
/** One request of a run, by its index (a failure's replay). */
const ONLY = process.env.FUZZ_ONLY === undefined ? null : Number(process.env.FUZZ_ONLY);
/** Sessions anew now and then: the fuzz suspends its own teacher, and a suspension stays. */
const RENEW_SESSIONS_EVERY = 500;

const docs = documentedTestApp();

/** Each request's own seed, so one request replays without the ones before it. */
const requestSeed = (index: number) => (SEED ^ Math.imul(index + 1, 0x9e3779b1)) | 0;

/** Round-robin over the routes for half the run (every route is hit), then routes at random. */
function routeOf(routes: DocumentedRoute[], index: number): DocumentedRoute {
  const roundRobin = routes.length * Math.max(1, Math.floor(RUNS / routes.length / 2));
  const [pick = 0] =
    index < roundRobin
      ? [index % routes.length]
      : fc.sample(fc.nat(routes.length - 1), { seed: requestSeed(index), numRuns: 1 });
  const route = routes[pick];
  if (!route) throw new Error(`no route ${pick}`);
  return route;
}

/** The run's report lines (vitest shows a test's output under its name). */
const report = (line: string) => process.stdout.write(`${line}\n`);

const truncate = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text;

/** An address per request: the per-address limits would otherwise answer most of the run. */
const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

describe('fuzz (decision 045)', () => {
  it('every documented route says what its 200 answer is', () => {
    const undocumented = docs.routes.filter((route) => route.produces.length === 0);
    expect(undocumented.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it(
    `${RUNS} generated requests (seed ${SEED}): no 5xx, every answer in the envelope`,
    async () => {
      const { app } = docs.t;
      const routes = docs.routes;
      const sessions = fuzzSessions(app);
      const counts = new Map<DocumentedRoute, Map<number, number>>();
      const failures: string[] = [];
      const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
      report(`fuzz: seed ${SEED}, ${RUNS} requests, ${routes.length} routes, ${database}`);
      const started = performance.now();
      const indexes = ONLY === null ? [...Array(RUNS).keys()] : [ONLY];
      for (const index of indexes) {
        if (index > 0 && index % RENEW_SESSIONS_EVERY === 0) sessions.renewAll();
        const route = routeOf(routes, index);
        const [request] = fc.sample(fuzzRequestFor(route), {
          seed: requestSeed(index),
          numRuns: 1,
        }) as [FuzzRequest];
        const headers = { ...request.headers, ...(await sessions.headersFor(request.credential)) };
        const answer = await app
          .inject({
            method: request.method as 'POST',
            url: request.url,
            headers,
            remoteAddress: addressOf(index),
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          })
          .catch((error: unknown) => error as Error);
        const byStatus = counts.get(route) ?? new Map<number, number>();
        counts.set(route, byStatus);
        if (answer instanceof Error) {
          byStatus.set(0, (byStatus.get(0) ?? 0) + 1);
          failures.push(`#${index} ${request.shown}\n  inject threw: ${answer.message}`);
          continue;
        }
        byStatus.set(answer.statusCode, (byStatus.get(answer.statusCode) ?? 0) + 1);
        sessions.answered(request.credential, answer.statusCode);
        let problem: string | null;
        try {
          problem = fuzzVerdict(route, decodedAnswer(answer));
        } catch (error) {
          problem = `the answer does not decode: ${(error as Error).message}`;
        }
        if (problem) {
          failures.push(
            [
              `#${index} ${route.method} ${route.url}: ${problem}`,
              `  replay: npm run fuzz -- --seed ${SEED} --runs ${RUNS} --only ${index}`,
              `  request: ${truncate(request.shown)}`,
              `  answer: ${answer.statusCode} ${String(answer.headers['content-type'])} ${truncate(answer.body, 300)}`,
            ].join('\n'),
          );
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      report(perRouteReport(routes, counts));
      report(
        `fuzz: seed ${SEED}, ${indexes.length} requests in ${seconds} s, ${failures.length} failures`,
      );
      if (failures.length) console.error(`fuzz failures (seed ${SEED}):\n${failures.join('\n')}`);
      expect(failures.slice(0, 5), `${failures.length} failures; all printed above`).toEqual([]);
    },
    RUNS * 300 + 120_000,
  );
});

/** Requests per route and the statuses they got, one route a line. */
function perRouteReport(
  routes: DocumentedRoute[],
  counts: Map<DocumentedRoute, Map<number, number>>,
): string {
  const lines = routes.map((route) => {
    const byStatus = counts.get(route) ?? new Map<number, number>();
    const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    const statuses = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}x${n}`)
      .join(' ');
    return `${String(total).padStart(5)}  ${route.method} ${route.url}  ${statuses}`;
  });
  const missed = routes.filter((route) => !counts.has(route)).length;
  return `fuzz: requests per route (${missed} routes not hit)\n${lines.join('\n')}`;
}

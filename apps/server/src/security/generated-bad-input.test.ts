import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceKey } from '../test/classes.js';
import { gradientPng } from '../lib/png.js';
import { anyIp } from '../test/accounts-client.js';
import { multipart } from '../test/multipart.js';
import { staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { concreteUrl, documentedTestApp, type DocumentedRoute } from './openapi-routes.js';

/** Runs per route; the whole suite stays within a minute on two cores. */
const RUNS_PER_ROUTE = 25;

/** NUL (half the time: PostgreSQL refuses it in text) and the other control characters. */
const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.oneof(
    fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u007f', '\u0085', '\u009b'),
  ),
);

/** Values that pass most field rules, so a control character inside reaches the database. */
const plausibleText = fc.constantFrom(
  'teacher@example.com',
  'Secret-1',
  'Alice',
  '1',
  '/v2/home',
  'https://example.com/a',
  'ON',
  'TEACHER_RECRUIT',
  'PHOTO',
  'a reason to write down',
);

/** A plausible value with a control character somewhere inside (or at either end). */
const withControlCharacter = fc
  .tuple(plausibleText, controlCharacter, fc.nat())
  .map(([text, control, at]) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${control}${text.slice(index)}`;
  });

/** Awkward strings: unicode, control characters, huge ones. */
const awkwardString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  withControlCharacter,
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

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
  awkwardString,
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/**
 * A body with every field of the route: listed choices where the document has them, else
 * plausible text, sometimes with a control character inside. Most fields then pass, so a bad
 * one reaches the service and the database.
 */
function plausibleBodyFor(route: DocumentedRoute) {
  return fc.record(
    Object.fromEntries(
      route.bodyProperties.map((name) => {
        const choices = route.bodyChoices[name];
        const text = fc.oneof(plausibleText, withControlCharacter);
        return [name, choices?.length ? fc.oneof(fc.constantFrom(...choices), text) : text];
      }),
    ),
  );
}

/** A body that uses the route's own field names (and some extra ones) with awkward values. */
function bodyFor(route: DocumentedRoute) {
  const names = [...route.bodyProperties, 'extra', 'constructor'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...names), awkwardValue, { maxKeys: names.length }),
    plausibleBodyFor(route),
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
      fc.string({ unit: 'binary', maxLength: 30 }),
      withControlCharacter,
      fc.string({ minLength: 3_000, maxLength: 6_000 }),
    ),
    { maxKeys: names.length },
  );
}

const png = gradientPng(4, 4, [0, 0, 0], [255, 255, 255]);
const fileBytes = fc.oneof(
  fc.constant(png),
  fc.constant(Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n', 'latin1')),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/**
 * A multipart body with the route's own fields and files, awkward values and file names, and
 * sometimes cut short, as a dropped connection leaves it.
 */
function multipartFor(route: DocumentedRoute) {
  const textNames = route.bodyProperties.filter((name) => !route.fileFields.includes(name));
  return fc
    .record({
      fields: fc.dictionary(fc.constantFrom(...textNames, 'extra'), awkwardString, {
        maxKeys: textNames.length + 1,
      }),
      file: fc.option(
        fc.record({
          field: fc.constantFrom(...route.fileFields, 'other'),
          filename: fc.oneof(fc.constant('picture.png'), awkwardString),
          contentType: fc.constantFrom('image/png', 'application/pdf', '\u0000'),
          bytes: fileBytes,
        }),
      ),
      cutAt: fc.option(fc.nat()),
    })
    .map(({ fields, file, cutAt }) => {
      const body = multipart(fields, file ?? undefined);
      const payload =
        cutAt === null ? body.payload : body.payload.subarray(0, cutAt % body.payload.length);
      return { payload, headers: body.headers, shown: { fields, file: file?.filename, cutAt } };
    });
}

/** The request options for a generated body of the route's kind. */
function requestBodyFor(route: DocumentedRoute) {
  if (route.bodyType === 'multipart') return multipartFor(route);
  return bodyFor(route).map((body) => ({
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    shown: body,
  }));
}

const docs = documentedTestApp();

/** Each kind's routes are cut into this many tests (every n-th route, and so on). */
const SHARES = { public: 2, teacher: 7, staff: 6, service: 1 } as const;
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

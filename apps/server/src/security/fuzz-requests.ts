import fc from 'fast-check';
import { STAFF_ROLES } from '@portal/contracts';
import { multipart } from '../test/multipart.js';
import {
  awkwardString,
  bodyFor,
  plausibleText,
  queryFor,
  requestBodyFor,
  withControlCharacter,
} from './fuzz-arbitraries.js';
import type { DocumentedRoute } from './openapi-routes.js';

/**
 * One generated request of `npm run fuzz` (decision 045): everything but the session, which
 * the runner resolves from `credential` (sessions are state, the request is pure data).
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  credential: Credential;
  /** What the request was, short enough to print. */
  shown: string;
}

export const CREDENTIALS = ['none', 'garbage', 'teacher', 'service', ...STAFF_ROLES] as const;
export type Credential = (typeof CREDENTIALS)[number];

/** The server's default body limit (BODY_LIMIT_BYTES); bodies are sent just under and over. */
const BODY_LIMIT = 1_048_576;

/** Mostly the route's own kind of session (so input reaches the service), else any other. */
function credentialFor(route: DocumentedRoute) {
  const own: Credential[] =
    route.auth === 'staff'
      ? route.roles.length
        ? (route.roles as Credential[])
        : [...STAFF_ROLES]
      : route.auth === 'public'
        ? ['none']
        : [route.auth];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...own) },
    { weight: 2, arbitrary: fc.constantFrom(...CREDENTIALS) },
  );
}

/** A value nested `depth` times, as arrays or as objects keyed by one of the route's fields. */
const deepValue = (key: string) =>
  fc
    .record({ depth: fc.integer({ min: 1_000, max: 20_000 }), arrays: fc.boolean() })
    .map(({ depth, arrays }) =>
      arrays
        ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
        : `${`{${JSON.stringify(key)}:`.repeat(depth)}1${'}'.repeat(depth)}`,
    );

/** A field's value of about the body limit, so the body lands just under or over it. */
const hugeSize = fc.oneof(
  fc.integer({ min: BODY_LIMIT - 200, max: BODY_LIMIT + 200 }),
  fc.integer({ min: 2 * BODY_LIMIT, max: 3 * BODY_LIMIT }),
);

const oddContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  '*/*',
  'json',
  ';;;',
);

type Body = { payload: string | Buffer; headers: Record<string, string>; shown: unknown };

/** Bodies of the wrong shape, kind or size for the route (and its own kind, mostly). */
function anyBodyFor(route: DocumentedRoute): fc.Arbitrary<Body> {
  const field = route.bodyProperties[0] ?? 'extra';
  const json = (value: string, shown: unknown = value): Body => ({
    payload: value,
    headers: { 'content-type': 'application/json' },
    shown,
  });
  return fc.oneof(
    { weight: 8, arbitrary: requestBodyFor(route) },
    {
      // Forms: the wire dialect's register and login are url-encoded.
      weight: 2,
      arbitrary: bodyFor(route).map((body) => {
        const entries: [string, string][] =
          body && typeof body === 'object' && !Array.isArray(body)
            ? Object.entries(body).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : String(JSON.stringify(v)),
              ])
            : [['value', String(body)]];
        return {
          payload: new URLSearchParams(entries).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          shown: { form: body },
        };
      }),
    },
    {
      // The other kind: a multipart body on a JSON route, a JSON body on a multipart one.
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom(...route.bodyProperties, 'extra'), awkwardString, {
          maxKeys: 3,
        })
        .map((fields): Body => {
          if (route.bodyType !== 'multipart') return { ...multipart(fields), shown: { fields } };
          return json(JSON.stringify(fields), fields);
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          oddContentType,
          fc.oneof(
            awkwardString,
            bodyFor(route).map((b) => JSON.stringify(b)),
          ),
        )
        .map(([type, text]) => ({
          payload: text,
          headers: { 'content-type': type },
          shown: { type, text },
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(deepValue(field), fc.boolean())
        .map(([deep, inField]) =>
          json(inField ? `{${JSON.stringify(field)}:${deep}}` : deep, `deep ${deep.length} chars`),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hugeSize, fc.constantFrom('x', '\u00e9', '\u0000'))
        .map(([size, char]) =>
          json(JSON.stringify({ [field]: char.repeat(size) }), `huge ${size}`),
        ),
    },
    {
      // Not JSON at all, JSON cut short, a byte-order mark, prototype keys.
      weight: 2,
      arbitrary: fc.oneof(
        awkwardString.map((text) => json(text)),
        bodyFor(route)
          .map((b) => JSON.stringify(b) ?? 'null')
          .chain((text) =>
            fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => json(text.slice(0, cut))),
          ),
        bodyFor(route).map((b) => json(`\ufeff${JSON.stringify(b)}`)),
        fc
          .constantFrom(
            '',
            '{"__proto__":{"admin":true}}',
            '{"constructor":{"prototype":{"admin":true}}}',
            'null',
            '[]',
            '"\\u0000"',
            '{"a":1,"a":2}',
            '1e999999',
          )
          .map((text) => json(text)),
      ),
    },
  );
}

/** Path parameter values as written in the URL (encoded, or raw, or broken). */
const pathValue = fc.oneof(
  fc.constantFrom('1', '0', '-1', 'x', '1.5', '1e3', '99999999999999999999', '%00', '1%01'),
  fc.constantFrom('%', '%zz', '%C0%80', '%E0%A4%A', '%2F', '..', '.', '%2e%2e'),
  fc
    .oneof(plausibleText, withControlCharacter, awkwardString, fc.string({ unit: 'binary' }))
    .map((value) => encodeURIComponent(value.slice(0, 3_000)) || '1'),
  fc.integer({ min: 1, max: 60 }).map(String),
);

/** A query string: the route's own names with awkward values, or broken encoding. */
function queryStringFor(route: DocumentedRoute) {
  return fc.oneof(
    { weight: 6, arbitrary: queryFor(route).map((query) => new URLSearchParams(query).toString()) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...route.queryProperties, 'extra'),
          fc.array(awkwardString, { minLength: 2, maxLength: 4 }),
        )
        .map(([name, values]) => values.map((v) => `${name}=${encodeURIComponent(v)}`).join('&')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...route.queryProperties, 'extra'),
          fc.constantFrom('%', '%zz', '%00', '%C0%80', '=', '&&', 'a[b][c]=1', '%FF%FE'),
        )
        .map(([name, raw]) => `${name}=${raw}`),
    },
  );
}

/** Header values a client may send (printable ASCII: the wire refuses control characters). */
const headerText = fc.string({ maxLength: 60 });

const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*', '', 'x/y;q=bad'),
    'accept-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0'), headerText),
    origin: fc.constantFrom('https://evil.example', 'null', 'not a url', 'http://localhost'),
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none'),
    cookie: headerText,
    'x-forwarded-for': fc.constantFrom('1.2.3.4, 5.6.7.8', 'garbage', '::1', ''),
    'x-request-id': headerText,
    'if-none-match': headerText,
    'accept-language': headerText,
  },
  { requiredKeys: [] },
);

/** One request to the route: its method, any body, query, path values, headers and session. */
export function fuzzRequestFor(route: DocumentedRoute): fc.Arbitrary<FuzzRequest> {
  const values = fc.array(pathValue, {
    minLength: route.pathParams.length,
    maxLength: route.pathParams.length,
  });
  const sendsBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc
    .record({
      body: sendsBody ? fc.option(anyBodyFor(route), { freq: 8 }) : fc.constant(null),
      query: fc.option(queryStringFor(route), { freq: 2 }),
      values,
      headers: extraHeaders,
      credential: credentialFor(route),
    })
    .map(({ body, query, values, headers, credential }) => {
      let index = 0;
      const path = route.url.replace(/:(\w+)/g, () => values[index++] ?? '1');
      const url = `${path}${query ? `?${query}` : ''}`;
      const shownBody =
        body === null ? '' : ` body=${JSON.stringify(body.shown)?.slice(0, 300) ?? ''}`;
      return {
        method: route.method,
        url,
        headers: { ...(headers as Record<string, string>), ...(body?.headers ?? {}) },
        ...(body ? { payload: body.payload } : {}),
        credential,
        shown: `${route.method} ${url.slice(0, 300)} as ${credential} headers=${JSON.stringify(headers).slice(0, 200)}${shownBody}`,
      };
    });
}

/** A garbage session header: junk of the right header name, sometimes long or odd. */
export const garbageToken = (seed: number) =>
  ['x', 'null', 'undefined', '0'.repeat(4_000), `v1.${seed}.abc`, 'Bearer x', '%00'][seed % 7] ??
  'x';

import { STAFF_ROLES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expireSession, staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { concreteUrl, documentedRoutes, type DocumentedRoute } from './openapi-routes.js';

/**
 * Routes anyone may call. A new route is guarded by its prefix; one that is public must be
 * added here on purpose, or this suite fails.
 */
const PUBLIC_OPERATIONS = new Set([
  'getHealth',
  // Load balancers read readiness without credentials; it tells nothing private (decision 047).
  'getReadiness',
  // The operator's bearer token (METRICS_TOKEN) is checked by the route itself (decision 047).
  'getMetrics',
  'getRobotsTxt',
  'getSiteConfig',
  'getServerTimestamp',
  'getCaptcha',
  'getProofOfWorkChallenge',
  'register',
  'signIn',
  'requestPasswordReset',
  'resetPassword',
  'checkReferralCode',
  'staffSignIn',
  'staffSetPassword',
  'listBanners',
  'getBannerPicture',
  'subscribeNewsletter',
  'recordFunnelEvent',
  'listChannels',
  // The signed, short-lived link is the permission (decision 010).
  'readApplicationFile',
  'readDocumentFile',
  // A calendar app sends no token: the unguessable address is the permission (decision 039).
  'getCalendar',
]);

let t: TestApp;
let routes: DocumentedRoute[];
let teacher: string;
let expiredTeacher: string;
let staffByRole: Map<string, string>;
let expiredStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  routes = await documentedRoutes(t.app);
  teacher = (await teacherSession(t.app)).token;
  expiredTeacher = (await teacherSession(t.app)).token;
  await expireSession(t.app, expiredTeacher);
  staffByRole = new Map();
  for (const role of STAFF_ROLES) staffByRole.set(role, await staffSession(t.app, [role]));
  expiredStaff = await staffSession(t.app, ['RECRUITER']);
  await expireSession(t.app, expiredStaff);
});
afterAll(() => t?.close());

const call = (route: DocumentedRoute, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route),
    headers,
    payload: route.method === 'GET' ? undefined : {},
  });

describe('the authorisation matrix', () => {
  it('knows every route, and only the listed ones are public', () => {
    expect(routes.length).toBeGreaterThan(10);
    const publicOnes = routes
      .filter((r) => r.auth === 'public')
      .map((r) => r.operationId)
      .sort();
    expect(publicOnes).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('refuses every guarded route without a session, with an expired one and with the wrong kind', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.auth !== 'public')) {
      const tokenHeader = route.auth === 'teacher' ? 'x-user-token' : 'x-auth-token';
      const expired = route.auth === 'teacher' ? expiredTeacher : expiredStaff;
      const wrongKind = route.auth === 'teacher' ? (staffByRole.get('ADMIN') ?? '') : teacher;
      // The student side's routes take a service key (decision 039): no person's session does.
      const cases: [string, Record<string, string>, string][] =
        route.auth === 'service'
          ? [
              ['no key', {}, 'TOKEN_NULL'],
              [
                'an ADMIN session',
                { 'x-auth-token': staffByRole.get('ADMIN') ?? '' },
                'TOKEN_NULL',
              ],
              ['a teacher session', { 'x-user-token': teacher }, 'TOKEN_NULL'],
              ['an unknown key', { 'x-service-key': 'sk_unknown-key' }, 'TOKEN_ILLEGAL'],
            ]
          : [
              ['no session', {}, 'TOKEN_NULL'],
              ['an expired session', { [tokenHeader]: expired }, 'TOKEN_EXPIRED'],
              ['a session of the other kind', { [tokenHeader]: wrongKind }, 'TOKEN_ILLEGAL'],
            ];
      for (const [name, headers, code] of cases) {
        const res = await call(route, headers);
        if (res.statusCode !== 401 || res.json().code !== code) {
          failures.push(
            `${route.method} ${route.url} with ${name}: ${res.statusCode} ${res.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses staff without the role a route needs, and admits ADMIN everywhere', async () => {
    const failures: string[] = [];
    const guarded = routes.filter((r) => r.auth === 'staff');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      for (const role of STAFF_ROLES) {
        // Sign-out ends the member's sessions: it gets a fresh one, the others the role's own.
        const token =
          route.operationId === 'staffSignOut'
            ? await staffSession(t.app, [role])
            : (staffByRole.get(role) ?? '');
        const res = await call(route, { 'x-auth-token': token });
        const allowed = role === 'ADMIN' || route.roles.includes(role);
        const refused = res.statusCode === 403 && res.json().code === 'FORBIDDEN';
        if (allowed === refused)
          failures.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('does not start with a staff route that says no action', async () => {
    const started = createTestApp({
      extraRoutes: async (app) => {
        app.get(
          '/ops/probe/undeclared',
          { schema: { operationId: 'probeUndeclared' } },
          () => ({}),
        );
      },
    });
    await expect(started).rejects.toThrow(
      'staff route GET /ops/probe/undeclared declares no action',
    );
  });
});

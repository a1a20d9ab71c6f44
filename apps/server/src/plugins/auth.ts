import {
  CSRF_HEADER,
  mayTake,
  rolesFor,
  SERVICE_KEY_HEADER,
  STAFF_TOKEN_HEADER,
  TEACHER_TOKEN_HEADER,
  twoFactorRequired,
  type StaffAction,
  type StaffRole,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { SignedInAccount } from '../modules/auth/session.repository.js';
import { actsInTeacherArea } from '../modules/teacher/account-state.js';

export const TEACHER_COOKIE = 'portal_session';
export const STAFF_COOKIE = 'portal_staff';

export type RouteAuth = 'teacher' | 'staff' | 'public' | 'service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Default: teacher under /t/tc, staff under /ops, else public. */
    auth?: RouteAuth;
    /**
     * Staff routes: the action the route takes; the roles that may take it come from the
     * contracts' permission map. A staff route without one does not start.
     */
    action?: StaffAction;
    /**
     * Teacher routes: whether the route acts in the teacher area (a blocked account is
     * refused, decision 038). Default: writes act, reads do not.
     */
    teacherActs?: boolean;
    /** Service routes (the student side, decision 039): the scope the key must hold. */
    serviceScope?: 'READ_OPERATE' | 'WRITE_OPERATE';
  }
  interface FastifyRequest {
    serviceClient?: { keyId: number; role: string };
    teacher?: { userId: number; tokenHash: string; account: SignedInAccount | null };
    staffMember?: { staffId: number; tokenHash: string; roles: StaffRole[] };
  }
}

const SECURITY_SCHEMES = {
  teacher: 'userToken',
  staff: 'staffToken',
  service: 'serviceKey',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function routeAuth(url: string, declared: RouteAuth | undefined): RouteAuth {
  if (declared) return declared;
  if (url.startsWith('/t/tc/')) return 'teacher';
  if (url.startsWith('/ops/')) return 'staff';
  return 'public';
}

function presentedToken(
  request: FastifyRequest,
  header: string,
  cookie: string,
): { token: string | undefined; fromCookie: boolean } {
  const fromHeader = request.headers[header];
  if (typeof fromHeader === 'string' && fromHeader.length > 0)
    return { token: fromHeader, fromCookie: false };
  const fromCookie = request.cookies[cookie];
  return { token: fromCookie || undefined, fromCookie: Boolean(fromCookie) };
}

function checkCsrf(request: FastifyRequest, fromCookie: boolean): void {
  if (fromCookie && !SAFE_METHODS.has(request.method) && !request.headers[CSRF_HEADER]) {
    throw new AppError('FORBIDDEN');
  }
}

async function authenticateTeacher(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { token, fromCookie } = presentedToken(request, TEACHER_TOKEN_HEADER, TEACHER_COOKIE);
  const result = await request.server.services.sessions.check(token, 'teacher');
  if (!result.ok) {
    if (fromCookie) reply.clearCookie(TEACHER_COOKIE, { path: '/' });
    throw new AppError(result.code);
  }
  checkCsrf(request, fromCookie);
  if (result.owner.kind === 'teacher') {
    request.teacher = {
      userId: result.owner.userId,
      tokenHash: result.tokenHash,
      account: result.account,
    };
    // A suspended account or an expired contract reads, but does not act (decision 038).
    if (actsInTeacherArea(request.method, request.routeOptions.config.teacherActs))
      await request.server.services.teacherState.assertMayAct(result.owner.userId);
  }
}

async function authenticateStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { token, fromCookie } = presentedToken(request, STAFF_TOKEN_HEADER, STAFF_COOKIE);
  const result = await request.server.services.sessions.check(token, 'staff');
  if (!result.ok || result.owner.kind !== 'staff') {
    if (fromCookie) reply.clearCookie(STAFF_COOKIE, { path: '/' });
    throw new AppError(result.ok ? 'TOKEN_ILLEGAL' : result.code);
  }
  const member = await request.server.services.staff.activeMember(result.owner.staffId);
  if (!member) throw new AppError('TOKEN_ILLEGAL');
  checkCsrf(request, fromCookie);
  const action = request.routeOptions.config.action;
  if (!action || !mayTake(member, action)) throw new AppError('FORBIDDEN');
  // A role that must sign in with a second factor does nothing but set it up until it is on.
  if (action !== 'ownAccount' && !member.twoFactor && twoFactorRequired(member.roles))
    throw new AppError('BIZ_STAFF_TWO_FACTOR_SETUP_REQUIRED');
  request.staffMember = { staffId: member.id, tokenHash: result.tokenHash, roles: member.roles };
}

async function authenticateService(request: FastifyRequest): Promise<void> {
  const key = request.headers[SERVICE_KEY_HEADER];
  const scope = request.routeOptions.config.serviceScope ?? 'WRITE_OPERATE';
  const client = await request.server.services.serviceKeys.authenticate(
    typeof key === 'string' ? key : undefined,
    scope,
  );
  request.serviceClient = client;
}

/**
 * Authorisation in one place: every route is guarded by its prefix unless it declares
 * otherwise, and the OpenAPI document says which token it needs.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('teacher', undefined);
  app.decorateRequest('staffMember', undefined);
  app.decorateRequest('serviceClient', undefined);
  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = routeAuth(route.url, route.config?.auth);
    route.config = { ...route.config, auth };
    if (auth === 'public') return;
    if (auth === 'staff' && !route.config.action) {
      // Fails at start: who may call a staff route is always said, never defaulted.
      throw new Error(`staff route ${route.method} ${route.url} declares no action`);
    }
    const guard =
      auth === 'teacher'
        ? authenticateTeacher
        : auth === 'service'
          ? authenticateService
          : authenticateStaff;
    // onRequest: before the body is read or validated, so strangers learn nothing of the schema.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing];
    if (route.schema && !route.schema.hide) {
      route.schema = {
        ...route.schema,
        security: [{ [SECURITY_SCHEMES[auth]]: [] }],
        // The roles a staff route admits, for readers of the document and the security suite.
        ...(auth === 'staff' && route.config.action
          ? { 'x-roles': rolesFor(route.config.action) }
          : {}),
      };
    }
  });
}

/** The signed-in teacher of a guarded route (the guard ran first; this narrows the type). */
export function teacherOf(request: FastifyRequest): NonNullable<FastifyRequest['teacher']> {
  if (!request.teacher) throw new AppError('TOKEN_NULL');
  return request.teacher;
}

/** The signed-in staff member of a guarded route. */
export function staffOf(request: FastifyRequest): NonNullable<FastifyRequest['staffMember']> {
  if (!request.staffMember) throw new AppError('TOKEN_NULL');
  return request.staffMember;
}

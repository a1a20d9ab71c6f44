import { STAFF_AUTH_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { okData } from '../../lib/envelope.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../lib/session-cookie.js';
import { STAFF_COOKIE, staffOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['staff'];

export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = app.services;

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.signIn, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    }),
    handler: async (request, reply) => {
      const session = await staff.signIn(request.body, requestMeta(request));
      setSessionCookie(request, reply, STAFF_COOKIE, session.token);
      return okData(session);
    },
  });

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.setPassword, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    }),
    handler: async (request) => {
      await staff.setPassword(request.body);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.signOut, { tags }),
    handler: async (request, reply) => {
      await staff.signOut(staffOf(request).staffId);
      clearSessionCookie(reply, STAFF_COOKIE);
      return okData(null);
    },
  });

  /** The signed-in member, as the second factor's label and role rule need them. */
  async function signedInMember(request: Parameters<typeof staffOf>[0]) {
    const member = await staff.activeMember(staffOf(request).staffId);
    if (!member) throw new AppError('TOKEN_ILLEGAL');
    return member;
  }

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.twoFactorSetup, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck },
    }),
    handler: async (request) =>
      okData(await app.services.twoFactor.begin(await signedInMember(request))),
  });

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.twoFactorConfirm, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck },
    }),
    handler: async (request) => {
      const member = await signedInMember(request);
      const codes = await app.services.twoFactor.confirm(member, request.body.code);
      return okData({ recoveryCodes: codes });
    },
  });

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.twoFactorDisable, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck },
    }),
    handler: async (request) => {
      await app.services.twoFactor.disable(await signedInMember(request), request.body.code);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(STAFF_AUTH_CALLS.me, { tags }),
    handler: async (request) => {
      const member = await staff.activeMember(staffOf(request).staffId);
      if (!member) throw new AppError('TOKEN_ILLEGAL');
      return okData(member);
    },
  });
}

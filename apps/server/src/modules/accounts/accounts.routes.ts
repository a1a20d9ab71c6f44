import { ACCOUNT_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../lib/session-cookie.js';
import { TEACHER_COOKIE, teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import { callRoute } from '../../lib/call-route.js';

const tags = ['accounts'];

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, passwords } = app.services;

  routes.route({
    ...callRoute(ACCOUNT_CALLS.register, {
      tags,
      config: { rateLimit: RATE_LIMITS.register, sameSiteOnly: true },
    }),
    handler: async (request, reply) => {
      const { token, issued } = await accounts.register(request.body, requestMeta(request));
      setSessionCookie(request, reply, TEACHER_COOKIE, token);
      return okData(issued);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.signIn, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    }),
    handler: async (request, reply) => {
      const { token, issued } = await accounts.signIn(request.body, requestMeta(request));
      setSessionCookie(request, reply, TEACHER_COOKIE, token);
      return okData(issued);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.checkLogin, { tags }),
    handler: async (request) => okData(await accounts.checkLogin(teacherOf(request))),
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.signOut, { tags }),
    handler: async (request, reply) => {
      await accounts.signOut(teacherOf(request).userId);
      clearSessionCookie(reply, TEACHER_COOKIE);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.requestPasswordReset, {
      tags,
      config: { rateLimit: RATE_LIMITS.sendsMail, sameSiteOnly: true },
    }),
    handler: async (request) => {
      await passwords.requestReset(request.body, request.ip);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.resetPassword, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    }),
    handler: async (request, reply) => {
      await passwords.reset(request.body);
      clearSessionCookie(reply, TEACHER_COOKIE);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.changePassword, {
      tags,
      config: { rateLimit: RATE_LIMITS.passwordCheck },
    }),
    handler: async (request) => {
      const teacher = teacherOf(request);
      await passwords.change(teacher.userId, teacher.tokenHash, request.body);
      return okData(null);
    },
  });

  routes.route({
    ...callRoute(ACCOUNT_CALLS.checkReferralCode, {
      tags,
      config: { rateLimit: RATE_LIMITS.captcha },
    }),
    handler: async (request) =>
      okData({ exists: await accounts.referralCodeExists(request.query.referralCode) }),
  });
}

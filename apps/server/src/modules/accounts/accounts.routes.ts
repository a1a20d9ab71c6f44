import {
  changePasswordRequest,
  emptyResponse,
  forgotPasswordRequest,
  loginCheckResponse,
  referralCheckQuery,
  referralCheckResponse,
  registerRequest,
  resetPasswordRequest,
  sessionIssuedResponse,
  signInRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '../../lib/envelope.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../lib/session-cookie.js';
import { TEACHER_COOKIE, teacherOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

const tags = ['accounts'];

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, passwords } = app.services;

  routes.post(
    '/t/tn/user/register',
    {
      schema: {
        operationId: 'register',
        tags,
        body: registerRequest,
        response: { 200: sessionIssuedResponse },
      },
      config: { rateLimit: RATE_LIMITS.register, sameSiteOnly: true },
    },
    async (request, reply) => {
      const { token, issued } = await accounts.register(request.body, requestMeta(request));
      setSessionCookie(request, reply, TEACHER_COOKIE, token);
      return okData(issued);
    },
  );

  routes.post(
    '/t/tn/user/foreign/login',
    {
      schema: {
        operationId: 'signIn',
        tags,
        body: signInRequest,
        response: { 200: sessionIssuedResponse },
      },
      config: { rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    },
    async (request, reply) => {
      const { token, issued } = await accounts.signIn(request.body, requestMeta(request));
      setSessionCookie(request, reply, TEACHER_COOKIE, token);
      return okData(issued);
    },
  );

  // Under /t/tn for the original clients, yet it needs a session: declared as a teacher route.
  routes.post(
    '/t/tn/user/check/login',
    {
      schema: { operationId: 'checkLogin', tags, response: { 200: loginCheckResponse } },
      config: { auth: 'teacher' },
    },
    async (request) => okData(await accounts.checkLogin(teacherOf(request).userId)),
  );

  routes.post(
    '/t/tc/user/logout',
    { schema: { operationId: 'signOut', tags, response: { 200: emptyResponse } } },
    async (request, reply) => {
      await accounts.signOut(teacherOf(request).userId);
      clearSessionCookie(reply, TEACHER_COOKIE);
      return okData(null);
    },
  );

  routes.post(
    '/t/tn/user/forget/password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        body: forgotPasswordRequest,
        response: { 200: emptyResponse },
      },
      config: { rateLimit: RATE_LIMITS.sendsMail, sameSiteOnly: true },
    },
    async (request) => {
      await passwords.requestReset(request.body, request.ip);
      return okData(null);
    },
  );

  routes.post(
    '/t/tn/user/reset/password',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        body: resetPasswordRequest,
        response: { 200: emptyResponse },
      },
      config: { rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    },
    async (request, reply) => {
      await passwords.reset(request.body);
      clearSessionCookie(reply, TEACHER_COOKIE);
      return okData(null);
    },
  );

  routes.post(
    '/t/tc/user/update/password',
    {
      schema: {
        operationId: 'changePassword',
        tags,
        body: changePasswordRequest,
        response: { 200: emptyResponse },
      },
      config: { rateLimit: RATE_LIMITS.passwordCheck },
    },
    async (request) => {
      const teacher = teacherOf(request);
      await passwords.change(teacher.userId, teacher.tokenHash, request.body);
      return okData(null);
    },
  );

  routes.get(
    '/t/tn/user/referralCode/check',
    {
      schema: {
        operationId: 'checkReferralCode',
        tags,
        querystring: referralCheckQuery,
        response: { 200: referralCheckResponse },
      },
      config: { rateLimit: RATE_LIMITS.captcha },
    },
    async (request) =>
      okData({ exists: await accounts.referralCodeExists(request.query.referralCode) }),
  );
}

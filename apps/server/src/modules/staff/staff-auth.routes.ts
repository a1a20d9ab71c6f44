import {
  emptyResponse,
  staffMeResponse,
  staffSessionResponse,
  staffSetPasswordRequest,
  staffSignInRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { okData } from '../../lib/envelope.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../lib/session-cookie.js';
import { STAFF_COOKIE, staffOf } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';

const tags = ['staff'];

export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = app.services;

  routes.post(
    '/ops/auth/login',
    {
      schema: {
        operationId: 'staffSignIn',
        tags,
        body: staffSignInRequest,
        response: { 200: staffSessionResponse },
      },
      config: { auth: 'public', rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    },
    async (request, reply) => {
      const session = await staff.signIn(request.body, requestMeta(request));
      setSessionCookie(request, reply, STAFF_COOKIE, session.token);
      return okData(session);
    },
  );

  routes.post(
    '/ops/auth/password',
    {
      schema: {
        operationId: 'staffSetPassword',
        tags,
        body: staffSetPasswordRequest,
        response: { 200: emptyResponse },
      },
      config: { auth: 'public', rateLimit: RATE_LIMITS.passwordCheck, sameSiteOnly: true },
    },
    async (request) => {
      await staff.setPassword(request.body);
      return okData(null);
    },
  );

  routes.post(
    '/ops/auth/logout',
    {
      schema: { operationId: 'staffSignOut', tags, response: { 200: emptyResponse } },
      config: { action: 'ownAccount' },
    },
    async (request, reply) => {
      await staff.signOut(staffOf(request).staffId);
      clearSessionCookie(reply, STAFF_COOKIE);
      return okData(null);
    },
  );

  routes.get(
    '/ops/auth/me',
    {
      schema: { operationId: 'staffMe', tags, response: { 200: staffMeResponse } },
      config: { action: 'ownAccount' },
    },
    async (request) => {
      const member = await staff.activeMember(staffOf(request).staffId);
      if (!member) throw new AppError('TOKEN_ILLEGAL');
      return okData(member);
    },
  );
}

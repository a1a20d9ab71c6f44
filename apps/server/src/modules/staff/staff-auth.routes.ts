import {
  emptyResponse,
  recoveryCodesResponse,
  twoFactorConfirmRequest,
  twoFactorDisableRequest,
  twoFactorSetupResponse,
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

  /** The signed-in member, as the second factor's label and role rule need them. */
  async function signedInMember(request: Parameters<typeof staffOf>[0]) {
    const member = await staff.activeMember(staffOf(request).staffId);
    if (!member) throw new AppError('TOKEN_ILLEGAL');
    return member;
  }

  routes.post(
    '/ops/auth/two-factor/setup',
    {
      schema: {
        operationId: 'staffTwoFactorSetup',
        tags,
        summary: 'A new TOTP secret and its QR code, in force after the first code (decision 029)',
        response: { 200: twoFactorSetupResponse },
      },
      config: { action: 'ownAccount', rateLimit: RATE_LIMITS.passwordCheck },
    },
    async (request) => okData(await app.services.twoFactor.begin(await signedInMember(request))),
  );

  routes.post(
    '/ops/auth/two-factor/confirm',
    {
      schema: {
        operationId: 'staffTwoFactorConfirm',
        tags,
        summary: 'Turns two-factor sign-in on with the first code; answers the recovery codes once',
        body: twoFactorConfirmRequest,
        response: { 200: recoveryCodesResponse },
      },
      config: { action: 'ownAccount', rateLimit: RATE_LIMITS.passwordCheck },
    },
    async (request) => {
      const member = await signedInMember(request);
      const codes = await app.services.twoFactor.confirm(member, request.body.code);
      return okData({ recoveryCodes: codes });
    },
  );

  routes.post(
    '/ops/auth/two-factor/disable',
    {
      schema: {
        operationId: 'staffTwoFactorDisable',
        tags,
        summary: 'Turns two-factor sign-in off, for roles that may go without, with a current code',
        body: twoFactorDisableRequest,
        response: { 200: emptyResponse },
      },
      config: { action: 'ownAccount', rateLimit: RATE_LIMITS.passwordCheck },
    },
    async (request) => {
      await app.services.twoFactor.disable(await signedInMember(request), request.body.code);
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

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STAFF_TOKEN_HEADER, twoFactorRequired, type StaffRole } from '@portal/contracts';
import { hashToken } from '../lib/tokens.js';
import { createOneTimeTokenRepository } from '../modules/auth/one-time-token.repository.js';
import { createStaffRepository } from '../modules/staff/staff.repository.js';
import { createStaffMembers } from '../modules/staff/staff.service.js';
import { totpFor } from '../modules/staff/two-factor.service.js';
import { anyIp, newEmail } from './accounts-client.js';

/** A signed-in teacher, through the real register call. */
export async function teacherSession(
  app: FastifyInstance,
  registration: { referralCode?: string; poster?: string } = {},
): Promise<{ token: string; userId: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/t/tn/user/register',
    payload: { email: newEmail(), password: 'secret1', ...registration },
    remoteAddress: anyIp(),
  });
  const data = res.json().data as {
    serviceTokenCookie: { value: string };
    userIdCookie: { value: string };
  };
  return { token: data.serviceTokenCookie.value, userId: Number(data.userIdCookie.value) };
}

/** A signed-in staff member with the given roles, through the set-password link and sign-in. */
export async function staffSession(app: FastifyInstance, roles: StaffRole[]): Promise<string> {
  const create = createStaffMembers({
    staff: createStaffRepository(app.database.db),
    links: createOneTimeTokenRepository(app.database.db),
    publicUrl: 'https://portal.test',
  });
  const email = newEmail();
  const { link } = await create({ email, name: 'Test Staff', roles });
  const url = new URL(link);
  await app.inject({
    method: 'POST',
    url: '/ops/auth/password',
    payload: {
      staffId: url.searchParams.get('staffId'),
      code: url.searchParams.get('code'),
      newPassword: 'staff-pass1',
      repeatPassword: 'staff-pass1',
    },
    remoteAddress: anyIp(),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    payload: { email, password: 'staff-pass1' },
    remoteAddress: anyIp(),
  });
  const token = (login.json().data as { token: string }).token;
  // Roles that must sign in with a second factor set it up first, as a person would.
  if (twoFactorRequired(roles)) await enrolTwoFactor(app, token, email);
  return token;
}

/**
 * Sets up the member's second factor through the API, reading the code off the secret as an
 * authenticator app would. Answers the secret (for later codes) and the recovery codes.
 */
export async function enrolTwoFactor(app: FastifyInstance, token: string, email: string) {
  const headers = { [STAFF_TOKEN_HEADER]: token };
  // Each member from their own address, as at login: suites that sign in a member per route
  // would otherwise meet the per-address limit of these password-grade calls.
  const remoteAddress = anyIp();
  const setup = await app.inject({
    method: 'POST',
    url: '/ops/auth/two-factor/setup',
    headers,
    remoteAddress,
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.body}`);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/ops/auth/two-factor/confirm',
    headers,
    remoteAddress,
    payload: { code: totpFor(secret, email).generate() },
  });
  if (confirm.statusCode !== 200) throw new Error(`two-factor set-up failed: ${confirm.body}`);
  return {
    secret,
    recoveryCodes: (confirm.json().data as { recoveryCodes: string[] }).recoveryCodes,
  };
}

/** Makes a session idle for two days: the next use must answer TOKEN_EXPIRED. */
export async function expireSession(app: FastifyInstance, token: string): Promise<void> {
  await app.database.db.execute(
    sql`update sessions set last_seen_at = now() - interval '2 days' where token_hash = ${hashToken(token)}`,
  );
}

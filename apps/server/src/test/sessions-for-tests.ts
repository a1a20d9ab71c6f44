import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@portal/contracts';
import { hashToken } from '../lib/tokens.js';
import { createOneTimeTokenRepository } from '../modules/auth/one-time-token.repository.js';
import { createStaffRepository } from '../modules/staff/staff.repository.js';
import { createStaffMembers } from '../modules/staff/staff.service.js';
import { anyIp, newEmail } from './accounts-client.js';

/** A signed-in teacher, through the real register call. */
export async function teacherSession(
  app: FastifyInstance,
  registration: { referralCode?: string } = {},
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
  return (login.json().data as { token: string }).token;
}

/** Makes a session idle for two days: the next use must answer TOKEN_EXPIRED. */
export async function expireSession(app: FastifyInstance, token: string): Promise<void> {
  await app.database.db.execute(
    sql`update sessions set last_seen_at = now() - interval '2 days' where token_hash = ${hashToken(token)}`,
  );
}

import { twoFactorRequired, type StaffRole } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { accountsClient, anyIp, newEmail } from '../../test/accounts-client.js';
import { linkIn, mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { enrolTwoFactor } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createOneTimeTokenRepository } from '../auth/one-time-token.repository.js';
import { createStaffRepository } from './staff.repository.js';
import { createStaffMembers } from './staff.service.js';

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' } });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: anyIp() });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const asStaff = (token: string) => ({ 'x-auth-token': token });
/** The console's invitation, as `adminToken`'s member. */
const invite = (adminToken: string, email: string, name: string, roles: StaffRole[]) =>
  post('/ops/staff/invite', { email, name, roles }, asStaff(adminToken));

/** What `npm run staff -- create` does, then the member follows the link. */
async function staffMember(roles: StaffRole[], password = 'staff-pass1') {
  const create = createStaffMembers({
    staff: createStaffRepository(t.app.database.db),
    links: createOneTimeTokenRepository(t.app.database.db),
    publicUrl: 'https://portal.test',
  });
  const email = newEmail();
  const { member, link } = await create({ email, name: 'Sam Staff', roles });
  const url = new URL(link);
  expect(url.pathname).toBe('/v2/ops/set-password');
  const set = await post('/ops/auth/password', {
    staffId: url.searchParams.get('staffId'),
    code: url.searchParams.get('code'),
    newPassword: password,
    repeatPassword: password,
  });
  expect(set.statusCode).toBe(200);
  const login = await post('/ops/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  const token = login.json().data.token as string;
  if (twoFactorRequired(roles)) await enrolTwoFactor(t.app, token, email);
  return { member, email, link: url, token };
}

describe('staff accounts', () => {
  it('sign in with their own session after setting a password from the one-time link', async () => {
    const { token, link, email } = await staffMember(['RECRUITER']);
    const me = await get('/ops/auth/me', asStaff(token));
    expect(me.json().data).toMatchObject({ email, roles: ['RECRUITER'], status: 'ACTIVE' });
    expect(me.json().data).not.toHaveProperty('passwordHash');
    const reuse = await post('/ops/auth/password', {
      staffId: link.searchParams.get('staffId'),
      code: link.searchParams.get('code'),
      newPassword: 'other-pass1',
      repeatPassword: 'other-pass1',
    });
    expect(reuse.json().code).toBe('BIZ_TEACHER_VERIFICATION_CODE');
    // A staff session does not open teacher routes.
    const asTeacher = await post('/t/tn/user/check/login', {}, { 'x-user-token': token });
    expect(asTeacher.json().code).toBe('TOKEN_ILLEGAL');
  });

  it('cannot sign in before the password is set, and answer like a wrong password', async () => {
    const create = createStaffMembers({
      staff: createStaffRepository(t.app.database.db),
      links: createOneTimeTokenRepository(t.app.database.db),
      publicUrl: 'https://portal.test',
    });
    const email = newEmail();
    await create({ email, name: 'New One', roles: ['FINANCE'] });
    const res = await post('/ops/auth/login', { email, password: 'anything1' });
    expect(res.json().code).toBe('BIZ_TEACHER_LOGIN_ERROR');
  });

  it('see the number of applicants in each funnel stage', async () => {
    const { token } = await staffMember(['INTERVIEWER']);
    await accountsClient(t.app).register({ email: newEmail(), password: 'secret1' });
    const res = await get('/ops/dashboard/funnel', asStaff(token));
    expect(res.statusCode).toBe(200);
    const { stages, total } = res.json().data;
    expect(stages.map((row: { stage: string }) => row.stage)).toEqual([
      'BASE_INFO',
      'INTERVIEW',
      'TRAINING',
      'TRAIL_CLASS',
      'CONTRACT',
    ]);
    expect(stages[0].count).toBeGreaterThanOrEqual(1);
    expect(total).toBe(stages.reduce((sum: number, row: { count: number }) => sum + row.count, 0));
    // The console's cards: the step bar's steps, each applicant at the step of their status.
    const { steps } = res.json().data;
    expect(steps.map((row: { step: string }) => row.step)).toEqual([
      'basicInfo',
      'miniDemo',
      'trialDemo',
      'materials',
      'contract',
    ]);
    expect(steps[0].count).toBeGreaterThanOrEqual(1);
    expect(steps.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(total);
  });

  it('need the ADMIN role to manage staff', async () => {
    const { token } = await staffMember(['RECRUITER', 'FINANCE']);
    for (const res of [
      await get('/ops/staff', asStaff(token)),
      await post(
        '/ops/staff/invite',
        { email: newEmail(), name: 'X', roles: ['FINANCE'] },
        asStaff(token),
      ),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await get('/ops/staff')).json().code).toBe('TOKEN_NULL');
  });

  it('are invited by an ADMIN through a mailed link, and disabled with their sessions ended', async () => {
    const admin = await staffMember(['ADMIN']);
    const email = newEmail();
    const invited = await invite(admin.token, email, 'Ivy Invited', ['OPERATIONS']);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({ email, status: 'INVITED', roles: ['OPERATIONS'] });
    const again = await invite(admin.token, email.toUpperCase(), 'Ivy', ['OPERATIONS']);
    expect(again.json().code).toBe('BIZ_EXISTING_ACCOUNT');

    const mail = await inbox.waitFor(mailTo(email));
    expect(mail.raw).toContain('Ivy Invited');
    const link = linkIn(mail, 'https://portal.test/v2/ops/set-password?');
    await post('/ops/auth/password', {
      staffId: link.searchParams.get('staffId'),
      code: link.searchParams.get('code'),
      newPassword: 'ivy-pass-1',
      repeatPassword: 'ivy-pass-1',
    });
    const ivy = (await post('/ops/auth/login', { email, password: 'ivy-pass-1' })).json().data;
    expect(ivy.staff.status).toBe('ACTIVE');

    const list = await get('/ops/staff', asStaff(admin.token));
    expect(list.json().data.records.map((m: { email: string }) => m.email)).toContain(email);

    const disable = await post(
      `/ops/staff/${ivy.staff.id}/status`,
      { status: 'DISABLED' },
      asStaff(admin.token),
    );
    expect(disable.json().data.status).toBe('DISABLED');
    expect((await get('/ops/auth/me', asStaff(ivy.token))).statusCode).toBe(401);
    expect((await post('/ops/auth/login', { email, password: 'ivy-pass-1' })).json().code).toBe(
      'BIZ_TEACHER_LOGIN_ERROR',
    );
    const self = await post(
      `/ops/staff/${admin.member.id}/status`,
      { status: 'DISABLED' },
      asStaff(admin.token),
    );
    expect(self.json().code).toBe('FORBIDDEN');
  });

  it('change status: disabling ends the sessions rows, an invited member stays INVITED, an active one comes back', async () => {
    const admin = await staffMember(['ADMIN']);
    const other = await staffMember(['RECRUITER']);
    const sessionsOf = async (staffId: number) =>
      (
        await queryRows<{ n: number }>(
          t.app.database.db,
          sql`select count(*)::int as n from sessions where staff_id = ${staffId}`,
        )
      )[0]?.n;
    expect(await sessionsOf(other.member.id)).toBe(1);
    const adminSessions = await sessionsOf(admin.member.id);
    expect(adminSessions).toBeGreaterThan(0);
    const setStatus = (id: number, status: string) =>
      post(`/ops/staff/${id}/status`, { status }, asStaff(admin.token));

    const disabled = await setStatus(other.member.id, 'DISABLED');
    expect(disabled.json().data).toMatchObject({ id: other.member.id, status: 'DISABLED' });
    expect(await sessionsOf(other.member.id)).toBe(0);
    // A member who had set a password comes back ACTIVE, and signs in again.
    const back = await setStatus(other.member.id, 'ACTIVE');
    expect(back.json().data).toMatchObject({ id: other.member.id, status: 'ACTIVE' });
    const login = await post('/ops/auth/login', { email: other.email, password: 'staff-pass1' });
    expect(login.json().data.staff).toMatchObject({ id: other.member.id, status: 'ACTIVE' });
    // The admin's own sessions are untouched by another member's changes.
    expect(await sessionsOf(admin.member.id)).toBe(adminSessions);

    // An invited member without a password is not made ACTIVE by the switch.
    const email = newEmail();
    const invited = (await invite(admin.token, email, 'Una Unset', ['OPERATIONS'])).json().data;
    const activated = await setStatus(invited.id, 'ACTIVE');
    expect(activated.json().data).toMatchObject({ id: invited.id, status: 'INVITED' });
    const list = (await get('/ops/staff', asStaff(admin.token))).json().data.records as {
      id: number;
      status: string;
    }[];
    expect(list.find((m) => m.id === invited.id)?.status).toBe('INVITED');

    const unknown = await setStatus(987654, 'DISABLED');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('an invitation lasts 7 days; disabled before its password is set, its link no longer works', async () => {
    const admin = await staffMember(['ADMIN']);
    const email = newEmail();
    const invited = (await invite(admin.token, email, 'Dee Declined', ['FINANCE'])).json().data as {
      id: number;
    };
    const [validity] = await queryRows<{ seconds: number }>(
      t.app.database.db,
      sql`select extract(epoch from expires_at - created_at)::float8 as seconds
          from one_time_tokens where purpose = 'STAFF_SET_PASSWORD' and subject_id = ${invited.id}`,
    );
    expect(validity?.seconds).toBeCloseTo(7 * 24 * 60 * 60, -1);

    // Disabled while still invited: DISABLED, not back to INVITED, and the link is dead.
    const disabled = await post(
      `/ops/staff/${invited.id}/status`,
      { status: 'DISABLED' },
      asStaff(admin.token),
    );
    expect(disabled.json().data).toMatchObject({ id: invited.id, status: 'DISABLED' });
    const link = linkIn(
      await inbox.waitFor(mailTo(email)),
      'https://portal.test/v2/ops/set-password?',
    );
    const setPassword = (staffId: string | null) =>
      post('/ops/auth/password', {
        staffId,
        code: link.searchParams.get('code'),
        newPassword: 'dee-pass-1',
        repeatPassword: 'dee-pass-1',
      });
    expect((await setPassword(link.searchParams.get('staffId'))).json().code).toBe(
      'BIZ_TEACHER_VERIFICATION_CODE',
    );
    expect((await post('/ops/auth/login', { email, password: 'dee-pass-1' })).json().code).toBe(
      'BIZ_TEACHER_LOGIN_ERROR',
    );
    // A member nobody has: the same answer, not a failure.
    const unknown = await setPassword('987654');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('BIZ_TEACHER_VERIFICATION_CODE');
  });

  it('sign out, which ends the session', async () => {
    const { token } = await staffMember(['OPERATIONS']);
    expect((await post('/ops/auth/logout', {}, asStaff(token))).statusCode).toBe(200);
    expect((await get('/ops/auth/me', asStaff(token))).statusCode).toBe(401);
  });
});

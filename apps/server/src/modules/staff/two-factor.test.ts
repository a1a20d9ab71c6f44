import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, STAFF_TOKEN_HEADER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { deriveKey } from '../../lib/derived-keys.js';
import { createRotatingBox } from '../../lib/rotating-box.js';
import { anyIp, newEmail } from '../../test/accounts-client.js';
import { enrolTwoFactor } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createOneTimeTokenRepository } from '../auth/one-time-token.repository.js';
import { createAbuseGuard } from '../security/abuse-guard.service.js';
import { createSecurityEventsRepository } from '../security/security-events.repository.js';
import { createStaffRepository } from './staff.repository.js';
import { createStaffMembers } from './staff.service.js';
import { createTwoFactorRepository } from './two-factor.repository.js';
import { createTwoFactorService, totpFor } from './two-factor.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'staff-pass1';
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: anyIp(),
    headers: token ? { [STAFF_TOKEN_HEADER]: token } : {},
    ...(payload ? { payload } : {}),
  });
const signIn = (email: string, fields: object = {}) =>
  call('POST', '/ops/auth/login', undefined, { email, password: PASSWORD, ...fields });

type Role = 'ADMIN' | 'FINANCE' | 'RECRUITER';
/** A member made by the operator's command (no password yet). */
async function invited(roles: Role[]) {
  const create = createStaffMembers({
    staff: createStaffRepository(t.app.database.db),
    links: createOneTimeTokenRepository(t.app.database.db),
    publicUrl: 'https://portal.test',
  });
  const email = newEmail();
  const { link, member } = await create({ email, name: 'Tess Two', roles });
  return { link, id: member.id, email, roles };
}

/** A member made by the operator's command, with a password, signed in once. */
async function member(roles: Role[]) {
  const { link, email } = await invited(roles);
  const url = new URL(link);
  await call('POST', '/ops/auth/password', undefined, {
    staffId: url.searchParams.get('staffId'),
    code: url.searchParams.get('code'),
    newPassword: PASSWORD,
    repeatPassword: PASSWORD,
  });
  const login = await signIn(email);
  expect(login.statusCode).toBe(200);
  return { email, token: login.json().data.token as string };
}

/** The app's code 30 seconds on: a later step than the one set-up spent. */
const nextCode = (secret: string, email: string) =>
  totpFor(secret, email).generate({ timestamp: Date.now() + 30_000 });

describe('staff two-factor sign-in', () => {
  it('is required of an ADMIN before anything but their own account', async () => {
    const admin = await member(['ADMIN']);
    const refused = await call('GET', '/ops/staff', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('BIZ_STAFF_TWO_FACTOR_SETUP_REQUIRED');
    const me = await call('GET', '/ops/auth/me', admin.token);
    expect(me.json().data).toMatchObject({ roles: ['ADMIN'], twoFactor: false });

    const setup = await call('POST', '/ops/auth/two-factor/setup', admin.token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrCode } = setup.json().data;
    // 20 random bytes, as RFC 4226 recommends: 32 characters of base32.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Teacher%20Portal:${encodeURIComponent(admin.email)}?issuer=Teacher%20Portal&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Sealed at rest: the column does not hold the secret.
    const [row] = await queryRows<{ sealed: string }>(
      t.app.database.db,
      sql`select totp_secret_sealed as sealed from staff where lower(email) = ${admin.email}`,
    );
    expect(row?.sealed).toBeTruthy();
    expect(row?.sealed).not.toContain(secret);

    const confirm = (code: string) =>
      call('POST', '/ops/auth/two-factor/confirm', admin.token, { code });
    const wrong = totpFor(secret, admin.email).generate({ timestamp: Date.now() - 120_000 });
    expect((await confirm(wrong)).json().code).toBe('BIZ_STAFF_TWO_FACTOR_ERROR');
    const confirmed = await confirm(totpFor(secret, admin.email).generate());
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json().data as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    expect((await call('GET', '/ops/staff', admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/ops/auth/me', admin.token)).json().data.twoFactor).toBe(true);
    // In force: neither a second set-up nor a second confirmation replaces it.
    expect((await call('POST', '/ops/auth/two-factor/setup', admin.token)).json().code).toBe(
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect((await confirm(nextCode(secret, admin.email))).json().code).toBe(
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    // Whatever the code: the secret in force is not a pending one to confirm.
    const again = await confirm('000000');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    // A required role cannot turn it off.
    const off = await call('POST', '/ops/auth/two-factor/disable', admin.token, {
      code: recoveryCodes[0],
    });
    expect(off.json().code).toBe('FORBIDDEN');
  });

  it('asks for the code after the right password; each code and recovery code works once', async () => {
    const finance = await member(['FINANCE']);
    const { secret, recoveryCodes } = await enrolTwoFactor(t.app, finance.token, finance.email);

    // A wrong password still answers the same as for anybody: the code is asked after it.
    const badPassword = await signIn(finance.email, { password: 'wrong-pass' });
    expect(badPassword.json().code).toBe('BIZ_TEACHER_LOGIN_ERROR');
    const asked = await signIn(finance.email);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe('BIZ_STAFF_TWO_FACTOR_REQUIRED');
    expect(asked.headers['set-cookie']).toBeUndefined();

    const failuresBefore = await failedSignIns(finance.email);
    expect((await signIn(finance.email, { otp: '000000' })).json().code).toBe(
      'BIZ_STAFF_TWO_FACTOR_ERROR',
    );
    expect(await failedSignIns(finance.email)).toBe(failuresBefore + 1);

    const code = nextCode(secret, finance.email);
    const ok = await signIn(finance.email, { otp: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.staff).toMatchObject({ twoFactor: true });
    expect((await signIn(finance.email, { otp: code })).json().code).toBe(
      'BIZ_STAFF_TWO_FACTOR_ERROR',
    );

    const recovery = recoveryCodes[3] ?? '';
    expect((await signIn(finance.email, { otp: recovery.toUpperCase() })).statusCode).toBe(200);
    expect((await signIn(finance.email, { otp: recovery })).json().code).toBe(
      'BIZ_STAFF_TWO_FACTOR_ERROR',
    );
  });

  it('is offered to other roles, which may turn it off with a current code', async () => {
    const recruiter = await member(['RECRUITER']);
    expect((await call('GET', '/ops/applicants', recruiter.token)).statusCode).toBe(200);
    const { secret } = await enrolTwoFactor(t.app, recruiter.token, recruiter.email);
    expect((await signIn(recruiter.email)).json().code).toBe('BIZ_STAFF_TWO_FACTOR_REQUIRED');

    const disable = (code: string) =>
      call('POST', '/ops/auth/two-factor/disable', recruiter.token, { code });
    expect((await disable('123456')).json().code).toBe('BIZ_STAFF_TWO_FACTOR_ERROR');
    expect((await disable('12')).json().code).toBe('BIZ_PARAM_INVALID');
    expect((await disable(nextCode(secret, recruiter.email))).statusCode).toBe(200);
    expect((await signIn(recruiter.email)).statusCode).toBe(200);
  });
});

describe('a second-factor code asked again, wrong (issue 37)', () => {
  it("ends the member's sessions past the limit, and the member signs in again", async () => {
    const recruiter = await member(['RECRUITER']);
    const { secret } = await enrolTwoFactor(t.app, recruiter.token, recruiter.email);
    const disable = (code: string) =>
      call('POST', '/ops/auth/two-factor/disable', recruiter.token, { code });
    const limit = t.config.SIGN_OUT_AFTER_RECHECK_FAILURES;
    for (let i = 1; i < limit; i += 1)
      expect((await disable('123456')).json().code).toBe('BIZ_STAFF_TWO_FACTOR_ERROR');
    expect((await disable('123456')).json().code).toBe('LOGIN_REQUIRED');
    expect((await call('GET', '/ops/applicants', recruiter.token)).statusCode).toBe(401);
    const again = await signIn(recruiter.email, { otp: nextCode(secret, recruiter.email) });
    expect(again.statusCode).toBe(200);
  });
});

/** 2021-01-04 09:00:10 UTC: ten seconds into a 30-second step, far from the real time. */
const T = Date.UTC(2021, 0, 4, 9, 0, 10);
const STEP = Math.floor(T / 30_000);
/** The service on this app's database, on a clock of its own. */
const serviceAt = (now: number, twoFactor = createTwoFactorRepository(t.app.database.db)) =>
  createTwoFactorService({
    uow: t.app.services.uow,
    twoFactor,
    box: createRotatingBox(deriveKey(t.config.SESSION_SECRET, 'two-factor-secrets')),
    clock: () => new Date(now),
    log: t.app.log,
    recheck: {
      guard: createAbuseGuard(createSecurityEventsRepository(t.app.database.db), t.config),
      sessions: t.app.services.sessions,
    },
  });
const lastStep = async (staffId: number) =>
  (
    await queryRows<{ step: number | null }>(
      t.app.database.db,
      sql`select totp_last_step::int as step from staff where id = ${staffId}`,
    )
  )[0]?.step;

describe('the second factor by the service clock', () => {
  it('takes a code of the step before or after, by the clock’s step, each step once', async () => {
    const recruiter = await invited(['RECRUITER']);
    const service = serviceAt(T);
    const { secret } = await service.begin(recruiter);
    const codeAt = (ms: number) => totpFor(secret, recruiter.email).generate({ timestamp: ms });

    await expect(service.confirm(recruiter, codeAt(T + 60_000))).rejects.toMatchObject({
      code: 'BIZ_STAFF_TWO_FACTOR_ERROR',
    });
    await expect(service.confirm(recruiter, codeAt(T - 30_000))).resolves.toHaveLength(
      RECOVERY_CODE_COUNT,
    );
    expect(await lastStep(recruiter.id)).toBe(STEP - 1);

    expect(await service.verify(recruiter, codeAt(T - 30_000))).toBe(false);
    expect(await service.verify(recruiter, codeAt(T - 60_000))).toBe(false);
    expect(await service.verify(recruiter, codeAt(T + 60_000))).toBe(false);
    expect(await lastStep(recruiter.id)).toBe(STEP - 1);
    expect(await service.verify(recruiter, codeAt(T + 30_000))).toBe(true);
    expect(await lastStep(recruiter.id)).toBe(STEP + 1);
    // An earlier step than the one accepted is a replay.
    expect(await service.verify(recruiter, codeAt(T))).toBe(false);
    expect(await lastStep(recruiter.id)).toBe(STEP + 1);
  });

  it('refuses to confirm without a pending secret, for a member unknown too', async () => {
    const recruiter = await invited(['RECRUITER']);
    const service = serviceAt(T);
    await expect(service.confirm(recruiter, '123456')).rejects.toMatchObject({
      code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
    });
    expect(await service.verify(recruiter, '123456')).toBe(false);
    const unknown = { ...recruiter, id: 2_000_000_000 };
    await expect(service.confirm(unknown, '123456')).rejects.toMatchObject({
      code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
    });
    expect(await service.verify(unknown, '123456')).toBe(false);

    // Through the API: the member signed in, with no set-up begun.
    const signedIn = await member(['RECRUITER']);
    const refused = await call('POST', '/ops/auth/two-factor/confirm', signedIn.token, {
      code: '123456',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('answers no recovery codes to a confirmation another one beat to it', async () => {
    const recruiter = await invited(['RECRUITER']);
    const { secret } = await serviceAt(T).begin(recruiter);
    const codeAt = (ms: number) => totpFor(secret, recruiter.email).generate({ timestamp: ms });
    const repository = createTwoFactorRepository(t.app.database.db);
    let winner: string[] = [];
    // Another tab confirms right after this one read the pending secret.
    const racing = serviceAt(T, {
      ...repository,
      async find(staffId) {
        const row = await repository.find(staffId);
        winner = await serviceAt(T).confirm(recruiter, codeAt(T));
        return row;
      },
    });
    await expect(racing.confirm(recruiter, codeAt(T + 30_000))).rejects.toMatchObject({
      code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
    });
    expect(winner).toHaveLength(RECOVERY_CODE_COUNT);
    // The winner's step and recovery codes are the ones in force.
    expect(await lastStep(recruiter.id)).toBe(STEP);
    expect(await serviceAt(T).verify(recruiter, winner[0] ?? '')).toBe(true);
  });
});

async function failedSignIns(email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.database.db,
    sql`select count(*)::int as n from security_events where kind = 'STAFF_SIGN_IN_FAILED' and email = ${email.toLowerCase()}`,
  );
  return row?.n ?? 0;
}

import { bankDetails, STAFF_TOKEN_HEADER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { keyIdOf } from '../lib/data-keys.js';
import { deriveKey } from '../lib/derived-keys.js';
import { createSealedBox } from '../lib/sealed-box.js';
import { anyIp, asTeacher, newEmail } from '../test/accounts-client.js';
import { expectOk, expectRefused } from '../test/demo-scheduling.js';
import { enrolTwoFactor, staffSession } from '../test/sessions-for-tests.js';
import { activatedTeacher, type TestTeacher } from '../test/teachers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createOneTimeTokenRepository } from '../modules/auth/one-time-token.repository.js';
import { createStaffRepository } from '../modules/staff/staff.repository.js';
import { createStaffMembers } from '../modules/staff/staff.service.js';
import { totpFor } from '../modules/staff/two-factor.service.js';

/**
 * Rotating SESSION_SECRET (decision 048): the data sealed or addressed under secret A stays
 * usable on a server restarted with SESSION_SECRET=B and SESSION_SECRET_PREVIOUS=A, and the
 * maintenance seals it again under B. A server with B alone shows what happened before.
 */
const SECRET_A = 'rotation-test-secret-A-of-at-least-32-characters';
const SECRET_B = 'rotation-test-secret-B-of-at-least-32-characters';
const PASSWORD = 'staff-pass1';
const ACCOUNT = '987654321000';

let t: TestApp;
let rotated: FastifyInstance;
let onlyB: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SECRET: SECRET_A } });
  rotated = await t.secondServer({ SESSION_SECRET: SECRET_B, SESSION_SECRET_PREVIOUS: SECRET_A });
  onlyB = await t.secondServer({ SESSION_SECRET: SECRET_B });
});
afterAll(async () => {
  await rotated?.close();
  await onlyB?.close();
  await t?.close();
});

/** A FINANCE member (two-factor required) who set it up on the server of secret A. */
async function memberUnderA() {
  const create = createStaffMembers({
    staff: createStaffRepository(t.app.database.db),
    links: createOneTimeTokenRepository(t.app.database.db),
    publicUrl: 'https://portal.test',
  });
  const email = newEmail();
  const { link, member } = await create({ email, name: 'Rita Rotation', roles: ['FINANCE'] });
  const url = new URL(link);
  await t.app.inject({
    method: 'POST',
    url: '/ops/auth/password',
    remoteAddress: anyIp(),
    payload: {
      staffId: url.searchParams.get('staffId'),
      code: url.searchParams.get('code'),
      newPassword: PASSWORD,
      repeatPassword: PASSWORD,
    },
  });
  const login = await signIn(t.app, email);
  const token = (login.json().data as { token: string }).token;
  return { id: member.id, email, ...(await enrolTwoFactor(t.app, token, email)) };
}
const signIn = (app: FastifyInstance, email: string, otp?: string) =>
  app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    remoteAddress: anyIp(),
    payload: { email, password: PASSWORD, ...(otp ? { otp } : {}) },
  });
const sealedSecretOf = async (staffId: number) =>
  (
    await queryRows<{ sealed: string }>(
      t.app.database.db,
      sql`select totp_secret_sealed as sealed from staff where id = ${staffId}`,
    )
  )[0]?.sealed ?? '';
const twoFactorBox = (secret: string) => createSealedBox(deriveKey(secret, 'two-factor-secrets'));

describe('staff two-factor secrets across a SESSION_SECRET rotation', () => {
  it('are refused with B alone, open with A as previous, and are then sealed under B', async () => {
    const member = await memberUnderA();
    const [recoveryOnRotated, recoveryOnlyB] = member.recoveryCodes;
    const code = totpFor(member.secret, member.email).generate({ timestamp: Date.now() + 30_000 });

    // The behaviour before SESSION_SECRET_PREVIOUS: neither a code nor a recovery code works.
    expect((await signIn(onlyB, member.email, code)).json().code).toBe(
      'BIZ_STAFF_TWO_FACTOR_ERROR',
    );
    expect((await signIn(onlyB, member.email, recoveryOnlyB)).json().code).toBe(
      'BIZ_STAFF_TWO_FACTOR_ERROR',
    );

    expect((await signIn(rotated, member.email, code)).statusCode).toBe(200);
    expect((await signIn(rotated, member.email, recoveryOnRotated)).statusCode).toBe(200);
    expect(twoFactorBox(SECRET_A).open(await sealedSecretOf(member.id))).toBe(member.secret);

    expect((await rotated.services.twoFactor.rekeyAll()).rekeyed).toBeGreaterThanOrEqual(1);
    const resealed = await sealedSecretOf(member.id);
    expect(twoFactorBox(SECRET_B).open(resealed)).toBe(member.secret);
    expect(twoFactorBox(SECRET_A).open(resealed)).toBeUndefined();
    // The previous secret can go now: a server with B alone signs the member in.
    expect((await signIn(onlyB, member.email, recoveryOnlyB)).statusCode).toBe(200);
    expect((await rotated.services.twoFactor.rekeyAll()).rekeyed).toBe(0);
  });
});

describe('bank details without BANK_DATA_KEY across a SESSION_SECRET rotation', () => {
  const details = bankDetails.parse({
    method: 'ABA_BANK',
    holderFirstName: 'Ann',
    holderLastName: 'Lee',
    bankName: 'Old Bank',
    routingNumber: '021000021',
    accountNumber: ACCOUNT,
    accountType: 'SAVINGS',
  });
  const keyIdOfRow = async (teacher: TestTeacher) =>
    (
      await queryRows<{ keyId: string }>(
        t.app.database.db,
        sql`select key_id as "keyId" from bank_details where user_id = ${teacher.userId}`,
      )
    )[0]?.keyId;
  const reveal = (app: FastifyInstance, teacher: TestTeacher, finance: string) =>
    app.inject({
      url: `/ops/teachers/${teacher.userId}/bank`,
      headers: { [STAFF_TOKEN_HEADER]: finance },
    });

  it('open with A as previous and are sealed again under B by the maintenance', async () => {
    const finance = await staffSession(t.app, ['FINANCE']);
    const teacher = await activatedTeacher(t.app);
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/t/tc/profile/bank/update',
        headers: asTeacher(teacher.token),
        payload: { password: 'secret1', details },
      }),
    );
    expect(await keyIdOfRow(teacher)).toBe(keyIdOf(deriveKey(SECRET_A, 'bank-data')));

    expectRefused(await reveal(onlyB, teacher, finance), 'SERVER_ERR');
    const opened = await reveal(rotated, teacher, finance);
    expect(opened.json().data.details.accountNumber).toBe(ACCOUNT);

    await rotated.services.maintenance.run();
    expect(await keyIdOfRow(teacher)).toBe(keyIdOf(deriveKey(SECRET_B, 'bank-data')));
    expect((await reveal(onlyB, teacher, finance)).json().data.details.accountNumber).toBe(ACCOUNT);
  });
});

describe('calendar feeds across a SESSION_SECRET rotation', () => {
  const feedOf = async (app: FastifyInstance, teacher: TestTeacher) => {
    const res = await app.inject({ url: '/t/tc/book/calendar', headers: asTeacher(teacher.token) });
    expectOk(res);
    return (res.json().data as { url: string }).url;
  };
  const calendarAt = (app: FastifyInstance, url: string) =>
    app.inject({ url: new URL(url).pathname });

  it('keep their address, which the page shows while a configured secret reproduces it', async () => {
    const teacher = await activatedTeacher(t.app);
    const made = await feedOf(t.app, teacher);

    expect(await feedOf(rotated, teacher)).toBe(made);
    expect((await calendarAt(rotated, made)).statusCode).toBe(200);

    // Once A is no longer configured the page cannot show that address: it makes a new one.
    const replaced = await feedOf(onlyB, teacher);
    expect(replaced).not.toBe(made);
    expect((await calendarAt(onlyB, replaced)).statusCode).toBe(200);
    expect((await calendarAt(onlyB, made)).statusCode).toBe(404);
    expect(await feedOf(rotated, teacher)).toBe(replaced);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsClient, asTeacher } from '../../test/accounts-client.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher, signedContract, type TestTeacher } from '../../test/teachers.js';
import { testClock } from '../../test/test-clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { actsInTeacherArea } from './account-state.js';

/** 2025-06-15 15:30 UTC: 23:30 on the 15th in Beijing, where contract dates are days. */
const LATE_ON_THE_15TH = Date.UTC(2025, 5, 15, 15, 30);
const clock = testClock(LATE_ON_THE_15TH);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t?.close());
beforeEach(() => clock.set(LATE_ON_THE_15TH));

const read = (teacher: { token: string }, url: string) =>
  t.app.inject({ url, headers: asTeacher(teacher.token) });
const write = (teacher: { token: string }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asTeacher(teacher.token), payload });
const saveTimeZone = (teacher: TestTeacher) =>
  write(teacher, '/t/tc/profile/update/timezone', { timeZone: 'Asia/Shanghai' });
const saveBank = (teacher: TestTeacher) =>
  write(teacher, '/t/tc/profile/bank/update', {
    password: 'secret1',
    details: { method: 'PAYPAL', holderFirstName: 'A', holderLastName: 'L', paypalEmail: 'a@b.co' },
  });

describe('an expired contract', () => {
  it('runs through its last Beijing day, and stops the teacher acting the day after', async () => {
    const teacher = await activatedTeacher(t.app, {
      contract: { effectiveOn: '2025-01-01', expiresOn: '2025-06-15' },
    });
    expectOk(await saveBank(teacher));
    clock.advance(60 * 60 * 1000); // 00:30 on the 16th in Beijing, still the 15th in UTC
    expectRefused(await saveBank(teacher), 'BIZ_TEACHER_CONTRACT_EXPIRED');
    expectRefused(
      await write(teacher, '/t/tc/profile/update', { firstName: 'X' }),
      'BIZ_TEACHER_CONTRACT_EXPIRED',
    );
  });

  it('leaves reads, the time zone and the account’s own calls open', async () => {
    const teacher = await activatedTeacher(t.app, {
      contract: { effectiveOn: '2024-01-01', expiresOn: '2024-12-31' },
    });
    const who = await read(teacher, '/t/tc/user/get/teacher');
    expectOk(who);
    expect(who.json().data).toMatchObject({
      blockedBy: 'BIZ_TEACHER_CONTRACT_EXPIRED',
      blockedLabel: 'Contract expired/Account disabled',
    });
    for (const url of [
      '/t/tc/profile/info',
      '/t/tc/profile/bank/info',
      '/t/tc/profile/need/completed',
    ])
      expectOk(await read(teacher, url));
    expect((await read(teacher, '/t/tc/profile/update/checks')).json().data).toMatchObject({
      blockedBy: 'BIZ_TEACHER_CONTRACT_EXPIRED',
      profile: false,
      bankDetails: false,
      timeZone: true,
    });
    expectOk(await saveTimeZone(teacher));
    expectOk(await write(teacher, '/t/tc/help/save', { content: 'Please renew my contract.' }));
    const client = accountsClient(t.app);
    expectOk(
      await client.changePassword(
        { password: 'secret1', newPassword: 'secret2', repeatPassword: 'secret2' },
        asTeacher(teacher.token),
      ),
    );
    expect((await client.checkLogin(asTeacher(teacher.token))).json().data).toMatchObject({
      callback: '/booking',
    });
    expectOk(await client.logout(asTeacher(teacher.token)));
  });

  it('is kept open by a contract still to begin: the teacher acts, opening its days only', async () => {
    const teacher = await activatedTeacher(t.app, {
      contract: { effectiveOn: '2025-01-01', expiresOn: '2025-06-10' },
    });
    expectRefused(await saveBank(teacher), 'BIZ_TEACHER_CONTRACT_EXPIRED');
    await signedContract(t.app, teacher.userId, {
      effectiveOn: '2025-07-01',
      expiresOn: '2025-12-31',
    });
    expectOk(await saveBank(teacher));
  });

  it('is decided by the last end of any signed contract: a renewal lets the teacher act again', async () => {
    const teacher = await activatedTeacher(t.app, {
      contract: { effectiveOn: '2024-01-01', expiresOn: '2024-12-31' },
    });
    expectRefused(await saveBank(teacher), 'BIZ_TEACHER_CONTRACT_EXPIRED');
    await signedContract(t.app, teacher.userId, {
      effectiveOn: '2025-01-01',
      expiresOn: '2025-12-31',
    });
    expectOk(await saveBank(teacher));
  });
});

describe('accounts the guard does not concern', () => {
  it('lets a teacher without a signed contract act (nothing has expired)', async () => {
    const teacher = await activatedTeacher(t.app);
    expectOk(await saveBank(teacher));
  });

  it('never refuses an applicant (no teacher row) for the account state', async () => {
    const applicant = await teacherSession(t.app);
    const res = await write(applicant, '/t/tc/help/save', { content: 'A question.' });
    expectOk(res);
    // The teacher area itself answers FORBIDDEN, not a block.
    expectRefused(
      await write(applicant, '/t/tc/profile/update/timezone', { timeZone: 'UTC' }),
      'FORBIDDEN',
    );
  });
});

describe('the guard’s rules', () => {
  it('counts writes as acting unless a call says otherwise, and reads never by default', () => {
    expect(actsInTeacherArea('POST', undefined)).toBe(true);
    expect(actsInTeacherArea('PUT', undefined)).toBe(true);
    expect(actsInTeacherArea('DELETE', undefined)).toBe(true);
    expect(actsInTeacherArea('GET', undefined)).toBe(false);
    expect(actsInTeacherArea('HEAD', undefined)).toBe(false);
    expect(actsInTeacherArea('POST', false)).toBe(false);
    expect(actsInTeacherArea('GET', true)).toBe(true);
  });
});

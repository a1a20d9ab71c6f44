import { FIELD_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTeacher } from '../../test/accounts-client.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher, RESUME_BASIC_INFO } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.app.inject({ url, headers: asTeacher(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asTeacher(token), payload });
const dataOf = (res: { json(): unknown }) => (res.json() as { data: Record<string, unknown> }).data;

const profileUpdate = (overrides: Record<string, unknown> = {}) => ({
  ...RESUME_BASIC_INFO,
  firstName: 'Annie',
  middleInitial: null,
  email: 'someone.else@example.com',
  timeZone: 'Asia/Tokyo',
  ...overrides,
});

describe('who the teacher is (Group A)', () => {
  it('answers the teacher, their grade and level, and their own e-mail', async () => {
    const teacher = await activatedTeacher(t.app);
    const res = await get(teacher.token, '/t/tc/user/get/teacher');
    expectOk(res);
    expect(dataOf(res)).toEqual({
      userId: teacher.userId,
      name: 'Ann Lee',
      email: teacher.email,
      grade: 'C',
      gradeLabel: 'C Sophomore',
      level: 1,
      nationalityType: 1,
      accountStatus: 'ACTIVE',
      blockedBy: null,
      blockedLabel: null,
    });
    expect(dataOf(await get(teacher.token, '/t/tc/user/get/email'))).toEqual({
      email: teacher.email,
    });
  });

  it('answers the nationality type from the citizenship: CHINESE 2, else FOREIGN 1', async () => {
    const teacher = await activatedTeacher(t.app);
    expectOk(
      await post(teacher.token, '/t/tc/profile/update', profileUpdate({ citizenship: 'China' })),
    );
    expect(dataOf(await get(teacher.token, '/t/tc/user/get/teacher'))).toMatchObject({
      nationalityType: 2,
    });
    expect(dataOf(await get(teacher.token, '/t/tc/profile/info'))).toMatchObject({
      nationalityType: 2,
    });
    expectOk(
      await post(teacher.token, '/t/tc/profile/update', profileUpdate({ citizenship: 'Canada' })),
    );
    expect(dataOf(await get(teacher.token, '/t/tc/user/get/teacher'))).toMatchObject({
      nationalityType: 1,
    });
  });

  it('refuses the teacher area to an applicant, who still reads their own e-mail', async () => {
    const applicant = await teacherSession(t.app);
    for (const url of [
      '/t/tc/user/get/teacher',
      '/t/tc/profile/info',
      '/t/tc/profile/need/completed',
      '/t/tc/profile/update/checks',
      '/t/tc/profile/bank/info',
    ])
      expectRefused(await get(applicant.token, url), 'FORBIDDEN');
    expectRefused(
      await post(applicant.token, '/t/tc/profile/update', profileUpdate()),
      'FORBIDDEN',
    );
    expectOk(await get(applicant.token, '/t/tc/user/get/email'));
  });
});

describe('the profile', () => {
  it('starts from the application, with the contract and the referral code', async () => {
    const teacher = await activatedTeacher(t.app, {
      contract: { effectiveOn: '2025-01-01', expiresOn: '2099-06-30' },
    });
    const info = dataOf(await get(teacher.token, '/t/tc/profile/info'));
    expect(info).toMatchObject({
      name: 'Ann Lee',
      gradeLabel: 'C Sophomore',
      contract: { contractType: 'STANDARD', effectiveOn: '2025/01/01', expiresOn: '2099/06/30' },
      timeZone: null,
      profileSource: 'RESUME',
      profileUpdatedAt: null,
      profile: { ...RESUME_BASIC_INFO, middleInitial: '' },
    });
    expect(info.referralCode).toMatch(/^\d+$/);
  });

  it('takes the teacher’s own fields by the application’s rules, and the time zone', async () => {
    const teacher = await activatedTeacher(t.app);
    const res = await post(teacher.token, '/t/tc/profile/update', profileUpdate());
    expectOk(res);
    expect(dataOf(res)).toMatchObject({
      name: 'Annie Lee',
      email: teacher.email,
      timeZone: 'Asia/Tokyo',
      profileSource: 'TEACHER',
      profile: { firstName: 'Annie', middleInitial: '', phoneNum: '5551234567' },
    });
    expect(dataOf(res).profile).not.toHaveProperty('email');
    // Read again: saved, not echoed.
    expect(dataOf(await get(teacher.token, '/t/tc/profile/info'))).toMatchObject({
      name: 'Annie Lee',
      profileSource: 'TEACHER',
    });
  });

  it('refuses wrong fields with the form’s messages and keeps the saved profile', async () => {
    const teacher = await activatedTeacher(t.app);
    const res = await post(
      teacher.token,
      '/t/tc/profile/update',
      profileUpdate({ phoneNum: '555-12', firstName: 'Ann1', state: '', timeZone: 'Mars/Base' }),
    );
    expectRefused(res, 'BIZ_PARAM_INVALID');
    const fields = (res.json() as { data: { fields: Record<string, string> } }).data.fields;
    expect(fields).toMatchObject({
      phoneNum: FIELD_MESSAGES.phoneDigits,
      firstName: FIELD_MESSAGES.lettersOnly,
      timeZone: FIELD_MESSAGES.invalid,
    });
    expect(dataOf(await get(teacher.token, '/t/tc/profile/info'))).toMatchObject({
      profileSource: 'RESUME',
      timeZone: null,
    });
    // A US resident needs a state, as on the form.
    const noState = await post(teacher.token, '/t/tc/profile/update', profileUpdate({ state: '' }));
    expectRefused(noState, 'BIZ_PARAM_INVALID');
    expect(Object.keys(dataOf(noState).fields as object)).toEqual(['state']);
  });
});

describe('what remains to be completed', () => {
  it('lists the time zone and the bank details, then nothing once they are given', async () => {
    const teacher = await activatedTeacher(t.app);
    expect(dataOf(await get(teacher.token, '/t/tc/profile/need/completed'))).toEqual({
      completed: false,
      missing: ['BANK_DETAILS', 'TIME_ZONE'],
      profileFields: [],
    });
    expectOk(
      await post(teacher.token, '/t/tc/profile/update/timezone', { timeZone: 'Europe/London' }),
    );
    const bank = await post(teacher.token, '/t/tc/profile/bank/update', {
      password: 'secret1',
      details: {
        method: 'PAYPAL',
        holderFirstName: 'Ann',
        holderLastName: 'Lee',
        paypalEmail: 'ann@example.com',
      },
    });
    expectOk(bank);
    expect(dataOf(await get(teacher.token, '/t/tc/profile/need/completed'))).toEqual({
      completed: true,
      missing: [],
      profileFields: [],
    });
  });

  it('names the profile’s missing fields while the application lacks them', async () => {
    const { phoneNum: _phone, ...withoutPhone } = RESUME_BASIC_INFO;
    const teacher = await activatedTeacher(t.app, { resume: withoutPhone, timeZone: 'UTC' });
    expect(dataOf(await get(teacher.token, '/t/tc/profile/need/completed'))).toEqual({
      completed: false,
      missing: ['PROFILE', 'BANK_DETAILS'],
      profileFields: ['phoneNum'],
    });
    expectOk(await post(teacher.token, '/t/tc/profile/update', profileUpdate()));
    expect(dataOf(await get(teacher.token, '/t/tc/profile/need/completed'))).toMatchObject({
      missing: ['BANK_DETAILS'],
      profileFields: [],
    });
  });
});

describe('the update checks', () => {
  it('allow every change of an active account, the bank one with the password', async () => {
    const teacher = await activatedTeacher(t.app);
    expect(dataOf(await get(teacher.token, '/t/tc/profile/update/checks'))).toEqual({
      blockedBy: null,
      profile: true,
      bankDetails: true,
      timeZone: true,
      bankNeedsPassword: true,
    });
  });

  it('refuse a time zone nobody knows', async () => {
    const teacher = await activatedTeacher(t.app);
    const res = await post(teacher.token, '/t/tc/profile/update/timezone', { timeZone: 'Nowhere' });
    expectRefused(res, 'BIZ_PARAM_INVALID');
  });
});

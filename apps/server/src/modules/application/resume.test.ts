import { FIELD_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { step1, step2, step3 } from '../../test/resume-payloads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const as = (token: string) => ({ 'x-user-token': token });
const commit = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/t/tc/apply/commit/resume/step',
    payload: body,
    headers: as(token),
  });
const resume = async (token: string) =>
  (await t.app.inject({ url: '/t/tc/apply/get/resume', headers: as(token) })).json().data;
const status = async (token: string) =>
  (await t.app.inject({ url: '/t/tc/apply/status', headers: as(token) })).json().data;

describe('the application form', () => {
  it('saves each step as the original clients send it, and loads it back at the saved step', async () => {
    const { token } = await teacherSession(t.app);
    expect((await resume(token)).commitStep).toBe(0);
    expect((await commit(token, step1())).json()).toEqual({
      code: 'OK',
      msg: 'success',
      data: null,
    });
    const afterOne = await resume(token);
    expect(afterOne).toMatchObject({
      commitStep: 1,
      firstName: 'Ann',
      state: 'NY',
      submitted: false,
      teachingCertificate: '',
    });
    expect(afterOne).not.toHaveProperty('clientVersion');
    expect(afterOne.middleInitial).toBe('');
    expect(afterOne).toMatchObject({
      personPhotoUrl: '',
      fileCVUrl: '',
      eduCertificateUrl: '',
      fileCertificateUrl: '',
      eduCertName: '',
    });

    expect((await commit(token, step2())).statusCode).toBe(200);
    expect((await resume(token)).teachingCertificate).toBe('TEFL,TESOL');
    expect((await commit(token, step2({ teachingCertificate: ['CELTA'] }))).statusCode).toBe(200);
    expect((await resume(token)).teachingCertificate).toBe('CELTA');
  });

  it('is idempotent for the same step, refuses skipping ahead, and submits at step 3', async () => {
    const { token } = await teacherSession(t.app);
    expect((await commit(token, step2())).json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    await commit(token, step1());
    expect((await commit(token, step1())).statusCode).toBe(200);
    await commit(token, step2());
    expect((await status(token)).status).toBe('Init');
    expect((await commit(token, step3())).statusCode).toBe(200);
    const submitted = await status(token);
    expect(submitted).toMatchObject({
      stage: 'BASE_INFO',
      status: 'Apply',
      reviewBusinessDays: '1-2',
      // The applicant moved it there: no staff reason.
      reason: null,
    });
    expect(submitted.submittedAt).toBeGreaterThan(0);
    expect((await resume(token)).submitted).toBe(true);
    // Still editable while it waits for review.
    expect((await commit(token, step3())).statusCode).toBe(200);
  });

  it.each([
    ['firstName', { firstName: null }, FIELD_MESSAGES.required],
    ['firstName', { firstName: 'Ann Marie' }, FIELD_MESSAGES.lettersOnly],
    ['lastName', { lastName: 'Lee-Smith' }, FIELD_MESSAGES.lettersOnly],
    ['middleInitial', { middleInitial: 'É' }, FIELD_MESSAGES.englishOnly],
    ['phoneNum', { phoneNum: '555-1234' }, FIELD_MESSAGES.phoneDigits],
    ['phoneNum', { phoneNum: '1'.repeat(21) }, FIELD_MESSAGES.invalid],
    ['gender', { gender: '' }, FIELD_MESSAGES.required],
    ['birthday', { birthday: '1990/02/30' }, FIELD_MESSAGES.invalid],
    ['telAreaCode', { telAreaCode: '+999' }, FIELD_MESSAGES.required],
    ['citizenship', { citizenship: 'Atlantis' }, FIELD_MESSAGES.required],
    ['state', { residency: 'United States', state: null }, FIELD_MESSAGES.required],
  ])('step 1 refuses a bad %s with the spec message', async (field, overrides, message) => {
    const { token } = await teacherSession(t.app);
    const res = await commit(token, step1(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('needs no state outside the United States', async () => {
    const { token } = await teacherSession(t.app);
    expect((await commit(token, step1({ residency: 'Canada', state: null }))).statusCode).toBe(200);
  });

  it.each([
    ['firstLanguage', { firstLanguage: null }],
    ['highestLevel', { highestLevel: '' }],
    ['teachingCertificate', { teachingCertificate: '' }],
    ['oldTeachingExperience', { taughtOnline: 'YES', oldTeachingExperience: null }],
  ])('step 2 requires %s', async (field, overrides) => {
    const { token } = await teacherSession(t.app);
    await commit(token, step1());
    const res = await commit(token, step2(overrides));
    expect(res.json().data.fields[field]).toBe(FIELD_MESSAGES.required);
  });

  it.each([
    ['heardMagicEars', { heardMagicEars: null }],
    ['heardFromDetail', { heardMagicEars: 'Other', heardFromDetail: ' ' }],
    ['whichFriendChannel', { heardMagicEars: 'Friend Referral', whichFriendChannel: null }],
    ['referralCode', { hasReferralCode: 'YES', referralCode: null }],
    ['referralCode', { hasReferralCode: null, referralCode: '' }],
    ['agree', { agree: false }],
  ])('step 3 requires %s', async (field, overrides) => {
    const { token } = await teacherSession(t.app);
    await commit(token, step1());
    await commit(token, step2());
    const res = await commit(token, step3(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(FIELD_MESSAGES.required);
  });

  it('clears an answer that a later commit of the step leaves empty', async () => {
    const { token } = await teacherSession(t.app);
    await commit(token, step1({ residency: 'United States', state: 'NY' }));
    await commit(token, step1({ residency: 'Canada', state: null }));
    expect((await resume(token)).state).toBe('');
  });

  it('clears the referral code when the applicant says they have none', async () => {
    const { token } = await teacherSession(t.app);
    await commit(token, step1());
    await commit(token, step2());
    await commit(token, step3({ hasReferralCode: 'NO', referralCode: '12345678' }));
    expect((await resume(token)).referralCode).toBe('');
  });

  it('offers the code of the referral link the applicant signed up with, until step 3 is saved', async () => {
    const referrer = await teacherSession(t.app);
    const [row] = await t.app.database.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, referrer.userId));
    const { token } = await teacherSession(t.app, { referralCode: row?.code });
    expect(await resume(token)).toMatchObject({ hasReferralCode: 'YES', referralCode: row?.code });

    await commit(token, step1());
    await commit(token, step2());
    await commit(token, step3({ hasReferralCode: 'NO', referralCode: null }));
    expect(await resume(token)).toMatchObject({ hasReferralCode: 'NO', referralCode: '' });
  });

  it('offers no code to an applicant who signed up without a link', async () => {
    const { token } = await teacherSession(t.app);
    expect((await resume(token)).referralCode).toBeUndefined();
  });

  it('refuses an unknown step', async () => {
    const { token } = await teacherSession(t.app);
    const res = await commit(token, { commitStep: '4', firstName: 'Ann' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
  });
});

describe('contact and success manager', () => {
  it('keeps a contact message of up to 300 characters, and needs text', async () => {
    const { token } = await teacherSession(t.app);
    const save = (content: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/t/tc/help/save',
        payload: { content },
        headers: as(token),
      });
    expect((await save('When is my interview?')).statusCode).toBe(200);
    expect((await save('   ')).json().data.fields.content).toBe(FIELD_MESSAGES.required);
    expect((await save('x'.repeat(301))).statusCode).toBe(400);
    expect((await save('x'.repeat(300))).statusCode).toBe(200);
  });

  it('answers the support address until a recruiter looks after the applicant', async () => {
    const { token } = await teacherSession(t.app);
    const res = await t.app.inject({ url: '/t/tc/user/get/trId/email', headers: as(token) });
    expect(res.json()).toEqual({ code: 'OK', msg: 'success', data: 'support@portal.test' });
  });

  it('serves the channels, with Friend Referral and Other', async () => {
    const res = await t.app.inject({ url: '/t/tn/apply/channels' });
    const values = (res.json().data as { value: string }[]).map((c) => c.value);
    expect(values).toEqual(expect.arrayContaining(['Friend Referral', 'Other']));
  });
});

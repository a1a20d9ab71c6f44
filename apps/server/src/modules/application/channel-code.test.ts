/**
 * The channel code (spec sections 5 and 7): the share poster an applicant registered with is
 * answered by "get channel code", and makes step 3 a Friend Referral that names the channel.
 */
import { FIELD_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTeacher } from '../../test/accounts-client.js';
import { commitSteps } from '../../test/applicant-flow.js';
import { step1, step2, step3 } from '../../test/resume-payloads.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const channelCode = (token: string) =>
  t.app.inject({ url: '/t/tc/apply/channel/code', headers: asTeacher(token) });
const commit = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/t/tc/apply/commit/resume/step',
    payload: body,
    headers: asTeacher(token),
  });
const savedResume = async (token: string) =>
  (await t.app.inject({ url: '/t/tc/apply/get/resume', headers: asTeacher(token) })).json().data;

describe('get channel code', () => {
  it('answers the poster the applicant registered with', async () => {
    const { token } = await teacherSession(t.app, { poster: 'spring-tiktok' });
    const res = await channelCode(token);
    expect(res.json()).toEqual({
      code: 'OK',
      msg: 'success',
      data: { channelCode: 'spring-tiktok' },
    });
  });

  it('answers null without one, and needs a session', async () => {
    const { token } = await teacherSession(t.app);
    expect((await channelCode(token)).json().data).toEqual({ channelCode: null });
    const anonymous = await t.app.inject({ url: '/t/tc/apply/channel/code' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a channel code on step 3', () => {
  it('makes "heard from" Friend Referral whatever the client sent', async () => {
    const { token } = await teacherSession(t.app, { poster: 'spring' });
    await commitSteps(t.app, token, [step1(), step2()]);
    const res = await commit(
      token,
      step3({
        heardMagicEars: 'Other',
        heardFromDetail: 'a flyer',
        whichFriendChannel: 'WHATSAPP',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await savedResume(token)).toMatchObject({
      heardMagicEars: 'Friend Referral',
      heardFromDetail: '',
      whichFriendChannel: 'WHATSAPP',
    });
  });

  it("requires the friend's channel, and saves nothing without it", async () => {
    const { token } = await teacherSession(t.app, { poster: 'spring' });
    await commitSteps(t.app, token, [step1(), step2()]);
    const res = await commit(token, step3({ heardMagicEars: 'Facebook' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BIZ_PARAM_INVALID',
      msg: FIELD_MESSAGES.required,
      data: { fields: { whichFriendChannel: FIELD_MESSAGES.required } },
    });
    expect((await savedResume(token)).commitStep).toBe(2);
  });

  it('leaves an applicant without a code to answer as they like', async () => {
    const { token } = await teacherSession(t.app);
    await commitSteps(t.app, token, [step1(), step2()]);
    expect((await commit(token, step3({ heardMagicEars: 'Facebook' }))).statusCode).toBe(200);
    expect(await savedResume(token)).toMatchObject({ heardMagicEars: 'Facebook' });
  });
});

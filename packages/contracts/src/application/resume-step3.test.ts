import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  furtherInfo,
  basicInfo,
  parsed,
  stepIssues,
  teachingInfo,
} from '../test/resume-answers.js';
import { commitResumeStepRequest, furtherInfoStep } from './resume.js';

const { required, invalid } = FIELD_MESSAGES;

describe('step 3, further information', () => {
  it('accepts the required fields; the referral question defaults to YES', () => {
    expect(parsed(furtherInfoStep, furtherInfo)).toEqual({
      ...furtherInfo,
      hasReferralCode: 'YES',
    });
  });

  it('keeps the digits of the referral code only', () => {
    expect(
      parsed(furtherInfoStep, { ...furtherInfo, referralCode: ' RF-12 34 ' }).referralCode,
    ).toBe('1234');
  });

  it('reports every missing required field at once', () => {
    expect(stepIssues(furtherInfoStep, {})).toEqual([
      ['heardMagicEars', required],
      ['agree', required],
      ['referralCode', required],
    ]);
  });

  it('requires the referral code while the answer is YES, said or not', () => {
    const { referralCode: _code, ...withoutCode } = furtherInfo;
    expect(stepIssues(furtherInfoStep, withoutCode)).toEqual([['referralCode', required]]);
    expect(stepIssues(furtherInfoStep, { ...withoutCode, hasReferralCode: 'YES' })).toEqual([
      ['referralCode', required],
    ]);
    expect(stepIssues(furtherInfoStep, { ...withoutCode, hasReferralCode: null })).toEqual([
      ['referralCode', required],
    ]);
    expect(stepIssues(furtherInfoStep, { ...withoutCode, referralCode: '' })).toEqual([
      ['referralCode', required],
    ]);
  });

  it('needs no referral code when the answer is NO', () => {
    const { referralCode: _code, ...withoutCode } = furtherInfo;
    expect(parsed(furtherInfoStep, { ...withoutCode, hasReferralCode: 'NO' })).toEqual({
      ...withoutCode,
      hasReferralCode: 'NO',
    });
  });

  it('reports a referral code without digits once, as invalid', () => {
    expect(stepIssues(furtherInfoStep, { ...furtherInfo, referralCode: 'abc' })).toEqual([
      ['referralCode', FIELD_MESSAGES.referralInvalid],
    ]);
  });

  it('rejects another answer to the referral question with the format message', () => {
    expect(stepIssues(furtherInfoStep, { ...furtherInfo, hasReferralCode: 'MAYBE' })).toEqual([
      ['hasReferralCode', invalid],
    ]);
  });

  it('requires the detail when heard of us through "Other"', () => {
    const other = { ...furtherInfo, heardMagicEars: 'Other' };
    expect(stepIssues(furtherInfoStep, other)).toEqual([['heardFromDetail', required]]);
    expect(stepIssues(furtherInfoStep, { ...other, heardFromDetail: '  ' })).toEqual([
      ['heardFromDetail', required],
    ]);
    expect(
      parsed(furtherInfoStep, { ...other, heardFromDetail: ' A poster ' }).heardFromDetail,
    ).toBe('A poster');
  });

  it('requires the friend channel when heard of us through a friend', () => {
    const friend = { ...furtherInfo, heardMagicEars: 'Friend Referral' };
    expect(stepIssues(furtherInfoStep, friend)).toEqual([['whichFriendChannel', required]]);
    expect(parsed(furtherInfoStep, { ...friend, whichFriendChannel: 'WHATSAPP' })).toMatchObject({
      heardMagicEars: 'Friend Referral',
      whichFriendChannel: 'WHATSAPP',
    });
    expect(stepIssues(furtherInfoStep, { ...friend, whichFriendChannel: 'EMAIL' })).toEqual([
      ['whichFriendChannel', invalid],
    ]);
  });

  it('asks neither the detail nor the friend channel of other channels', () => {
    expect(stepIssues(furtherInfoStep, { ...furtherInfo, heardMagicEars: 'Indeed' })).toEqual([]);
  });

  it('reports the dependent rules of step 3 together', () => {
    expect(
      stepIssues(furtherInfoStep, {
        heardMagicEars: 'Other',
        hasReferralCode: 'YES',
        agree: 'false',
      }),
    ).toEqual([
      ['agree', required],
      ['heardFromDetail', required],
      ['referralCode', required],
    ]);
  });

  it.each([
    [true, true],
    ['true', true],
  ])('takes agree %j as the declaration made', (agree, expected) => {
    expect(parsed(furtherInfoStep, { ...furtherInfo, agree }).agree).toBe(expected);
  });

  it.each([false, 'false', undefined, null, 'yes', 1])(
    'says "Required field." for agree %j',
    (agree) => {
      expect(stepIssues(furtherInfoStep, { ...furtherInfo, agree })).toEqual([['agree', required]]);
    },
  );
});

describe('commitResumeStepRequest (the wire call)', () => {
  it.each([
    [1, '1', basicInfo],
    ['1', '1', basicInfo],
    [2, '2', teachingInfo],
    ['2', '2', teachingInfo],
    [3, '3', furtherInfo],
    ['3', '3', furtherInfo],
  ])('reads commitStep %j as step %j with its fields', (commitStep, step, fields) => {
    expect(parsed(commitResumeStepRequest, { commitStep, ...fields }).commitStep).toBe(step);
  });

  it("keeps the step's fields as the step schema reads them and drops others", () => {
    expect(
      parsed(commitResumeStepRequest, {
        commitStep: 2,
        ...teachingInfo,
        teachingCertificate: 'TEFL, TESOL',
        firstName: 'Maria',
      }),
    ).toEqual({ commitStep: '2', ...teachingInfo, teachingCertificate: ['TEFL', 'TESOL'] });
  });

  it.each([{}, { commitStep: 4 }, { commitStep: '0' }, { commitStep: null }])(
    'rejects %j with the format message on commitStep',
    (body) => {
      expect(stepIssues(commitResumeStepRequest, body)).toEqual([['commitStep', invalid]]);
    },
  );

  it.each([null, undefined, 'commitStep', 1, []])(
    'rejects the body %j without throwing',
    (body) => {
      expect(() => commitResumeStepRequest.safeParse(body)).not.toThrow();
      expect(stepIssues(commitResumeStepRequest, body)).toEqual([['', invalid]]);
    },
  );

  it("applies each step's dependent rules", () => {
    expect(
      stepIssues(commitResumeStepRequest, {
        commitStep: 1,
        ...basicInfo,
        residency: 'United States',
      }),
    ).toEqual([['state', required]]);
    expect(
      stepIssues(commitResumeStepRequest, {
        commitStep: '2',
        ...teachingInfo,
        taughtOnline: 'YES',
      }),
    ).toEqual([['oldTeachingExperience', required]]);
    expect(
      stepIssues(commitResumeStepRequest, {
        commitStep: 3,
        ...furtherInfo,
        heardMagicEars: 'Friend Referral',
      }),
    ).toEqual([['whichFriendChannel', required]]);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  RESUME_STEP_FIELDS,
  TEACHING_CERTIFICATE_VALUES,
  basicInfoStep,
  commitResumeStepRequest,
  furtherInfoStep,
  isResumeFileField,
  teachingInfoStep,
} from './resume.js';

/** The field of each issue, with its message, as the form shows them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('dependent rules (spec section 5)', () => {
  it('are reported with the other missing fields, so every message shows at once', () => {
    const found = messages(basicInfoStep.safeParse({ residency: 'United States' }));
    expect(found.firstName).toBe(FIELD_MESSAGES.required);
    expect(found.state).toBe(FIELD_MESSAGES.required);
  });

  it('are left out while a field they read is itself wrong', () => {
    const found = messages(furtherInfoStep.safeParse({ heardMagicEars: 'Nowhere' }));
    expect(found.heardMagicEars).toBeDefined();
    expect(found.heardFromDetail).toBeUndefined();
    expect(found.whichFriendChannel).toBeUndefined();
  });

  it('apply to the wire call as well as to the form', () => {
    const found = messages(
      commitResumeStepRequest.safeParse({ commitStep: 3, heardMagicEars: 'Other' }),
    );
    expect(found.heardFromDetail).toBe(FIELD_MESSAGES.required);
    expect(found.agree).toBe(FIELD_MESSAGES.required);
  });
});

describe("the steps' field lists", () => {
  it("are the step schemas' fields, in the form's order", () => {
    expect(RESUME_STEP_FIELDS.basicInfo).toEqual(Object.keys(basicInfoStep.shape));
    expect(RESUME_STEP_FIELDS.teachingInfo).toEqual(Object.keys(teachingInfoStep.shape));
    expect(RESUME_STEP_FIELDS.furtherInfo.slice(0, 5)).toEqual([
      'personPhotoName',
      'personPhotoUrl',
      'fileCVName',
      'fileCVUrl',
      'heardMagicEars',
    ]);
  });

  it('tell the upload fields from the rest', () => {
    const files = Object.values(RESUME_STEP_FIELDS).flat().filter(isResumeFileField);
    expect(files).toEqual([
      'eduCertificateUrl',
      'fileCertificateUrl',
      'proofCertificateUrl',
      'teachCertificateUrl',
      'personPhotoName',
      'personPhotoUrl',
      'fileCVName',
      'fileCVUrl',
    ]);
  });
});

/** Each issue of a failed parse as `[path, message]`, in order; `[]` when it passed. */
function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** The parsed step; fails the test with the issues when the parse failed. */
function parsed(schema: z.ZodType, value: unknown): Record<string, unknown> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data as Record<string, unknown>;
}

const { required, invalid } = FIELD_MESSAGES;

/** Complete answers of each step, with only the required fields. */
const basicInfo = {
  firstName: 'Maria',
  lastName: 'García',
  gender: 'FEMALE',
  birthday: '1990/05/17',
  telAreaCode: '+1',
  phoneNum: '5551234567',
  citizenship: 'Canada',
  residency: 'Canada',
};
const teachingInfo = {
  firstLanguage: 'ENGLISH',
  highestLevel: 'BACHELOR',
  teachingCertificate: 'TEFL',
};
const furtherInfo = {
  heardMagicEars: 'Facebook',
  referralCode: '123456',
  agree: true,
};

describe('step 1, basic information', () => {
  it('accepts the required fields, trimmed', () => {
    expect(
      parsed(basicInfoStep, { ...basicInfo, firstName: ' Maria ', middleInitial: 'J' }),
    ).toEqual({ ...basicInfo, middleInitial: 'J' });
  });

  it('reports every missing required field at once, in the form order', () => {
    expect(issuesOf(basicInfoStep, {})).toEqual([
      ['firstName', required],
      ['lastName', required],
      ['gender', required],
      ['birthday', required],
      ['telAreaCode', required],
      ['phoneNum', required],
      ['citizenship', required],
      ['residency', required],
    ]);
  });

  it('reports each wrong field with its own message', () => {
    expect(
      issuesOf(basicInfoStep, {
        ...basicInfo,
        firstName: 'Mary Ann',
        middleInitial: 'J.',
        phoneNum: '555-1234',
        citizenship: 'Atlantis',
      }),
    ).toEqual([
      ['firstName', FIELD_MESSAGES.lettersOnly],
      ['middleInitial', FIELD_MESSAGES.englishOnly],
      ['phoneNum', FIELD_MESSAGES.phoneDigits],
      ['citizenship', required],
    ]);
  });

  it('keeps an optional e-mail of up to 254 characters', () => {
    const email = `${'a'.repeat(244)}@gmail.com`;
    expect(parsed(basicInfoStep, { ...basicInfo, email }).email).toBe(email);
    expect(parsed(basicInfoStep, { ...basicInfo, email: '' }).email).toBeUndefined();
    expect(issuesOf(basicInfoStep, { ...basicInfo, email: `a${email}` })).toEqual([
      ['email', FIELD_MESSAGES.emailFormat],
    ]);
  });

  it('requires the state of a resident of the United States', () => {
    const american = { ...basicInfo, residency: 'United States' };
    expect(issuesOf(basicInfoStep, american)).toEqual([['state', required]]);
    expect(issuesOf(basicInfoStep, { ...american, state: '' })).toEqual([['state', required]]);
    expect(issuesOf(basicInfoStep, { ...american, state: null })).toEqual([['state', required]]);
    expect(parsed(basicInfoStep, { ...american, state: 'CA' }).state).toBe('CA');
  });

  it('asks no state of other residents, but checks one given', () => {
    expect(issuesOf(basicInfoStep, basicInfo)).toEqual([]);
    expect(issuesOf(basicInfoStep, { ...basicInfo, citizenship: 'United States' })).toEqual([]);
    expect(parsed(basicInfoStep, { ...basicInfo, state: 'NY' }).state).toBe('NY');
    expect(issuesOf(basicInfoStep, { ...basicInfo, state: 'XX' })).toEqual([['state', invalid]]);
  });

  it('reports an unknown state once, with the format message, not as missing', () => {
    expect(
      issuesOf(basicInfoStep, { ...basicInfo, residency: 'United States', state: 'XX' }),
    ).toEqual([['state', invalid]]);
  });
});

describe('step 2, teaching information', () => {
  it('accepts the required fields and reads the certificates as a list', () => {
    expect(
      parsed(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'TEFL,TESOL' }),
    ).toEqual({ ...teachingInfo, teachingCertificate: ['TEFL', 'TESOL'] });
  });

  it('reports every missing required field at once', () => {
    expect(issuesOf(teachingInfoStep, {})).toEqual([
      ['firstLanguage', required],
      ['highestLevel', required],
      ['teachingCertificate', required],
    ]);
  });

  it('checks the optional choices', () => {
    expect(
      issuesOf(teachingInfoStep, {
        ...teachingInfo,
        nativeSpeaker: 'MAYBE',
        taughtOnline: 'SOMETIMES',
        oldTeachingExperience: '10',
      }),
    ).toEqual([
      ['nativeSpeaker', invalid],
      ['taughtOnline', invalid],
      ['oldTeachingExperience', invalid],
    ]);
  });

  it('requires the experience of who has taught online', () => {
    const online = { ...teachingInfo, taughtOnline: 'YES' };
    expect(issuesOf(teachingInfoStep, online)).toEqual([['oldTeachingExperience', required]]);
    expect(parsed(teachingInfoStep, { ...online, oldTeachingExperience: '1-2' })).toMatchObject({
      taughtOnline: 'YES',
      oldTeachingExperience: '1-2',
    });
    expect(issuesOf(teachingInfoStep, { ...teachingInfo, taughtOnline: 'NO' })).toEqual([]);
    expect(issuesOf(teachingInfoStep, teachingInfo)).toEqual([]);
  });

  it('requires the certificate file once a proof of it is uploaded', () => {
    const proof = { ...teachingInfo, proofCertificateUrl: 'file:proof' };
    expect(issuesOf(teachingInfoStep, proof)).toEqual([['fileCertificateUrl', required]]);
    expect(issuesOf(teachingInfoStep, { ...proof, fileCertificateUrl: ' ' })).toEqual([
      ['fileCertificateUrl', required],
    ]);
    expect(issuesOf(teachingInfoStep, { ...proof, fileCertificateUrl: 'file:cert' })).toEqual([]);
    expect(
      issuesOf(teachingInfoStep, { ...teachingInfo, fileCertificateUrl: 'file:cert' }),
    ).toEqual([]);
  });

  it('leaves the certificate file rule out while the proof is itself wrong', () => {
    expect(
      issuesOf(teachingInfoStep, { ...teachingInfo, proofCertificateUrl: 'u'.repeat(1001) }).map(
        ([path]) => path,
      ),
    ).toEqual(['proofCertificateUrl']);
    expect(
      issuesOf(teachingInfoStep, { ...teachingInfo, proofCertificateUrl: 5 }).map(([path]) => path),
    ).toEqual(['proofCertificateUrl']);
  });

  it('takes "NO" as the answer of who holds no certificate, alone only', () => {
    expect(TEACHING_CERTIFICATE_VALUES).toContain('NO');
    expect(TEACHING_CERTIFICATE_VALUES).toContain('TEFL');
    expect(parsed(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'NO' })).toMatchObject({
      teachingCertificate: ['NO'],
    });
    expect(issuesOf(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'NO,TEFL' })).toEqual(
      [['teachingCertificate', invalid]],
    );
    expect(issuesOf(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'TEFL,NO' })).toEqual(
      [['teachingCertificate', invalid]],
    );
  });

  it('reports "NO" with a certificate together with the missing fields', () => {
    expect(issuesOf(teachingInfoStep, { teachingCertificate: 'NO,TEFL' })).toEqual([
      ['firstLanguage', required],
      ['highestLevel', required],
      ['teachingCertificate', invalid],
    ]);
  });

  it('reports an unknown certificate once, at its place', () => {
    expect(issuesOf(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'NO,XYZ' })).toEqual([
      ['teachingCertificate.1', invalid],
    ]);
  });

  it('leaves the experience rule out while "taught online" is itself wrong', () => {
    expect(issuesOf(teachingInfoStep, { ...teachingInfo, taughtOnline: 'yes' })).toEqual([
      ['taughtOnline', invalid],
    ]);
  });
});

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
    expect(issuesOf(furtherInfoStep, {})).toEqual([
      ['heardMagicEars', required],
      ['agree', required],
      ['referralCode', required],
    ]);
  });

  it('requires the referral code while the answer is YES, said or not', () => {
    const { referralCode: _code, ...withoutCode } = furtherInfo;
    expect(issuesOf(furtherInfoStep, withoutCode)).toEqual([['referralCode', required]]);
    expect(issuesOf(furtherInfoStep, { ...withoutCode, hasReferralCode: 'YES' })).toEqual([
      ['referralCode', required],
    ]);
    expect(issuesOf(furtherInfoStep, { ...withoutCode, hasReferralCode: null })).toEqual([
      ['referralCode', required],
    ]);
    expect(issuesOf(furtherInfoStep, { ...withoutCode, referralCode: '' })).toEqual([
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
    expect(issuesOf(furtherInfoStep, { ...furtherInfo, referralCode: 'abc' })).toEqual([
      ['referralCode', FIELD_MESSAGES.referralInvalid],
    ]);
  });

  it('rejects another answer to the referral question with the format message', () => {
    expect(issuesOf(furtherInfoStep, { ...furtherInfo, hasReferralCode: 'MAYBE' })).toEqual([
      ['hasReferralCode', invalid],
    ]);
  });

  it('requires the detail when heard of us through "Other"', () => {
    const other = { ...furtherInfo, heardMagicEars: 'Other' };
    expect(issuesOf(furtherInfoStep, other)).toEqual([['heardFromDetail', required]]);
    expect(issuesOf(furtherInfoStep, { ...other, heardFromDetail: '  ' })).toEqual([
      ['heardFromDetail', required],
    ]);
    expect(
      parsed(furtherInfoStep, { ...other, heardFromDetail: ' A poster ' }).heardFromDetail,
    ).toBe('A poster');
  });

  it('requires the friend channel when heard of us through a friend', () => {
    const friend = { ...furtherInfo, heardMagicEars: 'Friend Referral' };
    expect(issuesOf(furtherInfoStep, friend)).toEqual([['whichFriendChannel', required]]);
    expect(parsed(furtherInfoStep, { ...friend, whichFriendChannel: 'WHATSAPP' })).toMatchObject({
      heardMagicEars: 'Friend Referral',
      whichFriendChannel: 'WHATSAPP',
    });
    expect(issuesOf(furtherInfoStep, { ...friend, whichFriendChannel: 'EMAIL' })).toEqual([
      ['whichFriendChannel', invalid],
    ]);
  });

  it('asks neither the detail nor the friend channel of other channels', () => {
    expect(issuesOf(furtherInfoStep, { ...furtherInfo, heardMagicEars: 'Indeed' })).toEqual([]);
  });

  it('reports the dependent rules of step 3 together', () => {
    expect(
      issuesOf(furtherInfoStep, {
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
      expect(issuesOf(furtherInfoStep, { ...furtherInfo, agree })).toEqual([['agree', required]]);
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
      expect(issuesOf(commitResumeStepRequest, body)).toEqual([['commitStep', invalid]]);
    },
  );

  it.each([null, undefined, 'commitStep', 1, []])(
    'rejects the body %j without throwing',
    (body) => {
      expect(() => commitResumeStepRequest.safeParse(body)).not.toThrow();
      expect(issuesOf(commitResumeStepRequest, body)).toEqual([['', invalid]]);
    },
  );

  it("applies each step's dependent rules", () => {
    expect(
      issuesOf(commitResumeStepRequest, {
        commitStep: 1,
        ...basicInfo,
        residency: 'United States',
      }),
    ).toEqual([['state', required]]);
    expect(
      issuesOf(commitResumeStepRequest, { commitStep: '2', ...teachingInfo, taughtOnline: 'YES' }),
    ).toEqual([['oldTeachingExperience', required]]);
    expect(
      issuesOf(commitResumeStepRequest, {
        commitStep: 3,
        ...furtherInfo,
        heardMagicEars: 'Friend Referral',
      }),
    ).toEqual([['whichFriendChannel', required]]);
  });
});

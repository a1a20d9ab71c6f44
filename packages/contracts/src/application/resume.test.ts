import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  isRegisterCollege,
  RESUME_STEP_FIELDS,
  TEACHING_CERTIFICATE_VALUES,
  basicInfoStep,
  commitResumeStepRequest,
  furtherInfoStep,
  isResumeFileField,
  teachingInfoStep,
} from './resume.js';
import { basicInfo, parsed, stepIssues, teachingInfo } from '../test/resume-answers.js';

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

const { required, invalid } = FIELD_MESSAGES;

describe('step 1, basic information', () => {
  it('accepts the required fields, trimmed', () => {
    expect(
      parsed(basicInfoStep, { ...basicInfo, firstName: ' Maria ', middleInitial: 'J' }),
    ).toEqual({ ...basicInfo, middleInitial: 'J' });
  });

  it('reports every missing required field at once, in the form order', () => {
    expect(stepIssues(basicInfoStep, {})).toEqual([
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
      stepIssues(basicInfoStep, {
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
    expect(stepIssues(basicInfoStep, { ...basicInfo, email: `a${email}` })).toEqual([
      ['email', FIELD_MESSAGES.emailFormat],
    ]);
  });

  it('requires the state of a resident of the United States', () => {
    const american = { ...basicInfo, residency: 'United States' };
    expect(stepIssues(basicInfoStep, american)).toEqual([['state', required]]);
    expect(stepIssues(basicInfoStep, { ...american, state: '' })).toEqual([['state', required]]);
    expect(stepIssues(basicInfoStep, { ...american, state: null })).toEqual([['state', required]]);
    expect(parsed(basicInfoStep, { ...american, state: 'CA' }).state).toBe('CA');
  });

  it('asks no state of other residents, but checks one given', () => {
    expect(stepIssues(basicInfoStep, basicInfo)).toEqual([]);
    expect(stepIssues(basicInfoStep, { ...basicInfo, citizenship: 'United States' })).toEqual([]);
    expect(parsed(basicInfoStep, { ...basicInfo, state: 'NY' }).state).toBe('NY');
    expect(stepIssues(basicInfoStep, { ...basicInfo, state: 'XX' })).toEqual([['state', invalid]]);
  });

  it('reports an unknown state once, with the format message, not as missing', () => {
    expect(
      stepIssues(basicInfoStep, { ...basicInfo, residency: 'United States', state: 'XX' }),
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
    expect(stepIssues(teachingInfoStep, {})).toEqual([
      ['firstLanguage', required],
      ['highestLevel', required],
      ['teachingCertificate', required],
    ]);
  });

  it('checks the optional choices', () => {
    expect(
      stepIssues(teachingInfoStep, {
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
    expect(stepIssues(teachingInfoStep, online)).toEqual([['oldTeachingExperience', required]]);
    expect(parsed(teachingInfoStep, { ...online, oldTeachingExperience: '1-2' })).toMatchObject({
      taughtOnline: 'YES',
      oldTeachingExperience: '1-2',
    });
    expect(stepIssues(teachingInfoStep, { ...teachingInfo, taughtOnline: 'NO' })).toEqual([]);
    expect(stepIssues(teachingInfoStep, teachingInfo)).toEqual([]);
  });

  it('requires the certificate file once a proof of it is uploaded', () => {
    const proof = { ...teachingInfo, proofCertificateUrl: 'file:proof' };
    expect(stepIssues(teachingInfoStep, proof)).toEqual([['fileCertificateUrl', required]]);
    expect(stepIssues(teachingInfoStep, { ...proof, fileCertificateUrl: ' ' })).toEqual([
      ['fileCertificateUrl', required],
    ]);
    expect(stepIssues(teachingInfoStep, { ...proof, fileCertificateUrl: 'file:cert' })).toEqual([]);
    expect(
      stepIssues(teachingInfoStep, { ...teachingInfo, fileCertificateUrl: 'file:cert' }),
    ).toEqual([]);
  });

  it('leaves the certificate file rule out while the proof is itself wrong', () => {
    expect(
      stepIssues(teachingInfoStep, { ...teachingInfo, proofCertificateUrl: 'u'.repeat(1001) }).map(
        ([path]) => path,
      ),
    ).toEqual(['proofCertificateUrl']);
    expect(
      stepIssues(teachingInfoStep, { ...teachingInfo, proofCertificateUrl: 5 }).map(
        ([path]) => path,
      ),
    ).toEqual(['proofCertificateUrl']);
  });

  it('takes "NO" as the answer of who holds no certificate, alone only', () => {
    expect(TEACHING_CERTIFICATE_VALUES).toContain('NO');
    expect(TEACHING_CERTIFICATE_VALUES).toContain('TEFL');
    expect(parsed(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'NO' })).toMatchObject({
      teachingCertificate: ['NO'],
    });
    expect(
      stepIssues(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'NO,TEFL' }),
    ).toEqual([['teachingCertificate', invalid]]);
    expect(
      stepIssues(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'TEFL,NO' }),
    ).toEqual([['teachingCertificate', invalid]]);
  });

  it('reports "NO" with a certificate together with the missing fields', () => {
    expect(stepIssues(teachingInfoStep, { teachingCertificate: 'NO,TEFL' })).toEqual([
      ['firstLanguage', required],
      ['highestLevel', required],
      ['teachingCertificate', invalid],
    ]);
  });

  it('reports an unknown certificate once, at its place', () => {
    expect(
      stepIssues(teachingInfoStep, { ...teachingInfo, teachingCertificate: 'NO,XYZ' }),
    ).toEqual([['teachingCertificate.1', invalid]]);
  });

  it('leaves the experience rule out while "taught online" is itself wrong', () => {
    expect(stepIssues(teachingInfoStep, { ...teachingInfo, taughtOnline: 'yes' })).toEqual([
      ['taughtOnline', invalid],
    ]);
  });
});

describe('isRegisterCollege', () => {
  it('is true when the saved answers join the TESOL programme', () => {
    expect(isRegisterCollege('JOIN_PROGRAM')).toBe(true);
    expect(isRegisterCollege('TEFL, JOIN_PROGRAM')).toBe(true);
    expect(isRegisterCollege('TEFL,PURSUING')).toBe(false);
    expect(isRegisterCollege('JOIN_PROGRAMME')).toBe(false);
    expect(isRegisterCollege('')).toBe(false);
    expect(isRegisterCollege(undefined)).toBe(false);
    expect(isRegisterCollege(true)).toBe(false);
  });
});

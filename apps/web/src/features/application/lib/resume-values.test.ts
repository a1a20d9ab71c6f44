import { basicInfoStep, furtherInfoStep, teachingInfoStep } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  FILE_NAME_FIELDS,
  FORM_STEPS,
  basicInfoValues,
  furtherInfoValues,
  resumeToForm,
  savedFileNames,
  stepToOpen,
  teachingInfoValues,
  text,
} from './resume-values';

/** As GET /t/tc/apply/get/resume answers after three saved steps. */
const saved = {
  commitStep: 3,
  submitted: true,
  firstName: 'Ada',
  middleInitial: 'B',
  lastName: 'Lovelace',
  gender: 'FEMALE',
  birthday: '1990/05/01',
  telAreaCode: '+1',
  phoneNum: '5551234',
  email: 'ada@example.com',
  citizenship: 'United States',
  residency: 'United States',
  state: 'NY',
  nativeSpeaker: 'YES',
  firstLanguage: 'ENGLISH',
  taughtOnline: 'YES',
  oldTeachingExperience: '1-2',
  highestLevel: 'BACHELOR',
  teachingCertificate: 'TEFL,TESOL',
  eduCertificateUrl: '/api/apply/resource/file/e1?expires=1&signature=s',
  eduCertName: 'diploma.pdf',
  fileCertificateUrl: '/api/apply/resource/file/c1?expires=1&signature=s',
  personPhotoUrl: '/api/apply/resource/file/p1?expires=1&signature=s',
  personPhotoName: 'me.png',
  fileCVUrl: '',
  heardMagicEars: 'Friend Referral',
  whichFriendChannel: 'WHATSAPP',
  hasReferralCode: 'YES',
  referralCode: '123456',
  agree: true,
};

describe('stepToOpen', () => {
  it('opens the step after the last one saved, at most 3, else 1', () => {
    expect([0, 1, 2, 3].map(stepToOpen)).toEqual([1, 2, 3, 3]);
    expect(stepToOpen(undefined)).toBe(1);
    expect(stepToOpen(null)).toBe(1);
    expect(stepToOpen(-1)).toBe(1);
    expect(stepToOpen(7)).toBe(3);
  });
});

describe('resume → form values', () => {
  it('fills every saved value, the certificate list as an array with its answer', () => {
    const form = resumeToForm(saved);
    expect(form[1]).toMatchObject({ firstName: 'Ada', state: 'NY', birthday: '1990/05/01' });
    expect(form[2]).toMatchObject({
      teachingCertificate: ['TEFL', 'TESOL'],
      certificateHeld: 'YES',
      eduCertificateUrl: saved.eduCertificateUrl,
      teachCertificateUrl: '',
    });
    expect(form[3]).toMatchObject({
      personPhotoName: 'me.png',
      whichFriendChannel: 'WHATSAPP',
      referralCode: '123456',
      agree: true,
    });
  });

  it('gives values the shared schemas accept as they are', () => {
    const form = resumeToForm(saved);
    expect(basicInfoStep.safeParse(form[1]).success).toBe(true);
    expect(teachingInfoStep.safeParse(form[2]).success).toBe(true);
    expect(furtherInfoStep.safeParse(form[3]).success).toBe(true);
  });

  it('starts an empty resume blank, with the account e-mail, referral YES and agree checked', () => {
    expect(basicInfoValues({}, 'me@example.com')).toMatchObject({
      firstName: '',
      email: 'me@example.com',
    });
    expect(teachingInfoValues({})).toMatchObject({ teachingCertificate: [], certificateHeld: '' });
    expect(furtherInfoValues({})).toMatchObject({ hasReferralCode: 'YES', agree: true });
  });

  it('reads NO, false and odd types sensibly', () => {
    expect(
      furtherInfoValues({ hasReferralCode: 'NO', referralCode: '9', agree: false }),
    ).toMatchObject({ hasReferralCode: 'NO', referralCode: '', agree: false });
    expect(furtherInfoValues({ agree: 'true' }).agree).toBe(true);
    expect(basicInfoValues({ phoneNum: 5551234, firstName: null })).toMatchObject({
      phoneNum: '5551234',
      firstName: '',
    });
    expect(teachingInfoValues({ teachingCertificate: 'NO' }).certificateHeld).toBe('NO');
  });

  it('keeps the saved file names by file field', () => {
    expect(savedFileNames(saved)).toEqual({
      personPhotoUrl: 'me.png',
      fileCVUrl: '',
      eduCertificateUrl: 'diploma.pdf',
    });
  });
});

describe('resume → form values: exact values', () => {
  it('opens at step 1 for a step that is not a whole number', () => {
    expect(stepToOpen(1.5)).toBe(1);
    expect(stepToOpen(Number.NaN)).toBe(1);
    expect(stepToOpen(2.5)).toBe(1);
  });

  it('reads text as given, numbers as text, anything else as empty', () => {
    expect(text({ a: ' x ' }, 'a')).toBe(' x ');
    expect(text({ a: 0 }, 'a')).toBe('0');
    expect(text({ a: true }, 'a')).toBe('');
    expect(text({ a: { x: 1 } } as never, 'a')).toBe('');
    expect(text({}, 'a')).toBe('');
  });

  it('fills every field of each step, nothing more', () => {
    expect(basicInfoValues(saved)).toStrictEqual({
      firstName: 'Ada',
      middleInitial: 'B',
      lastName: 'Lovelace',
      gender: 'FEMALE',
      birthday: '1990/05/01',
      telAreaCode: '+1',
      phoneNum: '5551234',
      email: 'ada@example.com',
      citizenship: 'United States',
      residency: 'United States',
      state: 'NY',
    });
    expect(
      teachingInfoValues({
        ...saved,
        teachCertificateUrl: '/t1',
        proofCertificateUrl: '/p1',
      }),
    ).toStrictEqual({
      nativeSpeaker: 'YES',
      firstLanguage: 'ENGLISH',
      taughtOnline: 'YES',
      oldTeachingExperience: '1-2',
      highestLevel: 'BACHELOR',
      eduCertificateUrl: saved.eduCertificateUrl,
      certificateHeld: 'YES',
      teachingCertificate: ['TEFL', 'TESOL'],
      teachCertificateUrl: '/t1',
      fileCertificateUrl: saved.fileCertificateUrl,
      proofCertificateUrl: '/p1',
    });
    expect(
      furtherInfoValues({
        ...saved,
        heardFromDetail: 'A friend',
        fileCVName: 'cv.pdf',
        fileCVUrl: '/cv',
      }),
    ).toStrictEqual({
      personPhotoName: 'me.png',
      personPhotoUrl: saved.personPhotoUrl,
      heardMagicEars: 'Friend Referral',
      heardFromDetail: 'A friend',
      fileCVName: 'cv.pdf',
      fileCVUrl: '/cv',
      whichFriendChannel: 'WHATSAPP',
      hasReferralCode: 'YES',
      referralCode: '123456',
      agree: true,
    });
  });

  it('keeps the saved e-mail over the account’s, and none without either', () => {
    expect(basicInfoValues({ email: 'saved@example.com' }, 'me@example.com').email).toBe(
      'saved@example.com',
    );
    expect(basicInfoValues({}).email).toBe('');
    expect(resumeToForm({}, 'me@example.com')[1].email).toBe('me@example.com');
    expect(resumeToForm({})[1].email).toBe('');
  });

  it('checks the declaration only for true, "true" or nothing saved', () => {
    expect(furtherInfoValues({ agree: null }).agree).toBe(true);
    expect(furtherInfoValues({ agree: undefined }).agree).toBe(true);
    expect(furtherInfoValues({ agree: true }).agree).toBe(true);
    expect(furtherInfoValues({ agree: 'false' }).agree).toBe(false);
    expect(furtherInfoValues({ agree: 'yes' }).agree).toBe(false);
    expect(furtherInfoValues({ agree: 1 }).agree).toBe(false);
    expect(furtherInfoValues({ agree: '' }).agree).toBe(false);
  });

  it('reads the referral answer YES unless it is exactly NO', () => {
    expect(furtherInfoValues({ hasReferralCode: 'no', referralCode: '7' })).toMatchObject({
      hasReferralCode: 'YES',
      referralCode: '7',
    });
    expect(furtherInfoValues({ hasReferralCode: 'YES', referralCode: 7 }).referralCode).toBe('7');
  });

  it('names the file fields the resume keeps names for', () => {
    expect(FILE_NAME_FIELDS).toEqual({
      personPhotoUrl: 'personPhotoName',
      fileCVUrl: 'fileCVName',
      eduCertificateUrl: 'eduCertName',
    });
    expect(savedFileNames({})).toEqual({
      personPhotoUrl: '',
      fileCVUrl: '',
      eduCertificateUrl: '',
    });
    expect(FORM_STEPS).toEqual([1, 2, 3]);
  });
});

/** Step payloads shaped like the original clients' (flat fields, nulls, extras), for tests. */
export const step1 = (overrides: Record<string, unknown> = {}) => ({
  commitStep: '1',
  firstName: 'Ann',
  middleInitial: null,
  lastName: 'Lee',
  gender: 'FEMALE',
  birthday: '1990/04/12',
  telAreaCode: '+1',
  phoneNum: '5551234567',
  email: null,
  citizenship: 'United States',
  residency: 'United States',
  state: 'NY',
  clientVersion: '2.3.1',
  ...overrides,
});

export const step2 = (overrides: Record<string, unknown> = {}) => ({
  commitStep: 2,
  nativeSpeaker: 'YES',
  firstLanguage: 'ENGLISH',
  taughtOnline: 'YES',
  oldTeachingExperience: '1-2',
  highestLevel: 'BACHELOR',
  eduCertificateUrl: null,
  teachingCertificate: 'TEFL,TESOL',
  teachCertificateUrl: null,
  fileCertificateUrl: null,
  proofCertificateUrl: null,
  ...overrides,
});

export const step3 = (overrides: Record<string, unknown> = {}) => ({
  commitStep: '3',
  personPhotoName: null,
  personPhotoUrl: null,
  heardMagicEars: 'Facebook',
  heardFromDetail: null,
  fileCVName: null,
  fileCVUrl: null,
  whichFriendChannel: null,
  hasReferralCode: 'NO',
  referralCode: null,
  agree: true,
  ...overrides,
});

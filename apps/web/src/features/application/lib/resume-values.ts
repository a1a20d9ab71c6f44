import type { SavedResume } from '@portal/contracts';
import {
  certificateAnswerOf,
  splitCommaList,
  type CertificateAnswer,
} from './teaching-certificate';

/** The three sub-steps of the form (spec section 2): Basic, Teaching, Further Information. */
export const FORM_STEPS = [1, 2, 3] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** What the form holds for step 1 (selects keep '' for "none"). */
export interface BasicInfoValues {
  firstName: string;
  middleInitial: string;
  lastName: string;
  gender: string;
  birthday: string;
  telAreaCode: string;
  phoneNum: string;
  email: string;
  citizenship: string;
  residency: string;
  state: string;
}

/** Step 2; `certificateHeld` is the question's answer, shown only (the schema drops it). */
export interface TeachingInfoValues {
  nativeSpeaker: string;
  firstLanguage: string;
  taughtOnline: string;
  oldTeachingExperience: string;
  highestLevel: string;
  eduCertificateUrl: string;
  certificateHeld: CertificateAnswer | '';
  teachingCertificate: string[];
  teachCertificateUrl: string;
  fileCertificateUrl: string;
  proofCertificateUrl: string;
}

/** Step 3, with the declaration. */
export interface FurtherInfoValues {
  personPhotoName: string;
  personPhotoUrl: string;
  heardMagicEars: string;
  heardFromDetail: string;
  fileCVName: string;
  fileCVUrl: string;
  whichFriendChannel: string;
  hasReferralCode: 'YES' | 'NO';
  referralCode: string;
  agree: boolean;
}

export interface StepValues {
  1: BasicInfoValues;
  2: TeachingInfoValues;
  3: FurtherInfoValues;
}

/** A saved resume as read from APPLICATION_CALLS.getResume (or nothing yet). */
export type SavedFields = Partial<SavedResume> & Record<string, unknown>;

/** Where the form opens: the step after the last one saved, at most 3; 1 when none. */
export function stepToOpen(commitStep: number | null | undefined): FormStep {
  const saved = Number.isInteger(commitStep) ? Number(commitStep) : 0;
  if (saved >= 2) return 3;
  if (saved === 1) return 2;
  return 1;
}

/** A saved value as the form's text ('' when missing, null or not text). */
export function text(saved: SavedFields, field: string): string {
  const value = saved[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

export function basicInfoValues(saved: SavedFields, accountEmail = ''): BasicInfoValues {
  return {
    firstName: text(saved, 'firstName'),
    middleInitial: text(saved, 'middleInitial'),
    lastName: text(saved, 'lastName'),
    gender: text(saved, 'gender'),
    birthday: text(saved, 'birthday'),
    telAreaCode: text(saved, 'telAreaCode'),
    phoneNum: text(saved, 'phoneNum'),
    email: text(saved, 'email') || accountEmail,
    citizenship: text(saved, 'citizenship'),
    residency: text(saved, 'residency'),
    state: text(saved, 'state'),
  };
}

export function teachingInfoValues(saved: SavedFields): TeachingInfoValues {
  const teachingCertificate = splitCommaList(saved.teachingCertificate);
  return {
    nativeSpeaker: text(saved, 'nativeSpeaker'),
    firstLanguage: text(saved, 'firstLanguage'),
    taughtOnline: text(saved, 'taughtOnline'),
    oldTeachingExperience: text(saved, 'oldTeachingExperience'),
    highestLevel: text(saved, 'highestLevel'),
    eduCertificateUrl: text(saved, 'eduCertificateUrl'),
    certificateHeld: certificateAnswerOf(teachingCertificate),
    teachingCertificate,
    teachCertificateUrl: text(saved, 'teachCertificateUrl'),
    fileCertificateUrl: text(saved, 'fileCertificateUrl'),
    proofCertificateUrl: text(saved, 'proofCertificateUrl'),
  };
}

/** hasReferralCode defaults to YES and agree to true (spec section 3). */
export function furtherInfoValues(saved: SavedFields): FurtherInfoValues {
  const agree = saved.agree;
  return {
    personPhotoName: text(saved, 'personPhotoName'),
    personPhotoUrl: text(saved, 'personPhotoUrl'),
    heardMagicEars: text(saved, 'heardMagicEars'),
    heardFromDetail: text(saved, 'heardFromDetail'),
    fileCVName: text(saved, 'fileCVName'),
    fileCVUrl: text(saved, 'fileCVUrl'),
    whichFriendChannel: text(saved, 'whichFriendChannel'),
    hasReferralCode: text(saved, 'hasReferralCode') === 'NO' ? 'NO' : 'YES',
    referralCode: text(saved, 'hasReferralCode') === 'NO' ? '' : text(saved, 'referralCode'),
    agree: agree === undefined || agree === null ? true : agree === true || agree === 'true',
  };
}

/** Every step's values from one saved resume. */
export function resumeToForm(saved: SavedFields, accountEmail = ''): StepValues {
  return {
    1: basicInfoValues(saved, accountEmail),
    2: teachingInfoValues(saved),
    3: furtherInfoValues(saved),
  };
}

/** The name the resume gives each uploaded file, where it keeps one. */
export const FILE_NAME_FIELDS: Readonly<Record<string, string>> = {
  personPhotoUrl: 'personPhotoName',
  fileCVUrl: 'fileCVName',
  eduCertificateUrl: 'eduCertName',
};

/** File field → the name to show for it ('' when the resume keeps no name for it). */
export function savedFileNames(saved: SavedFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FILE_NAME_FIELDS).map(([field, name]) => [field, text(saved, name)]),
  );
}

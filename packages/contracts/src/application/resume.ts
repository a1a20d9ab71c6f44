import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { optionalText } from '../wire.js';
import { referralCode as referralCodeField } from '../accounts/fields.js';
import { CHANNEL_VALUES, friendChannelMissing, OTHER_CHANNEL } from './channels.js';
import {
  ALL_COUNTRY_NAMES,
  DIAL_CODE_VALUES,
  EDUCATION_LEVELS,
  ESL_CERTIFICATE_TYPES,
  FRIEND_CHANNELS,
  GENDERS,
  LANGUAGES,
  TEACHING_EXPERIENCE_BANDS,
  US_STATES,
  valuesOf,
  YES_NO,
} from './options/index.js';
import {
  birthday,
  commaList,
  fileName,
  fileUrl,
  middleInitial,
  personName,
  phoneNumber,
  requiredChoice,
} from './resume-fields.js';

const required = FIELD_MESSAGES.required;
const US = 'United States';
const countries = ALL_COUNTRY_NAMES as unknown as readonly [string, ...string[]];
const dialCodes = DIAL_CODE_VALUES as unknown as readonly [string, ...string[]];
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  optionalText(z.enum(values, { error: FIELD_MESSAGES.invalid }));

/** Answers to "Do you hold an ESL certificate?": the certificate types, or NO (decision 010). */
export const TEACHING_CERTIFICATE_VALUES = [...valuesOf(ESL_CERTIFICATE_TYPES), 'NO'] as const;

/**
 * The interview state's `isRegisterCollege` (spec section 3): the applicant chose to join the
 * provider's TESOL certificate programme (`JOIN_PROGRAM` among the saved, comma-joined
 * `teachingCertificate`), the school's own "college" (decision 075).
 */
export function isRegisterCollege(teachingCertificate: unknown): boolean {
  return (
    typeof teachingCertificate === 'string' &&
    teachingCertificate.split(',').some((value) => value.trim() === 'JOIN_PROGRAM')
  );
}

/** Step 1, Basic Information (spec section 3 basicInfo; required flags of section 5). */
const basicInfoShape = {
  firstName: personName,
  middleInitial,
  lastName: personName,
  gender: requiredChoice(valuesOf(GENDERS)),
  birthday,
  telAreaCode: requiredChoice(dialCodes),
  phoneNum: phoneNumber,
  email: optionalText(lineText().max(254, FIELD_MESSAGES.emailFormat)),
  citizenship: requiredChoice(countries),
  residency: requiredChoice(countries),
  state: optionalChoice(valuesOf(US_STATES)),
};
/**
 * A dependent rule of section 5: `field` is wrong when `broken` says so. It is checked even
 * while other fields of the step have issues, so the applicant sees every message at once
 * (zod skips refinements on an object with issues unless told `when`); only the fields it
 * reads must be clean, as its test relies on their values.
 */
interface DependentRule<T> {
  field: keyof T & string;
  reads: readonly (keyof T & string)[];
  broken: (step: T) => boolean;
  message?: string;
}

function withRules<S extends z.ZodRawShape>(
  object: z.ZodObject<S>,
  rules: readonly DependentRule<z.output<z.ZodObject<S>>>[],
): z.ZodObject<S> {
  return rules.reduce(
    (schema, rule) =>
      schema.refine((step) => !rule.broken(step), {
        path: [rule.field],
        message: rule.message ?? required,
        when: ({ issues }) =>
          !issues.some((issue) => {
            const key = issue.path?.[0];
            return key === rule.field || rule.reads.some((read) => read === key);
          }),
      }),
    object,
  );
}

type StepOf<S extends z.ZodRawShape> = z.output<z.ZodObject<S>>;

const basicInfoRules: DependentRule<StepOf<typeof basicInfoShape>>[] = [
  { field: 'state', reads: ['residency'], broken: (step) => step.residency === US && !step.state },
];

/** Step 2, Teaching Information. */
const teachingInfoShape = {
  nativeSpeaker: optionalChoice(valuesOf(YES_NO)),
  firstLanguage: requiredChoice(valuesOf(LANGUAGES)),
  taughtOnline: optionalChoice(valuesOf(YES_NO)),
  oldTeachingExperience: optionalChoice(valuesOf(TEACHING_EXPERIENCE_BANDS)),
  highestLevel: requiredChoice(valuesOf(EDUCATION_LEVELS)),
  eduCertificateUrl: fileUrl,
  teachingCertificate: commaList(TEACHING_CERTIFICATE_VALUES),
  fileCertificateUrl: fileUrl,
  proofCertificateUrl: fileUrl,
  teachCertificateUrl: fileUrl,
};
const teachingInfoRules: DependentRule<StepOf<typeof teachingInfoShape>>[] = [
  {
    field: 'oldTeachingExperience',
    reads: ['taughtOnline'],
    broken: (step) => step.taughtOnline === 'YES' && !step.oldTeachingExperience,
  },
  {
    field: 'fileCertificateUrl',
    reads: ['proofCertificateUrl'],
    broken: (step) => Boolean(step.proofCertificateUrl) && !step.fileCertificateUrl,
  },
  {
    field: 'teachingCertificate',
    reads: [],
    broken: (step) =>
      step.teachingCertificate.includes('NO') && step.teachingCertificate.length > 1,
    message: FIELD_MESSAGES.invalid,
  },
];

/** Step 3, Further Information, with the declaration (`agree`). */
const furtherInfoShape = {
  personPhotoName: fileName,
  personPhotoUrl: fileUrl,
  fileCVName: fileName,
  fileCVUrl: fileUrl,
  heardMagicEars: requiredChoice(CHANNEL_VALUES),
  heardFromDetail: optionalText(lineText().max(200)),
  whichFriendChannel: optionalChoice(valuesOf(FRIEND_CHANNELS)),
  hasReferralCode: z.preprocess(
    (value) => value ?? 'YES',
    z.enum(valuesOf(YES_NO), { error: FIELD_MESSAGES.invalid }),
  ),
  referralCode: referralCodeField,
  agree: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.literal(true, { error: required }),
  ),
};
/** "NO" clears the referral code (spec section 5): the service stores none then. */
const furtherInfoRules: DependentRule<StepOf<typeof furtherInfoShape>>[] = [
  {
    field: 'heardFromDetail',
    reads: ['heardMagicEars'],
    broken: (step) => step.heardMagicEars === OTHER_CHANNEL && !step.heardFromDetail,
  },
  {
    field: 'whichFriendChannel',
    reads: ['heardMagicEars'],
    broken: friendChannelMissing,
  },
  {
    field: 'referralCode',
    reads: ['hasReferralCode'],
    broken: (step) => step.hasReferralCode === 'YES' && !step.referralCode,
  },
];

export const basicInfoStep = withRules(z.object(basicInfoShape), basicInfoRules);
export const teachingInfoStep = withRules(z.object(teachingInfoShape), teachingInfoRules);
export const furtherInfoStep = withRules(z.object(furtherInfoShape), furtherInfoRules);

const keysOf = <S extends object>(shape: S) => Object.keys(shape) as (keyof S & string)[];

/**
 * Each step's fields in the form's order (spec section 3), which is the order of its shape:
 * the form focuses the first wrong one, the console lists the resume in the same order.
 */
export const RESUME_STEP_FIELDS = {
  basicInfo: keysOf(basicInfoShape),
  teachingInfo: keysOf(teachingInfoShape),
  furtherInfo: keysOf(furtherInfoShape),
};
export type ResumeStepKey = keyof typeof RESUME_STEP_FIELDS;

const fileSchemas = new Set<unknown>([fileUrl, fileName]);
const allShapes: Record<string, unknown> = {
  ...basicInfoShape,
  ...teachingInfoShape,
  ...furtherInfoShape,
};
/** Fields that carry an upload (its link or its file name), shown as files, not as text. */
export const isResumeFileField = (field: string): boolean => fileSchemas.has(allShapes[field]);

/**
 * `APPLICATION_CALLS.commitResumeStep`: `commitStep` ("1", "2" or "3"; a number is read the
 * same) and that step's fields, flat, as the original clients send them.
 */
export const commitResumeStepRequest = z.preprocess(
  (body) =>
    body && typeof body === 'object' && 'commitStep' in body
      ? { ...body, commitStep: String((body as { commitStep: unknown }).commitStep) }
      : body,
  z.discriminatedUnion(
    'commitStep',
    [
      withRules(z.object({ commitStep: z.literal('1'), ...basicInfoShape }), basicInfoRules),
      withRules(z.object({ commitStep: z.literal('2'), ...teachingInfoShape }), teachingInfoRules),
      withRules(z.object({ commitStep: z.literal('3'), ...furtherInfoShape }), furtherInfoRules),
    ],
    { error: FIELD_MESSAGES.invalid },
  ),
);
export type CommitResumeStep = z.output<typeof commitResumeStepRequest>;
export type BasicInfoStep = z.output<typeof basicInfoStep>;
export type TeachingInfoStep = z.output<typeof teachingInfoStep>;
export type FurtherInfoStep = z.output<typeof furtherInfoStep>;

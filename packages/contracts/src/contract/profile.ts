import { z } from 'zod';
import { password } from '../accounts/fields.js';
import { NATIONALITY_TYPES, TEACHER_GRADES, valuesOf } from '../application/options/index.js';
import { basicInfoStep, RESUME_STEP_FIELDS } from '../application/resume.js';
import { timeZoneName } from '../scheduling/scheduling.js';
import { optionalText, wireInt } from '../wire.js';
import { bankDetails, PAYMENT_METHODS, type BankDetails, type PaymentMethod } from './bank.js';
import { ACCOUNT_STATES } from './teacher-account.lifecycle.js';
import type { teacherBlock } from './teacher.js';

/**
 * The teacher's profile (decision 038): the application form's basic information (spec
 * section 3), kept by the teacher once activated, with the time zone they read times in.
 */

/** The profile's fields: step 1 of the form without the e-mail, which is the account's own. */
export type ProfileField = Exclude<(typeof RESUME_STEP_FIELDS.basicInfo)[number], 'email'>;
export const PROFILE_FIELDS: readonly ProfileField[] = RESUME_STEP_FIELDS.basicInfo.filter(
  (field): field is ProfileField => field !== 'email',
);

/** The profile as it is read: every field as text, '' when empty. */
export const teacherProfile = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string()])) as Record<
    ProfileField,
    z.ZodString
  >,
);
export type TeacherProfile = z.infer<typeof teacherProfile>;

/**
 * `PROFILE_CALLS.updateProfile`: the form's step-1 fields with the application's own rules
 * (the e-mail, if sent, is ignored) and, optionally, the time zone.
 */
export const profileUpdateRequest = basicInfoStep.and(
  z.object({ timeZone: optionalText(timeZoneName) }),
);
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;
export type ProfileUpdate = z.output<typeof profileUpdateRequest>;

/** `PROFILE_CALLS.updateTimeZone`: an IANA zone name the server knows. */
export const timeZoneUpdateRequest = z.object({ timeZone: timeZoneName });

/** The profile fields still missing or wrong in a saved profile (the form's rules decide). */
export function profileGaps(profile: Record<string, unknown>): ProfileField[] {
  const checked = basicInfoStep.safeParse(profile);
  if (checked.success) return [];
  const wrong = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  return PROFILE_FIELDS.filter((field) => wrong.has(field));
}

/** What the teacher still has to do before the profile is complete (spec: "need completed"). */
export const NEED_ITEMS = ['PROFILE', 'BANK_DETAILS', 'TIME_ZONE'] as const;
export type NeedItem = (typeof NEED_ITEMS)[number];

export const needCompleted = z.object({
  completed: z.boolean(),
  missing: z.array(z.enum(NEED_ITEMS)),
  /** The profile's fields that are missing or wrong (empty unless PROFILE is missing). */
  profileFields: z.array(z.string()),
});
export type NeedCompleted = z.infer<typeof needCompleted>;

/** The need-completed answer for a teacher's saved state. */
export function needsOf(state: {
  profile: Record<string, unknown>;
  hasBankDetails: boolean;
  timeZone: string | null;
}): NeedCompleted {
  const profileFields = profileGaps(state.profile);
  const missing: NeedItem[] = [];
  if (profileFields.length > 0) missing.push('PROFILE');
  if (!state.hasBankDetails) missing.push('BANK_DETAILS');
  if (!state.timeZone) missing.push('TIME_ZONE');
  return { completed: missing.length === 0, missing, profileFields };
}

/** The refusals of a blocked account (contracts `teacherBlock`). */
export const TEACHER_BLOCKS = [
  'BIZ_TEACHER_STATUS_DISABLE',
  'BIZ_TEACHER_CONTRACT_EXPIRED',
] as const;
export type TeacherBlock = NonNullable<ReturnType<typeof teacherBlock>>;
const teacherBlockCode = z.enum(TEACHER_BLOCKS);

/** The short label of a blocked account (spec section 8), whichever the reason. */
export const ACCOUNT_BLOCKED_LABEL = 'Contract expired/Account disabled';

const gradeCode = z.enum(valuesOf(TEACHER_GRADES));

/** The signed contract's period and type; dates YYYY/MM/DD. */
export const contractPeriod = z.object({
  contractType: z.string(),
  effectiveOn: z.string(),
  expiresOn: z.string(),
});
export type ContractPeriod = z.infer<typeof contractPeriod>;

/** `PROFILE_CALLS.getTeacher` (Group A "get teacher"): who is signed in, and their state. */
export const teacherSummary = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  grade: gradeCode,
  gradeLabel: z.string(),
  level: z.number().int(),
  /** FOREIGN 1 or CHINESE 2 (spec section 3), from the profile's citizenship. */
  nationalityType: z.union([
    z.literal(NATIONALITY_TYPES.FOREIGN),
    z.literal(NATIONALITY_TYPES.CHINESE),
  ]),
  accountStatus: z.enum(ACCOUNT_STATES),
  /** Why the account may not act now, or null. */
  blockedBy: teacherBlockCode.nullable(),
  /** ACCOUNT_BLOCKED_LABEL when blocked. */
  blockedLabel: z.string().nullable(),
});
export type TeacherSummary = z.infer<typeof teacherSummary>;

/** `PROFILE_CALLS.getTeacherEmail` (Group A "get teacher email"). */
export const teacherEmail = z.object({ email: z.string() });

/** `PROFILE_CALLS.getProfile`: the summary, the contract, the referral code and the profile. */
export const profileInfo = teacherSummary.extend({
  referralCode: z.string(),
  contract: contractPeriod.nullable(),
  timeZone: z.string().nullable(),
  profile: teacherProfile,
  /** RESUME until the teacher saves their own profile, then TEACHER. */
  profileSource: z.enum(['RESUME', 'TEACHER']),
  profileUpdatedAt: z.number().int().nullable(),
});
export type ProfileInfo = z.infer<typeof profileInfo>;

/** `PROFILE_CALLS.updateChecks`: what may be changed now, and what a change asks for. */
export const updateChecks = z.object({
  blockedBy: teacherBlockCode.nullable(),
  profile: z.boolean(),
  bankDetails: z.boolean(),
  timeZone: z.boolean(),
  /** A bank change asks for the account's password again. */
  bankNeedsPassword: z.literal(true),
});
export type UpdateChecks = z.infer<typeof updateChecks>;

const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

/** `PROFILE_CALLS.getBankInfo` (spec Group B): `teacherId` may be left out; it must be one's own. */
export const bankInfoQuery = z.object({
  teacherId: optionalText(wireInt.pipe(z.number().int().positive())),
});

/** The bank details as the teacher sees them: never an account number, only its hint. */
export const bankInfo = z.object({
  teacherId: z.number().int(),
  hasDetails: z.boolean(),
  method: z.enum(PAYMENT_METHOD_CODES).nullable(),
  holderName: z.string(),
  masked: z.string(),
  /** The names of the fields that hold a value (the form shows them as kept). */
  fieldsSet: z.array(z.string()),
  updatedAt: z.number().int().nullable(),
});
export type BankInfo = z.infer<typeof bankInfo>;

/** `PROFILE_CALLS.updateBank`: the account's password again, and the new details. */
export const bankUpdateRequest = z.object({ password, details: bankDetails });
export type BankUpdateRequest = z.input<typeof bankUpdateRequest>;

/** The fields of a record that hold a value, the method aside. */
export function bankFieldsSet(details: BankDetails): string[] {
  return Object.entries(details)
    .filter(([field, value]) => field !== 'method' && typeof value === 'string' && value !== '')
    .map(([field]) => field);
}

/** Small applicant option lists of the application form (spec section 3, "Applicant option lists"). */

/** One option of a select or radio group: `value` is what the form stores, `label` what it shows. */
export type Choice<V extends string> = { value: V; label: string };
/** An option that also shows a hint when picked. */
export type ChoiceWithTip<V extends string> = Choice<V> & { tip?: string };

/** The values of a non-empty option list, typed as a tuple that `z.enum` accepts. */
export function valuesOf<V extends string>(
  list: readonly [Choice<V>, ...Choice<V>[]],
): readonly [V, ...V[]] {
  const [first, ...rest] = list;
  return [first.value, ...rest.map((choice) => choice.value)];
}

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'DISCLOSE', label: 'Prefer not to disclose' },
] as const satisfies readonly Choice<string>[];
export type Gender = (typeof GENDERS)[number]['value'];

/** Yes/No answers (nativeSpeaker, taughtOnline, hasReferralCode). */
export const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const satisfies readonly Choice<string>[];
export type YesNo = (typeof YES_NO)[number]['value'];

/** oldTeachingExperience: years taught, in bands. */
export const TEACHING_EXPERIENCE_BANDS = [
  { value: '0', label: '0 years' },
  { value: '0-1', label: '0-1 year' },
  { value: '1-2', label: '1-2 years' },
  { value: '2-3', label: '2-3 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '5+', label: '5+ years' },
] as const satisfies readonly Choice<string>[];
export type TeachingExperienceBand = (typeof TEACHING_EXPERIENCE_BANDS)[number]['value'];

/** highestLevel: the highest education reached. */
export const EDUCATION_LEVELS = [
  { value: 'UNDERGRADUATE_STUDENT', label: 'Undergraduate Student' },
  { value: 'BACHELOR', label: "Bachelor's" },
  { value: 'MASTER', label: "Master's" },
  { value: 'DOCTORATE', label: 'Doctorate' },
  { value: 'ASSOCIATE', label: "Associate's" },
  { value: 'HIGH_SCHOOL', label: 'High School Diploma' },
  { value: 'NA', label: 'N/A' },
] as const satisfies readonly Choice<string>[];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['value'];

/** teachingCertificate: the ESL certificates held (several may be picked, sent comma-joined). */
export const ESL_CERTIFICATE_TYPES = [
  { value: 'TEFL', label: 'TEFL' },
  { value: 'TESOL', label: 'TESOL' },
  { value: 'CELTA', label: 'CELTA' },
  { value: 'TKT', label: 'TKT' },
  { value: 'PURSUING', label: 'Currently pursuing' },
  { value: 'JOIN_PROGRAM', label: 'Join our TESOL certificate program' },
  { value: 'OTHER', label: 'Other certificate program' },
] as const satisfies readonly Choice<string>[];
export type EslCertificateType = (typeof ESL_CERTIFICATE_TYPES)[number]['value'];

/** "Do you hold an ESL certificate?" (labels as the spec gives them, "NO" included). */
export const CERTIFICATE_HELD_ANSWERS = [
  { value: 'YES', label: 'Yes' },
  {
    value: 'NO',
    label: 'NO',
    tip: 'You can still pursue an ESL certificate during your application.',
  },
  { value: 'PURSUING', label: 'Currently pursuing' },
] as const satisfies readonly ChoiceWithTip<string>[];
export type CertificateHeldAnswer = (typeof CERTIFICATE_HELD_ANSWERS)[number]['value'];

/** firstLanguage. */
export const LANGUAGES = [
  { value: 'ENGLISH', label: 'English' },
  { value: 'SPANISH', label: 'Spanish' },
  { value: 'PORTUGUESE', label: 'Portuguese' },
  { value: 'CHINESE', label: 'Chinese' },
  { value: 'FRENCH', label: 'French' },
  { value: 'RUSSIAN', label: 'Russian' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Choice<string>[];
export type Language = (typeof LANGUAGES)[number]['value'];

/** whichFriendChannel: the social channel a referring friend used. */
export const FRIEND_CHANNELS = [
  { value: 'SNAPCHAT', label: 'SnapChat' },
  { value: 'WHATSAPP', label: 'WhatsApp' },
  { value: 'TIKTOK', label: 'TikTok' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Choice<string>[];
export type FriendChannel = (typeof FRIEND_CHANNELS)[number]['value'];

/** Teacher levels. */
export const TEACHER_LEVELS = [1, 2, 3] as const;
export type TeacherLevel = (typeof TEACHER_LEVELS)[number];

/** Teacher grade names, best first. */
export const TEACHER_GRADES = [
  { value: 'S_PLUS', label: 'S+ Master Tenure' },
  { value: 'S', label: 'S Master' },
  { value: 'A', label: 'A Senior' },
  { value: 'B', label: 'B Junior' },
  { value: 'C', label: 'C Sophomore' },
] as const satisfies readonly Choice<string>[];
export type TeacherGrade = (typeof TEACHER_GRADES)[number]['value'];

/** Teacher nationality types (spec section 3: FOREIGN=1, CHINESE=2), as the wire sends them. */
export const NATIONALITY_TYPES = { FOREIGN: 1, CHINESE: 2 } as const;
export type NationalityType = (typeof NATIONALITY_TYPES)[keyof typeof NATIONALITY_TYPES];

/**
 * A teacher's nationality type from the citizenship of their profile (decision 075): CHINESE
 * for China's citizens, FOREIGN for every other citizenship of the country list.
 */
export function nationalityTypeOf(citizenship: string): NationalityType {
  return citizenship.trim() === 'China' ? NATIONALITY_TYPES.CHINESE : NATIONALITY_TYPES.FOREIGN;
}

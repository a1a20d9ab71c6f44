import {
  CERTIFICATE_HELD_ANSWERS,
  CHANNELS,
  EDUCATION_LEVELS,
  ESL_CERTIFICATE_TYPES,
  FRIEND_CHANNELS,
  GENDERS,
  LANGUAGES,
  TEACHING_EXPERIENCE_BANDS,
  US_STATES,
  YES_NO,
  isResumeFileField,
  RESUME_STEP_FIELDS,
  type ResumeStepKey,
} from '@portal/contracts';
import type { ResumeFieldKey } from '../../../application/public';

export type ResumeSectionKey = ResumeStepKey;

/** The resume's fields in the form's order (spec section 3), without the files. */
export const RESUME_SECTIONS: readonly { section: ResumeSectionKey; fields: ResumeFieldKey[] }[] = (
  ['basicInfo', 'teachingInfo', 'furtherInfo'] as const
).map((section) => ({
  section,
  fields: RESUME_STEP_FIELDS[section].filter(
    (field) => !isResumeFileField(field),
  ) as ResumeFieldKey[],
}));

type Labels = Readonly<Record<string, string>>;
const labelsOf = (list: readonly { value: string; label: string }[]): Labels =>
  Object.fromEntries(list.map(({ value, label }) => [value, label]));

const yesNo = labelsOf(YES_NO);
const VALUE_LABELS: Partial<Record<ResumeFieldKey, Labels>> = {
  gender: labelsOf(GENDERS),
  state: labelsOf(US_STATES),
  nativeSpeaker: yesNo,
  taughtOnline: yesNo,
  hasReferralCode: yesNo,
  firstLanguage: labelsOf(LANGUAGES),
  oldTeachingExperience: labelsOf(TEACHING_EXPERIENCE_BANDS),
  highestLevel: labelsOf(EDUCATION_LEVELS),
  teachingCertificate: {
    ...labelsOf(ESL_CERTIFICATE_TYPES),
    NO: CERTIFICATE_HELD_ANSWERS[1].label,
  },
  heardMagicEars: labelsOf(CHANNELS),
  whichFriendChannel: labelsOf(FRIEND_CHANNELS),
};

/** Shown for a field the applicant left empty. */
export const EMPTY_VALUE = '-';

/** One saved value as a recruiter reads it: option labels, the certificate list spelled out. */
export function displayValue(field: ResumeFieldKey, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return yesNo[value ? 'YES' : 'NO'] ?? String(value);
  const text = String(value);
  const labels = VALUE_LABELS[field];
  if (!labels) return text;
  if (field === 'teachingCertificate') {
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => labels[item] ?? item)
      .join(', ');
  }
  return labels[text] ?? text;
}

export interface ResumeRow {
  field: ResumeFieldKey;
  value: string;
}

/** Every field of every section, saved or not, with the value to show. */
export function resumeRows(
  resume: Readonly<Record<string, unknown>>,
): { section: ResumeSectionKey; rows: ResumeRow[] }[] {
  return RESUME_SECTIONS.map(({ section, fields }) => ({
    section,
    rows: fields.map((field) => ({ field, value: displayValue(field, resume[field]) })),
  }));
}

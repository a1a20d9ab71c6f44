import {
  ACCOUNT_BLOCKED_LABEL,
  beijingDate,
  gradeLabel,
  INITIAL_GRADE,
  nationalityTypeOf,
  PROFILE_FIELDS,
  teacherBlock,
  teacherStanding,
  TEACHER_GRADES,
  type ProfileInfo,
  type TeacherProfile,
  type TeacherRecord,
  type TeacherSummary,
} from '@portal/contracts';
import type { TeacherRow } from './teachers.repository.js';

type Grade = TeacherSummary['grade'];
const GRADES: readonly string[] = TEACHER_GRADES.map((grade) => grade.value);

/**
 * The profile as it is read: the teacher's own once saved, until then the application form's
 * basic information (spec section 3), every field as text.
 */
export function profileOf(row: TeacherRow): {
  profile: TeacherProfile;
  source: ProfileInfo['profileSource'];
} {
  const own = row.profileUpdatedAt !== null;
  const fields: Record<string, unknown> = own ? row.profile : (row.resumeFields ?? {});
  const profile = Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const value = fields[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as TeacherProfile;
  return { profile, source: own ? 'TEACHER' : 'RESUME' };
}

/** "Ann Lee", from the profile; the e-mail when no name is known. */
export function nameOf(row: TeacherRow): string {
  const { profile } = profileOf(row);
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ') || row.email;
}

/** Who the teacher is and whether they may act, `at` deciding whether the contract ran out. */
export function summaryOf(row: TeacherRow, at: Date): TeacherSummary {
  const blockedBy = teacherBlock(
    row.accountStatus,
    row.contract?.expiresOn ?? null,
    beijingDate(at.getTime()),
  );
  // The table's check keeps grades known; a wrong one reads as the starting grade.
  const grade = (GRADES.includes(row.grade) ? row.grade : INITIAL_GRADE) as Grade;
  return {
    userId: row.userId,
    name: nameOf(row),
    email: row.email,
    grade,
    gradeLabel: gradeLabel(grade),
    level: row.level,
    nationalityType: nationalityTypeOf(profileOf(row).profile.citizenship),
    accountStatus: row.accountStatus,
    blockedBy,
    blockedLabel: blockedBy ? ACCOUNT_BLOCKED_LABEL : null,
  };
}

export function infoOf(row: TeacherRow, at: Date): ProfileInfo {
  const { profile, source } = profileOf(row);
  return {
    ...summaryOf(row, at),
    referralCode: row.referralCode,
    contract: row.contract,
    timeZone: row.timeZone,
    profile,
    profileSource: source,
    profileUpdatedAt: row.profileUpdatedAt?.getTime() ?? null,
  };
}

export function recordOf(row: TeacherRow, at: Date): TeacherRecord {
  return {
    ...summaryOf(row, at),
    standing: teacherStanding(
      row.accountStatus,
      row.contract?.expiresOn ?? null,
      beijingDate(at.getTime()),
    ),
    statusReason: row.statusReason,
    statusChangedAt: row.statusChangedAt?.getTime() ?? null,
    activatedAt: row.activatedAt.getTime(),
    contract: row.contract,
    hasBankDetails: row.hasBankDetails,
  };
}

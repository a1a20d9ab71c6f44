import {
  needsOf,
  PROFILE_FIELDS,
  type NeedCompleted,
  type ProfileInfo,
  type ProfileUpdate,
  type TeacherSummary,
  type UpdateChecks,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { AccountStateGuard } from './account-state.js';
import { infoOf, profileOf, summaryOf } from './teacher-views.js';
import type { TeacherRow, TeachersRepository } from './teachers.repository.js';

interface Deps {
  teachers: TeachersRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  state: AccountStateGuard;
  clock?: () => Date;
}

/**
 * The teacher's own account in the teacher area: who they are, their profile and time zone,
 * and what remains to fill in. Only an activated teacher (a teacher row) has one: an
 * applicant is refused (FORBIDDEN).
 */
export function createProfileService({
  teachers,
  accounts,
  state,
  clock = () => new Date(),
}: Deps) {
  async function teacherRow(userId: number): Promise<TeacherRow> {
    const row = await teachers.find(userId);
    if (!row) throw new AppError('FORBIDDEN');
    return row;
  }

  return {
    async summary(userId: number): Promise<TeacherSummary> {
      return summaryOf(await teacherRow(userId), clock());
    },

    /** Any signed-in account's own address (applicants read it too). */
    async email(userId: number): Promise<{ email: string }> {
      const user = await accounts.findById(userId);
      if (!user) throw new AppError('TOKEN_ILLEGAL');
      return { email: user.email };
    },

    async info(userId: number): Promise<ProfileInfo> {
      return infoOf(await teacherRow(userId), clock());
    },

    async needCompleted(userId: number): Promise<NeedCompleted> {
      const row = await teacherRow(userId);
      return needsOf({
        profile: profileOf(row).profile,
        hasBankDetails: row.hasBankDetails,
        timeZone: row.timeZone,
      });
    },

    /** A blocked account may change only how it reads times; a bank change asks the password. */
    async updateChecks(userId: number): Promise<UpdateChecks> {
      await teacherRow(userId);
      const blockedBy = await state.blockOf(userId);
      return {
        blockedBy,
        profile: blockedBy === null,
        bankDetails: blockedBy === null,
        timeZone: true,
        bankNeedsPassword: true,
      };
    },

    /** The form's fields as text ('' for an empty optional one); the e-mail is not the profile's. */
    async update(userId: number, body: ProfileUpdate): Promise<ProfileInfo> {
      const fields = body as Record<string, unknown>;
      const profile = Object.fromEntries(
        PROFILE_FIELDS.map((field) => {
          const value = fields[field];
          return [field, typeof value === 'string' ? value : ''];
        }),
      );
      if (!(await teachers.saveProfile(userId, profile, body.timeZone, clock())))
        throw new AppError('FORBIDDEN');
      return this.info(userId);
    },

    async updateTimeZone(userId: number, timeZone: string): Promise<{ timeZone: string }> {
      if (!(await teachers.setTimeZone(userId, timeZone))) throw new AppError('FORBIDDEN');
      return { timeZone };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

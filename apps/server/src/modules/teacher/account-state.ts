import { beijingDate, teacherBlock, type TeacherBlock } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { TeachersRepository } from './teachers.repository.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a teacher call acts in the teacher area (decision 038): what the call declares
 * (`teacherActs` in the calls table), else every write does and no read does. Reads stay open
 * so a blocked teacher can see why.
 */
export function actsInTeacherArea(method: string, declared: boolean | undefined): boolean {
  return declared ?? !READ_METHODS.has(method);
}

/**
 * The account-state guard: a suspended account (BIZ_TEACHER_STATUS_DISABLE), or one whose
 * signed contracts have all ended by the Beijing day (BIZ_TEACHER_CONTRACT_EXPIRED; contract
 * dates are Beijing days, decision 052), may not act. Applicants
 * have no teacher row and are never refused here. The auth plugin asks it for every call that
 * acts; services ask `blockOf` to tell the teacher their state.
 */
export function createAccountStateGuard(deps: {
  teachers: Pick<TeachersRepository, 'accountState'>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async blockOf(userId: number): Promise<TeacherBlock | null> {
      const state = await deps.teachers.accountState(userId);
      if (!state) return null;
      return teacherBlock(state.accountStatus, state.lastExpiresOn, beijingDate(clock().getTime()));
    },

    async assertMayAct(userId: number): Promise<void> {
      const block = await this.blockOf(userId);
      if (block) throw new AppError(block);
    },
  };
}
export type AccountStateGuard = ReturnType<typeof createAccountStateGuard>;

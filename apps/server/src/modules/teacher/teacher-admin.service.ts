import {
  BASE_PATH,
  DEFAULT_TEACHER_PAGE_SIZE,
  PUBLIC_ROUTES,
  type TeacherListFilter,
  type TeacherRecord,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import { releaseClasses } from '../leave/class-release.js';
import type { AuditedAction } from '../staff/staff-actions.repository.js';
import { nameOf, recordOf } from './teacher-views.js';
import type { TeachersRepository } from './teachers.repository.js';

interface Deps {
  uow: Uow;
  teachers: TeachersRepository;
  supportEmail: string;
  publicUrl: string;
  clock?: () => Date;
}

/**
 * Each change of state (a move of contracts' TEACHER_ACCOUNT_LIFECYCLE, which says from where):
 * its audit name and its mail.
 */
const STATE_CHANGES = {
  suspend: { action: 'suspendTeacher', mail: 'accountSuspended' },
  restore: { action: 'restoreTeacher', mail: 'accountRestored' },
} as const satisfies Record<
  'suspend' | 'restore',
  { action: AuditedAction; mail: 'accountSuspended' | 'accountRestored' }
>;

/**
 * OPERATIONS' side of the teachers: the list, and suspending (its classes released in the same
 * unit of work) or restoring an account.
 */
export function createTeacherAdminService({
  uow,
  teachers,
  supportEmail,
  publicUrl,
  clock = () => new Date(),
}: Deps) {
  async function change(
    kind: keyof typeof STATE_CHANGES,
    staffId: number,
    userId: number,
    reason: string,
  ): Promise<TeacherRecord> {
    const step = STATE_CHANGES[kind];
    const now = clock();
    // The state, its audit entry and the teacher's mail: all of them or none.
    await uow.run(async (tx) => {
      const teacher = await tx.teachers.find(userId);
      if (!teacher) throw new AppError('NOT_FOUND');
      if (!(await tx.teachers.changeState(userId, kind, staffId, reason, now)))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      // A suspended teacher cannot teach: their classes go to standby or back to the student
      // side now, never left to become no-shows (decision 052).
      const released =
        kind === 'suspend'
          ? await releaseClasses(
              tx,
              await tx.leave.releases.ofTeacher(userId, now),
              'ACCOUNT_SUSPENDED',
              now,
              staffId,
            )
          : 0;
      await tx.staffActions.record({
        staffId,
        action: step.action,
        userId,
        detail: { reason, releasedClasses: released },
      });
      await tx.mail.send(teacher.email, step.mail, {
        name: nameOf(teacher),
        reason,
        email: supportEmail,
        link: `${publicUrl}${BASE_PATH}${PUBLIC_ROUTES.home}?type=login`,
      });
    });
    const changed = await teachers.find(userId);
    if (!changed) throw new AppError('NOT_FOUND');
    return recordOf(changed, now);
  }

  return {
    async list(query: TeacherListFilter) {
      const now = clock();
      const { total, rows } = await teachers.list({
        search: query.search,
        state: query.state,
        pageIndex: query.pageIndex ?? 1,
        pageSize: query.pageSize ?? DEFAULT_TEACHER_PAGE_SIZE,
      });
      return { total, records: rows.map((row) => recordOf(row, now)) };
    },

    suspend: (staffId: number, userId: number, reason: string) =>
      change('suspend', staffId, userId, reason),

    restore: (staffId: number, userId: number, reason: string) =>
      change('restore', staffId, userId, reason),
  };
}
export type TeacherAdminService = ReturnType<typeof createTeacherAdminService>;

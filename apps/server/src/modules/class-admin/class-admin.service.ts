import {
  OPS_CLASS_PAGE_SIZE,
  TEACHER_PAGE_CLASSES,
  type ClassPermission,
  type OpsClassListFilter,
  type OpsClassRow,
  type OpsTeacherClasses,
  type TeacherClassPermissions,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { ClassAdminRepositories } from './class-admin.repositories.js';

interface Deps {
  uow: Uow;
  repositories: Pick<ClassAdminRepositories, 'classList' | 'classPermissions'>;
  clock?: () => Date;
}

/** OPERATIONS' side of the classes: the list, one class, teachers' class-type permissions. */
export function createClassAdminService({ uow, repositories, clock = () => new Date() }: Deps) {
  const { classList, classPermissions } = repositories;

  async function assertTeacher(userId: number): Promise<void> {
    if (!(await classList.isTeacher(userId))) throw new AppError('NOT_FOUND');
  }

  async function permissionsOf(userId: number): Promise<TeacherClassPermissions> {
    return { userId, permissions: await classPermissions.of(userId) };
  }

  return {
    list: (query: OpsClassListFilter) =>
      classList.list({
        startTime: query.startTime,
        endTime: query.endTime,
        teacherId: query.teacherId,
        finishType: query.finishType,
        pageIndex: query.pageIndex ?? 1,
        pageSize: query.pageSize ?? OPS_CLASS_PAGE_SIZE,
      }),

    async classRow(classId: number): Promise<OpsClassRow> {
      const row = await classList.find(classId);
      if (!row) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      return row;
    },

    assertTeacher,

    /** A teacher's next and last classes, for their page (decision 063). */
    async teacherClasses(userId: number): Promise<OpsTeacherClasses> {
      await assertTeacher(userId);
      return classList.around(userId, clock(), TEACHER_PAGE_CLASSES);
    },

    async permissions(userId: number): Promise<TeacherClassPermissions> {
      await assertTeacher(userId);
      return permissionsOf(userId);
    },

    /** The teacher's permissions become the given list; each grant and revocation is audited. */
    async setPermissions(
      staffId: number,
      userId: number,
      wanted: readonly ClassPermission[],
    ): Promise<TeacherClassPermissions> {
      await uow.run(async (tx) => {
        if (!(await tx.classAdmin.classList.isTeacher(userId))) throw new AppError('NOT_FOUND');
        const held = (await tx.classAdmin.classPermissions.of(userId)).map((p) => p.permission);
        const granted = await tx.classAdmin.classPermissions.grant(
          userId,
          wanted.filter((p) => !held.includes(p)),
          staffId,
        );
        const revoked = await tx.classAdmin.classPermissions.revoke(
          userId,
          held.filter((p) => !wanted.includes(p)),
        );
        for (const permission of granted)
          await tx.staffActions.record({
            staffId,
            action: 'grantClassPermission',
            userId,
            detail: { permission },
          });
        for (const permission of revoked)
          await tx.staffActions.record({
            staffId,
            action: 'revokeClassPermission',
            userId,
            detail: { permission },
          });
      });
      return permissionsOf(userId);
    },
  };
}
export type ClassAdminService = ReturnType<typeof createClassAdminService>;

import type { ClassPermission } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, teacherClassPermissions } from '../../db/schema/index.js';

/** Class-type permissions OPERATIONS grant teachers (CAMBRIDGE_MAIN_UNFIXED_BOOK, ...). */
export function createClassPermissionsRepository(db: Db) {
  return {
    async of(userId: number) {
      const rows = await db
        .select({
          permission: teacherClassPermissions.permission,
          grantedAt: teacherClassPermissions.grantedAt,
          grantedBy: staff.name,
        })
        .from(teacherClassPermissions)
        .leftJoin(staff, eq(staff.id, teacherClassPermissions.grantedBy))
        .where(eq(teacherClassPermissions.userId, userId))
        .orderBy(asc(teacherClassPermissions.permission));
      return rows.map((row) => ({
        permission: row.permission as ClassPermission,
        grantedAt: row.grantedAt.getTime(),
        grantedBy: row.grantedBy,
      }));
    },

    /** Grants the ones not held yet; answers those it granted. */
    async grant(userId: number, permissions: readonly ClassPermission[], staffId: number) {
      if (permissions.length === 0) return [];
      const rows = await db
        .insert(teacherClassPermissions)
        .values(permissions.map((permission) => ({ userId, permission, grantedBy: staffId })))
        .onConflictDoNothing()
        .returning({ permission: teacherClassPermissions.permission });
      return rows.map((row) => row.permission as ClassPermission);
    },

    /** Takes the given ones away; answers those it removed. */
    async revoke(userId: number, permissions: readonly ClassPermission[]) {
      if (permissions.length === 0) return [];
      const rows = await db
        .delete(teacherClassPermissions)
        .where(
          and(
            eq(teacherClassPermissions.userId, userId),
            inArray(teacherClassPermissions.permission, [...permissions]),
          ),
        )
        .returning({ permission: teacherClassPermissions.permission });
      return rows.map((row) => row.permission as ClassPermission);
    },
  };
}
export type ClassPermissionsRepository = ReturnType<typeof createClassPermissionsRepository>;

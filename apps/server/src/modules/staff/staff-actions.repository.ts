import type { AuditedAction } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, staffActions } from '../../db/schema/index.js';

// The names of the audited actions are contracts' (the console names them in a teacher's
// activity, decision 063).
export { AUDITED_ACTIONS, type AuditedAction } from '@portal/contracts';

export interface StaffActionRecord {
  staffId: number;
  action: AuditedAction;
  /** The applicant or teacher the action concerns; none for settings (windows, catalogue, keys). */
  userId?: number | null;
  detail?: Record<string, string | number>;
}

/** The staff audit trail: rows are added, never changed. Written in the action's own unit of work. */
export function createStaffActionsRepository(db: Db) {
  return {
    async record(entry: StaffActionRecord): Promise<void> {
      await db.insert(staffActions).values({
        staffId: entry.staffId,
        action: entry.action,
        userId: entry.userId ?? null,
        detail: entry.detail ?? {},
      });
    },

    /** One person's trail, newest first, with the member's name. */
    async listFor(userId: number, limit = 200) {
      const rows = await db
        .select({
          id: staffActions.id,
          action: staffActions.action,
          detail: staffActions.detail,
          createdAt: staffActions.createdAt,
          staffName: staff.name,
        })
        .from(staffActions)
        .innerJoin(staff, eq(staff.id, staffActions.staffId))
        .where(eq(staffActions.userId, userId))
        .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
    },
  };
}
export type StaffActionsRepository = ReturnType<typeof createStaffActionsRepository>;

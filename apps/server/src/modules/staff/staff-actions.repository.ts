import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, staffActions } from '../../db/schema/index.js';

/**
 * The names of the staff actions kept in the audit trail besides funnel moves (decision 038).
 * A feature that lets staff read or change something private adds its name here.
 */
export const AUDITED_ACTIONS = [
  'viewDocument',
  'passDocument',
  'returnDocument',
  'offerContract',
  'viewContract',
  'recordBackgroundConsent',
  'viewBankDetails',
  'suspendTeacher',
  'restoreTeacher',
  'correctOutcome',
  'callInStandby',
  'grantClassPermission',
  'revokeClassPermission',
  'editClassType',
  'editTeachingWindows',
  'createIntegrationKey',
  'revokeIntegrationKey',
  'recordEmergencyCancellation',
  'grantCancellationCredits',
  'decideLeaveAppeal',
  'editCancellationPolicy',
  'startPayRun',
  'addPayAdjustment',
  'viewPayslipReceipt',
  'releasePayslips',
  'markPayslipProblem',
  'resolvePayslip',
  'submitPayslip',
  'payPayslip',
  'editPayPolicy',
  'createPayBatch',
  'exportPayBatch',
  'payPayBatch',
  'cancelPayBatch',
] as const;
export type AuditedAction = (typeof AUDITED_ACTIONS)[number];

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

import type { PayslipStatus } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payAdjustments, payslips } from '../../db/schema/index.js';
import type { PayslipRow } from './payslip-reads.repository.js';

type PayslipChange = Partial<
  Pick<
    typeof payslips.$inferInsert,
    | 'status'
    | 'releasedAt'
    | 'receiptFileId'
    | 'receiptAt'
    | 'problemMessage'
    | 'submittedAt'
    | 'paidAt'
  >
>;

/**
 * A payslip's status moves (decision 042) as conditional updates: the row moves only from the
 * statuses the move starts from, so two members acting at once make one change, and the
 * caller tells a lost race by the missing row.
 */
export function createPayslipMovesRepository(db: Db) {
  return {
    async move(
      payslipId: number,
      from: readonly PayslipStatus[],
      change: PayslipChange & { updatedAt: Date },
      teacherId?: number,
    ): Promise<PayslipRow | undefined> {
      const [row] = await db
        .update(payslips)
        .set(change)
        .where(
          and(
            eq(payslips.id, payslipId),
            inArray(payslips.status, [...from]),
            teacherId === undefined ? undefined : eq(payslips.teacherId, teacherId),
          ),
        )
        .returning();
      return row;
    },

    /** The month's DRAFTs named, released at once. */
    async release(monthStart: Date, at: Date, payslipIds: readonly number[]) {
      if (payslipIds.length === 0) return [];
      return db
        .update(payslips)
        .set({ status: 'OFFICIAL_CONFIRMED', releasedAt: at, updatedAt: at })
        .where(
          and(
            eq(payslips.monthStart, monthStart),
            eq(payslips.status, 'DRAFT'),
            inArray(payslips.id, [...payslipIds]),
          ),
        )
        .returning({
          id: payslips.id,
          teacherId: payslips.teacherId,
          totalCents: payslips.totalCents,
        });
    },

    /** The teacher's payslip of a month, locked: an adjustment waits for a release under way. */
    async lockTeacherMonth(teacherId: number, monthStart: Date) {
      const [row] = await db
        .select({ id: payslips.id, status: payslips.status })
        .from(payslips)
        .where(and(eq(payslips.teacherId, teacherId), eq(payslips.monthStart, monthStart)))
        .for('update');
      return row;
    },

    async addAdjustment(row: typeof payAdjustments.$inferInsert) {
      const [inserted] = await db.insert(payAdjustments).values(row).returning();
      if (!inserted) throw new Error('adjustment not inserted');
      return inserted;
    },
  };
}
export type PayslipMovesRepository = ReturnType<typeof createPayslipMovesRepository>;

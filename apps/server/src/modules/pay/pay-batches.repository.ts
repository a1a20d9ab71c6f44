import { PAY_BATCH_LIFECYCLE, PAYSLIP, type PaymentMethod } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import {
  bankDetails,
  payBatches,
  payBatchPayslips,
  payslips,
  resumes,
  staff,
  teachers,
  users,
} from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';
import { payTeacherName } from './payslip-reads.repository.js';

const creator = alias(staff, 'creator');
const payer = alias(staff, 'payer');

const batchColumns = {
  batch: payBatches,
  createdBy: sql<string>`coalesce(${creator.name}, '')`,
  paidBy: payer.name,
};
/** A batch with its members' names in place of their ids. */
export type PayBatchRow = Omit<typeof payBatches.$inferSelect, 'createdBy' | 'paidBy'> & {
  createdBy: string;
  paidBy: string | null;
};

/**
 * Payment batches (decision 042): made, read, exported, paid or cancelled. A batch's status is
 * written by contracts' `PAY_BATCH_LIFECYCLE` moves only (the writer's conditional update and
 * `status_moves` row).
 */
export function createPayBatchesRepository(db: Db) {
  const writer = createLifecycleWriter(db, PAY_BATCH_LIFECYCLE, {
    table: payBatches,
    id: payBatches.id,
    status: payBatches.status,
  });
  const withNames = () =>
    db
      .select(batchColumns)
      .from(payBatches)
      .innerJoin(creator, eq(creator.id, payBatches.createdBy))
      .leftJoin(payer, eq(payer.id, payBatches.paidBy));
  const flat = (r: {
    batch: typeof payBatches.$inferSelect;
    createdBy: string;
    paidBy: string | null;
  }) => ({ ...r.batch, createdBy: r.createdBy, paidBy: r.paidBy }) satisfies PayBatchRow;

  return {
    async list(monthStart: Date): Promise<PayBatchRow[]> {
      const rows = await withNames()
        .where(eq(payBatches.monthStart, monthStart))
        .orderBy(asc(payBatches.id));
      return rows.map(flat);
    },

    async find(batchId: number): Promise<PayBatchRow | undefined> {
      const [row] = await withNames().where(eq(payBatches.id, batchId));
      return row && flat(row);
    },

    /**
     * A batch of the month's SUBMIT_FINANCIAL payslips (a positive sum: a bank pays no zero)
     * whose teachers are paid by `method`. The batch takes what no other batch holds: the
     * payslip key of pay_batch_payslips makes a batch being made at the same moment wait
     * and then skip what this one took. Answers the batch with its count and total.
     */
    async create(input: { monthStart: Date; method: PaymentMethod; staffId: number; at: Date }) {
      const [batch] = await writer.create('open', { by: 'staff', staffId: input.staffId }, [
        {
          monthStart: input.monthStart,
          paymentMethod: input.method,
          payslipCount: 0,
          totalCents: 0,
          createdBy: input.staffId,
          createdAt: input.at,
        },
      ]);
      if (!batch) throw new Error('batch not inserted');
      const [sums] = await queryRows<{ n: number; total: number }>(
        db,
        sql`with taken as (
            insert into ${payBatchPayslips} (payslip_id, batch_id)
            select p.id, ${batch.id}::bigint from ${payslips} p
              join ${bankDetails} b on b.user_id = p.teacher_id
            where p.month_start = ${input.monthStart.toISOString()} and p.status = ${PAYSLIP.SUBMIT_FINANCIAL}
              and p.total_cents > 0 and b.method = ${input.method}
            on conflict (payslip_id) do nothing
            returning payslip_id)
          select count(*)::int as n, coalesce(sum(p.total_cents), 0)::int as total
          from taken join ${payslips} p on p.id = taken.payslip_id`,
      );
      const count = sums?.n ?? 0;
      const total = sums?.total ?? 0;
      await db
        .update(payBatches)
        .set({ payslipCount: count, totalCents: total })
        .where(eq(payBatches.id, batch.id));
      return { id: batch.id, count };
    },

    /** The batch's payslips with their teachers (no bank data). */
    async payslipsOf(batchId: number) {
      return db
        .select({
          payslipId: payslips.id,
          teacherId: payslips.teacherId,
          teacherName: payTeacherName,
          email: users.email,
          status: payslips.status,
          totalCents: payslips.totalCents,
        })
        .from(payBatchPayslips)
        .innerJoin(payslips, eq(payslips.id, payBatchPayslips.payslipId))
        .innerJoin(users, eq(users.id, payslips.teacherId))
        .leftJoin(teachers, eq(teachers.userId, payslips.teacherId))
        .leftJoin(resumes, eq(resumes.userId, payslips.teacherId))
        .where(eq(payBatchPayslips.batchId, batchId))
        .orderBy(asc(payslips.id));
    },

    /** What the export needs: each payslip's sum and its teacher's sealed bank record. */
    async exportRows(batchId: number) {
      return db
        .select({
          payslipId: payslips.id,
          teacherId: payslips.teacherId,
          totalCents: payslips.totalCents,
          bank: bankDetails,
        })
        .from(payBatchPayslips)
        .innerJoin(payslips, eq(payslips.id, payBatchPayslips.payslipId))
        .leftJoin(bankDetails, eq(bankDetails.userId, payslips.teacherId))
        .where(eq(payBatchPayslips.batchId, batchId))
        .orderBy(asc(payslips.id));
    },

    /** Paid, conditionally (the move starts from OPEN): a batch is paid once. */
    async markPaid(batchId: number, staffId: number, at: Date) {
      const moved = await writer.move('pay', { by: 'staff', staffId }, eq(payBatches.id, batchId), {
        paidBy: staffId,
        paidAt: at,
      });
      return moved.length > 0;
    },

    /**
     * Cancelled, conditionally (a batch being paid at the same moment waits on the row and
     * finds it no longer OPEN), and its payslips let go. Answers the payslips let go, in id
     * order; null when the batch was not OPEN.
     */
    async cancel(staffId: number, batchId: number): Promise<number[] | null> {
      const moved = await writer.move(
        'cancel',
        { by: 'staff', staffId },
        eq(payBatches.id, batchId),
      );
      if (moved.length === 0) return null;
      const gone = await db
        .delete(payBatchPayslips)
        .where(eq(payBatchPayslips.batchId, batchId))
        .returning({ payslipId: payBatchPayslips.payslipId });
      return gone.map((g) => g.payslipId).sort((a, b) => a - b);
    },
  };
}
export type PayBatchesRepository = ReturnType<typeof createPayBatchesRepository>;

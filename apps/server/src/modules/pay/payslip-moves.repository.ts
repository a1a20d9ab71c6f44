import { PAYSLIP_LIFECYCLE, type PayPolicy, type PayslipMove } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payAdjustments, payslips } from '../../db/schema/index.js';
import { createLifecycleWriter, type Mover } from '../../status-moves/lifecycle-writer.js';
import { idArray } from './pay-sources.repository.js';
import type { PayslipRow } from './payslip-reads.repository.js';

/** What a move sets besides the status (the status is the move's, from the contracts' table). */
type PayslipChange = Partial<
  Pick<
    typeof payslips.$inferInsert,
    'releasedAt' | 'receiptFileId' | 'receiptAt' | 'problemMessage' | 'submittedAt' | 'paidAt'
  >
>;

/**
 * The one writer of a payslip's status (decision 042; issue 35): every creation and move is a
 * named move of contracts' `PAYSLIP_LIFECYCLE`, a conditional update from the statuses the move
 * starts from with its `status_moves` row, so two members acting at once make one change and
 * the caller tells a lost race by the missing row.
 */
export function createPayslipMovesRepository(db: Db) {
  const writer = createLifecycleWriter(db, PAYSLIP_LIFECYCLE, {
    table: payslips,
    id: payslips.id,
    status: payslips.status,
  });

  return {
    /** One payslip's `move` (the teacher's own only, when `teacherId` is given). */
    async move(
      move: PayslipMove,
      mover: Mover,
      payslipId: number,
      change: PayslipChange & { updatedAt: Date },
      teacherId?: number,
    ): Promise<PayslipRow | undefined> {
      const [moved] = await writer.move(
        move,
        mover,
        and(
          eq(payslips.id, payslipId),
          teacherId === undefined ? undefined : eq(payslips.teacherId, teacherId),
        ),
        change,
      );
      return moved?.row;
    },

    /** The month's DRAFTs named, released at once. */
    async release(staffId: number, monthStart: Date, at: Date, payslipIds: readonly number[]) {
      if (payslipIds.length === 0) return [];
      const moved = await writer.move(
        'release',
        { by: 'staff', staffId },
        and(eq(payslips.monthStart, monthStart), inArray(payslips.id, [...payslipIds])),
        { releasedAt: at, updatedAt: at },
      );
      return moved.map(({ row }) => ({
        id: row.id,
        teacherId: row.teacherId,
        totalCents: row.totalCents,
      }));
    },

    /** New DRAFTs, one per teacher, with the rules they were computed by; their ids by teacher. */
    async generate(
      mover: Mover,
      monthStart: Date,
      runId: number | null,
      at: Date,
      policy: PayPolicy,
      rows: readonly { teacherId: number; totalCents: number }[],
    ): Promise<Map<number, number>> {
      const inserted = await writer.create(
        'generate',
        mover,
        rows.map((row) => ({
          teacherId: row.teacherId,
          monthStart,
          totalCents: row.totalCents,
          runId,
          policy,
          generatedAt: at,
          updatedAt: at,
        })),
      );
      return new Map(inserted.map((row) => [row.teacherId, row.id]));
    },

    /**
     * DRAFTs generated again: the new total and rules, one version more, the run kept when
     * none is named (a release writing afresh). Still DRAFTs only: the move starts from DRAFT.
     */
    async regenerate(
      mover: Mover,
      runId: number | null,
      at: Date,
      policy: PayPolicy,
      rows: readonly { id: number; totalCents: number }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      const ids = idArray(rows.map((row) => row.id));
      const totals = `{${rows.map((row) => Math.trunc(row.totalCents)).join(',')}}`;
      await writer.move(
        'regenerate',
        mover,
        inArray(
          payslips.id,
          rows.map((row) => row.id),
        ),
        {
          // Each row's own total, and its version plus one: expressions, not values.
          totalCents:
            sql`(select v.total from unnest(${ids}::bigint[], ${totals}::int[]) as v(id, total)
            where v.id = ${payslips.id})` as unknown as number,
          version: sql`${payslips.version} + 1` as unknown as number,
          policy,
          ...(runId === null ? {} : { runId }),
          generatedAt: at,
          updatedAt: at,
        },
      );
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

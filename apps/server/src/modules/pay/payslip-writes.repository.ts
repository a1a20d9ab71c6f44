import { PAYSLIP, type PayLine } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payslipLines, payslips } from '../../db/schema/index.js';

/** Lines per insert statement. */
const LINE_CHUNK = 10_000;

export interface PayslipHead {
  id: number;
  teacherId: number;
  status: string;
}

/** A payslip's lines as generation writes them: `position` is `payLines`' order. */
export interface PayslipLinesOf {
  payslipId: number;
  lines: readonly PayLine[];
}

/**
 * Generation's writes (decision 042), set-based for a batch of teachers inside the batch's
 * transaction: payslips are locked, DRAFTs' lines replaced exactly. The payslips themselves
 * (new DRAFTs, DRAFTs written again) are the status writer's (payslip-moves.repository).
 */
export function createPayslipWritesRepository(db: Db) {
  return {
    /** The month's payslips of these teachers, locked until the batch commits (by id: no deadlock with a release). */
    async lockMonth(monthStart: Date, teacherIds: readonly number[]): Promise<PayslipHead[]> {
      return db
        .select({ id: payslips.id, teacherId: payslips.teacherId, status: payslips.status })
        .from(payslips)
        .where(
          and(eq(payslips.monthStart, monthStart), inArray(payslips.teacherId, [...teacherIds])),
        )
        .orderBy(payslips.id)
        .for('update');
    },

    /** The month's DRAFTs (all, or those named), locked in the same order as `lockMonth`. */
    async lockDrafts(monthStart: Date, payslipIds?: readonly number[]): Promise<PayslipHead[]> {
      return db
        .select({ id: payslips.id, teacherId: payslips.teacherId, status: payslips.status })
        .from(payslips)
        .where(
          and(
            eq(payslips.monthStart, monthStart),
            eq(payslips.status, PAYSLIP.DRAFT),
            payslipIds ? inArray(payslips.id, [...payslipIds]) : undefined,
          ),
        )
        .orderBy(payslips.id)
        .for('update');
    },

    async deleteLines(payslipIds: readonly number[]): Promise<void> {
      if (payslipIds.length === 0) return;
      await db.delete(payslipLines).where(inArray(payslipLines.payslipId, [...payslipIds]));
    },

    /**
     * Every line of the batch: each chunk one statement whose rows travel as one JSON
     * parameter (a bench month writes about a million lines; thousands of bound parameters
     * per statement cost more to build and parse than the rows themselves).
     */
    async insertLines(of: readonly PayslipLinesOf[]): Promise<void> {
      const rows = of.flatMap(({ payslipId, lines }) =>
        lines.map((line, position) => ({
          payslip_id: payslipId,
          position,
          custom_group: line.group,
          pay_item: line.item,
          source: line.source,
          source_id: line.sourceId,
          slot_id: line.slotId,
          at: line.at === null ? null : new Date(line.at).toISOString(),
          label: line.label,
          finish_type: line.finishType,
          amount_cents: line.amountCents,
          issue: line.issue,
          corrects_month:
            line.correctsMonth === null ? null : new Date(line.correctsMonth).toISOString(),
          corrects_payslip_id: line.correctsPayslipId,
        })),
      );
      for (let from = 0; from < rows.length; from += LINE_CHUNK)
        await db.execute(
          sql`insert into ${payslipLines} (payslip_id, position, custom_group, pay_item, source,
              source_id, slot_id, at, label, finish_type, amount_cents, issue, corrects_month,
              corrects_payslip_id)
            select payslip_id, position, custom_group, pay_item, source, source_id, slot_id, at,
              label, finish_type, amount_cents, issue, corrects_month, corrects_payslip_id
            from json_to_recordset(${JSON.stringify(rows.slice(from, from + LINE_CHUNK))}::json)
              as x(payslip_id bigint, position int, custom_group text, pay_item text, source text,
                source_id bigint, slot_id bigint, at timestamptz, label text, finish_type text,
                amount_cents int, issue text, corrects_month timestamptz, corrects_payslip_id bigint)`,
        );
    },
  };
}
export type PayslipWritesRepository = ReturnType<typeof createPayslipWritesRepository>;

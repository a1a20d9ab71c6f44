import {
  PAYSLIP,
  type FinishType,
  type PaidLine,
  type PayIssue,
  type PayItem,
  type PayPolicy,
  type PaySource,
} from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { payMonths, payslipCoverage } from '../../db/schema/index.js';
import { idArray } from './pay-sources.repository.js';

const iso = (at: Date) => at.toISOString();

/** A released month of a teacher with changes no released payslip accounted for yet. */
export interface PendingCorrection {
  teacherId: number;
  monthStart: Date;
  monthEnd: Date;
  /** The month's change count now (what a payslip carrying it accounts for). */
  version: number;
  /** The teacher's released payslip of that month, if they had one. */
  payslipId: number | null;
  /** The rules the month was paid under: its payslip's, else the month's at its release. */
  policy: PayPolicy;
}

/**
 * Corrections after release (decision 052): released months, the counts of what changed for
 * each teacher's month (written by migration 0020's triggers), what each payslip accounted
 * for, and what released payslips paid for a month. Only reading and the coverage's writes.
 */
export function createPayCorrectionsRepository(db: Db) {
  return {
    /** The month's release, when its first payslip was released. */
    async month(monthStart: Date) {
      const [row] = await db
        .select()
        .from(payMonths)
        .where(sql`${payMonths.monthStart} = ${iso(monthStart)}`);
      return row;
    },

    /** Marks the month released (its first release; later ones keep the first's record). */
    async closeMonth(row: typeof payMonths.$inferInsert): Promise<void> {
      await db.insert(payMonths).values(row).onConflictDoNothing();
    },

    /**
     * Locks the change counts of these teachers' months up to `upTo` (inclusive) and answers
     * them: a change committed meanwhile waits for the payslip being written and then counts
     * once more, so it is carried next time rather than lost. Lock order: teacher, month (the
     * triggers upsert in the same order).
     */
    async lockChanges(teacherIds: readonly number[], upTo: Date) {
      const rows = await queryRows<{
        teacherId: number;
        monthStart: Date | string;
        version: string;
      }>(
        db,
        sql`select teacher_id::int as "teacherId", month_start as "monthStart", version::text as version
          from pay_month_changes
          where teacher_id = any(${idArray(teacherIds)}::bigint[]) and month_start <= ${iso(upTo)}
          order by teacher_id, month_start
          for update`,
      );
      const versions = new Map<string, number>();
      for (const row of rows)
        versions.set(`${row.teacherId}:${new Date(row.monthStart).getTime()}`, Number(row.version));
      return (teacherId: number, monthStart: number) =>
        versions.get(`${teacherId}:${monthStart}`) ?? 0;
    },

    /**
     * The released months before `before` of these teachers whose change count is past what
     * their released payslips accounted for, and whose own payslip of the month is not a
     * DRAFT (a DRAFT pays its month itself when released).
     */
    async pending(teacherIds: readonly number[], before: Date): Promise<PendingCorrection[]> {
      const rows = await queryRows<{
        teacherId: number;
        monthStart: Date | string;
        monthEnd: Date | string;
        version: string;
        payslipId: number | null;
        payslipPolicy: PayPolicy | null;
        monthPolicy: PayPolicy;
      }>(
        db,
        sql`select c.teacher_id::int as "teacherId", c.month_start as "monthStart",
            pm.month_end as "monthEnd", c.version::text as version, p.id::int as "payslipId",
            p.policy as "payslipPolicy", pm.policy as "monthPolicy"
          from pay_month_changes c
          join pay_months pm on pm.month_start = c.month_start
          left join payslips p on p.teacher_id = c.teacher_id and p.month_start = c.month_start
          where c.teacher_id = any(${idArray(teacherIds)}::bigint[])
            and c.month_start < ${iso(before)}
            and (p.id is null or p.status <> ${PAYSLIP.DRAFT})
            and c.version > coalesce((select max(v.version) from payslip_coverage v
              join payslips q on q.id = v.payslip_id
              where q.teacher_id = c.teacher_id and v.month_start = c.month_start
                and q.status <> ${PAYSLIP.DRAFT}), 0)
          order by c.teacher_id, c.month_start`,
      );
      return rows.map((row) => ({
        teacherId: row.teacherId,
        monthStart: new Date(row.monthStart),
        monthEnd: new Date(row.monthEnd),
        version: Number(row.version),
        payslipId: row.payslipId,
        policy: row.payslipPolicy ?? row.monthPolicy,
      }));
    },

    /**
     * What released payslips paid these teachers for a month: the month's own lines (not its
     * corrections of earlier months) and every correction of it on later payslips.
     */
    async paidLines(
      teacherIds: readonly number[],
      monthStart: Date,
    ): Promise<Map<number, PaidLine[]>> {
      const rows = await queryRows<{
        teacherId: number;
        item: PayItem;
        source: PaySource;
        sourceId: number;
        slotId: number | null;
        at: Date | string | null;
        label: string;
        finishType: FinishType | null;
        amountCents: number;
        issue: PayIssue | null;
      }>(
        db,
        sql`select p.teacher_id::int as "teacherId", l.pay_item as item, l.source,
            l.source_id::int as "sourceId", l.slot_id::int as "slotId", l.at, l.label,
            l.finish_type as "finishType", l.amount_cents as "amountCents", l.issue
          from payslip_lines l join payslips p on p.id = l.payslip_id
          where p.teacher_id = any(${idArray(teacherIds)}::bigint[]) and p.status <> ${PAYSLIP.DRAFT}
            and ((p.month_start = ${iso(monthStart)} and l.custom_group <> 'CORRECTION')
              or (l.custom_group = 'CORRECTION' and l.corrects_month = ${iso(monthStart)}))
          order by p.month_start, l.position`,
      );
      const byTeacher = new Map<number, PaidLine[]>();
      for (const { teacherId, at, ...line } of rows)
        byTeacher.set(teacherId, [
          ...(byTeacher.get(teacherId) ?? []),
          { ...line, at: at === null ? null : new Date(at).getTime() },
        ]);
      return byTeacher;
    },

    /** A DRAFT's coverage is written again with its lines. */
    async replaceCoverage(
      payslipIds: readonly number[],
      rows: readonly { payslipId: number; monthStart: Date; version: number }[],
    ): Promise<void> {
      if (payslipIds.length > 0)
        await db.delete(payslipCoverage).where(inArray(payslipCoverage.payslipId, [...payslipIds]));
      if (rows.length > 0) await db.insert(payslipCoverage).values([...rows]);
    },
  };
}
export type PayCorrectionsRepository = ReturnType<typeof createPayCorrectionsRepository>;

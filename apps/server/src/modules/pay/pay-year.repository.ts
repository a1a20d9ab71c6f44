import {
  BEIJING_ZONE,
  PAYSLIP,
  type PayGroup,
  type PayYearSum,
  type TimeRange,
} from '@portal/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payslipLines, payslips } from '../../db/schema/index.js';
import { released } from './payslip-reads.repository.js';

/** A payslip month's Beijing year (months start at Beijing midnight, decision 042). */
const beijingYear = sql<number>`extract(year from ${payslips.monthStart} at time zone ${BEIJING_ZONE})::int`;

/** A teacher's released payslips by year (decision 066): the totals, the statement, the years. */
export function createPayYearRepository(db: Db) {
  return {
    /**
     * The year's released payslips summed by month, group and status: one GROUP BY, which
     * contracts' `yearTotalsOf` and `yearStatementOf` shape.
     */
    async sums(teacherId: number, year: TimeRange): Promise<PayYearSum[]> {
      const rows = await db
        .select({
          monthStart: payslips.monthStart,
          group: payslipLines.customGroup,
          status: payslips.status,
          // A bigint sum: never overflows, read back as a number of cents.
          sumCents: sql`coalesce(sum(${payslipLines.amountCents}), 0)`.mapWith(Number),
        })
        .from(payslipLines)
        .innerJoin(payslips, eq(payslips.id, payslipLines.payslipId))
        .where(
          and(
            eq(payslips.teacherId, teacherId),
            released,
            gte(payslips.monthStart, new Date(year.start)),
            lt(payslips.monthStart, new Date(year.end)),
          ),
        )
        .groupBy(payslips.monthStart, payslipLines.customGroup, payslips.status);
      return rows.map((row) => ({
        monthStart: row.monthStart.getTime(),
        group: row.group as PayGroup,
        paid: row.status === PAYSLIP.PAID,
        sumCents: row.sumCents,
      }));
    },

    /** The Beijing years in which the teacher has a released payslip, newest first. */
    async years(teacherId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: beijingYear })
        .from(payslips)
        .where(and(eq(payslips.teacherId, teacherId), released));
      // Sorted here: an ORDER BY would repeat the zone as another parameter, which DISTINCT refuses.
      return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
    },
  };
}
export type PayYearRepository = ReturnType<typeof createPayYearRepository>;

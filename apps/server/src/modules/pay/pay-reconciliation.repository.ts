import { PAYSLIP } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import type { MonthRange } from './pay-sources.repository.js';
import { hasOutcome, latestFinishType } from '../classes/class-rules.sql.js';

const iso = (at: Date) => at.toISOString();

interface CountSum {
  count: number;
  sumCents: number;
}

/** A finished class of the month with what every payslip said of it (the export's row). */
export interface ReconciledClass {
  classId: number;
  teacherId: number;
  teacherEmail: string;
  startsAt: Date;
  courseType: string;
  finishType: string;
  /** Lines naming the class on its month's released payslip. */
  paidOn: number | null;
  paidCents: number;
  /** Lines naming the class on later released payslips (corrections, settlements). */
  laterOn: string;
  laterCents: number;
  /** Lines naming it on payslips not released yet. */
  waitingCents: number;
  /** A line of it has an issue that no adjustment settled yet. */
  toSettle: boolean;
}

/**
 * FINANCE's reconciliation of a month (decision 052), read from the payslips' own lines: what
 * the month's released payslips paid, what later ones corrected, what waits in drafts and
 * which finished classes no released payslip paid yet. Reading only.
 */
export function createPayReconciliationRepository(db: Db) {
  return {
    async totals(month: MonthRange) {
      const [row] = await queryRows<{
        classesFinished: number;
        releasedPayslips: number;
        draftPayslips: number;
        releasedTotal: CountSum;
        classesPaid: CountSum;
        ownLines: CountSum;
        carriedIn: CountSum;
        correctedLater: CountSum;
        correctionsWaiting: CountSum;
      }>(
        db,
        sql`with month_slips as (
              select id, status, total_cents from payslips where month_start = ${iso(month.start)}),
            own as (
              select l.custom_group, l.pay_item, l.source, l.amount_cents
              from payslip_lines l join month_slips p on p.id = l.payslip_id
              where p.status <> ${PAYSLIP.DRAFT}),
            later as (
              select p.status, l.amount_cents from payslip_lines l
              join payslips p on p.id = l.payslip_id
              where l.custom_group = 'CORRECTION' and l.corrects_month = ${iso(month.start)})
          select
            (select count(*)::int from class_slots s
              where s.starts_at >= ${iso(month.start)} and s.starts_at < ${iso(month.end)}
                and ${hasOutcome('s')}) as "classesFinished",
            (select count(*)::int from month_slips where status <> ${PAYSLIP.DRAFT}) as "releasedPayslips",
            (select count(*)::int from month_slips where status = ${PAYSLIP.DRAFT}) as "draftPayslips",
            (select json_build_object('count', count(*), 'sumCents', coalesce(sum(total_cents), 0))
              from month_slips where status <> ${PAYSLIP.DRAFT}) as "releasedTotal",
            (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0))
              from own where custom_group <> 'CORRECTION' and source = 'CLASS'
                and pay_item in ('MAIN_CLASS', 'NON_MAIN_CLASS')) as "classesPaid",
            (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0))
              from own where custom_group <> 'CORRECTION') as "ownLines",
            (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0))
              from own where custom_group = 'CORRECTION') as "carriedIn",
            (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0))
              from later where status <> ${PAYSLIP.DRAFT}) as "correctedLater",
            (select json_build_object('count', count(*), 'sumCents', coalesce(sum(amount_cents), 0))
              from later where status = ${PAYSLIP.DRAFT}) as "correctionsWaiting"`,
      );
      if (!row) throw new Error('reconciliation answered no row');
      const number = (value: CountSum) => ({
        count: Number(value.count),
        sumCents: Number(value.sumCents),
      });
      return {
        classesFinished: row.classesFinished,
        releasedPayslips: row.releasedPayslips,
        draftPayslips: row.draftPayslips,
        releasedTotal: number(row.releasedTotal),
        classesPaid: number(row.classesPaid),
        ownLines: number(row.ownLines),
        carriedIn: number(row.carriedIn),
        correctedLater: number(row.correctedLater),
        correctionsWaiting: number(row.correctionsWaiting),
      };
    },

    /** Every finished class of the month, with the lines naming it on every payslip. */
    async classes(month: MonthRange): Promise<ReconciledClass[]> {
      const rows = await queryRows<
        Omit<ReconciledClass, 'startsAt' | 'paidCents' | 'laterCents' | 'waitingCents'> & {
          startsAt: Date | string;
          paidCents: string;
          laterCents: string;
          waitingCents: string;
        }
      >(
        db,
        sql`with classes as (
              select s.id, s.teacher_id, s.starts_at, s.course_type,
                ${latestFinishType('s')} as finish_type
              from class_slots s
              where s.starts_at >= ${iso(month.start)} and s.starts_at < ${iso(month.end)}
                and ${hasOutcome('s')}),
            lines as (
              select l.slot_id, l.amount_cents, l.issue, p.id as payslip_id, p.status,
                p.teacher_id, (p.month_start = ${iso(month.start)} and l.custom_group <> 'CORRECTION') as own
              from payslip_lines l join payslips p on p.id = l.payslip_id
              where l.slot_id in (select id from classes))
          select c.id::int as "classId", c.teacher_id::int as "teacherId", u.email as "teacherEmail",
            c.starts_at as "startsAt", c.course_type as "courseType", c.finish_type as "finishType",
            min(l.payslip_id) filter (where l.own and l.status <> ${PAYSLIP.DRAFT})::int as "paidOn",
            coalesce(sum(l.amount_cents) filter (where l.own and l.status <> ${PAYSLIP.DRAFT}), 0)::text as "paidCents",
            coalesce(string_agg(distinct l.payslip_id::text, ' ')
              filter (where not l.own and l.status <> ${PAYSLIP.DRAFT}), '') as "laterOn",
            coalesce(sum(l.amount_cents) filter (where not l.own and l.status <> ${PAYSLIP.DRAFT}), 0)::text as "laterCents",
            coalesce(sum(l.amount_cents) filter (where l.status = ${PAYSLIP.DRAFT}), 0)::text as "waitingCents",
            coalesce(bool_or(l.issue is not null and not exists (select 1 from pay_adjustments a
              where a.teacher_id = l.teacher_id and a.slot_id = l.slot_id)), false) as "toSettle"
          from classes c join users u on u.id = c.teacher_id
          left join lines l on l.slot_id = c.id
          group by c.id, c.teacher_id, u.email, c.starts_at, c.course_type, c.finish_type
          order by c.starts_at, c.id`,
      );
      return rows.map((row) => ({
        ...row,
        startsAt: new Date(row.startsAt),
        paidCents: Number(row.paidCents),
        laterCents: Number(row.laterCents),
        waitingCents: Number(row.waitingCents),
      }));
    },
  };
}
export type PayReconciliationRepository = ReturnType<typeof createPayReconciliationRepository>;

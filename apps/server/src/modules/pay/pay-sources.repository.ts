import {
  contractInForceAt,
  PAYSLIP,
  type FinishType,
  type PayAdjustmentEntry,
  type PayClass,
  type PayDeductionEntry,
  type PayMonthInput,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { createSignedContractsRepository } from '../contract/signed-contracts.repository.js';
import { hasOutcome, latestFinishType, peakSlotOpened } from '../classes/class-rules.sql.js';

/** A Beijing month, [start, end). */
export interface MonthRange {
  start: Date;
  end: Date;
}

/** A Postgres array literal of ids, one parameter whatever the batch's size (both drivers). */
export const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const iso = (at: Date) => at.toISOString();
const ms = (value: string | Date) => new Date(value).getTime();

/**
 * What a month's payslips are computed from (decisions 042, 052), read for a batch of teachers
 * in a few set-based queries, never one per teacher: the bench generates 2,000 teachers x 200
 * classes. Only reading; contracts' `payLines` turns it into lines.
 */
export function createPaySourcesRepository(db: Db) {
  const signed = createSignedContractsRepository(db);
  return {
    /**
     * The teachers with something to be paid for in the month: a finished class, a deduction
     * or an adjustment; those holding a DRAFT of it, so a DRAFT whose sources went away is
     * emptied rather than left stale; and those with changes of an earlier released month not
     * yet carried to a released payslip (corrections, decision 052).
     */
    async monthTeachers(month: MonthRange): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select s.teacher_id::int as id from class_slots s
            where s.starts_at >= ${iso(month.start)} and s.starts_at < ${iso(month.end)}
              and ${hasOutcome('s')}
          union select c.teacher_id::int from pay_deductions d
            join leave_record_classes c on c.id = d.leave_class_id
            where c.starts_at >= ${iso(month.start)} and c.starts_at < ${iso(month.end)}
          union select teacher_id::int from pay_adjustments where month_start = ${iso(month.start)}
          union select teacher_id::int from payslips
            where month_start = ${iso(month.start)} and status = ${PAYSLIP.DRAFT}
          union select c.teacher_id::int from pay_month_changes c
            join pay_months pm on pm.month_start = c.month_start
            left join payslips p on p.teacher_id = c.teacher_id and p.month_start = c.month_start
            where c.month_start < ${iso(month.start)} and (p.id is null or p.status <> ${PAYSLIP.DRAFT})
              and c.version > coalesce((select max(v.version) from payslip_coverage v
                join payslips q on q.id = v.payslip_id
                where q.teacher_id = c.teacher_id and v.month_start = c.month_start
                  and q.status <> ${PAYSLIP.DRAFT}), 0)
          order by 1`,
      );
      return rows.map((row) => row.id);
    },

    /** Each teacher's sources of the month, ready for `payLines`. */
    async monthSources(
      month: MonthRange,
      teacherIds: readonly number[],
    ): Promise<Map<number, PayMonthInput>> {
      const ids = idArray(teacherIds);
      const inputs = new Map<
        number,
        {
          classes: PayClass[];
          peakSlotsOpened: number;
          deductions: PayDeductionEntry[];
          adjustments: PayAdjustmentEntry[];
        }
      >();
      for (const id of teacherIds)
        inputs.set(id, { classes: [], peakSlotsOpened: 0, deductions: [], adjustments: [] });
      const of = (id: number) => inputs.get(id);

      const contracts = await signed.ofMany(teacherIds);
      // A finished class is one with an outcome; its latest row says how it ended (appended,
      // never changed: a correction is a new row). Its length is its own (the catalogue's
      // length may change later; the class taught what it was opened for).
      const classes = await queryRows<{
        teacherId: number;
        slotId: number;
        startsAt: string | Date;
        courseType: string;
        label: string;
        minutes: number;
        finishType: FinishType;
        peak: boolean;
        fromStandby: boolean;
        joinedAt: string | Date | null;
      }>(
        db,
        sql`select s.teacher_id::int as "teacherId", s.id::int as "slotId", s.starts_at as "startsAt",
            s.course_type as "courseType", t.label,
            (extract(epoch from s.teaching_ends_at - s.starts_at) / 60)::int as minutes,
            o.finish_type as "finishType",
            s.peak, s.from_standby as "fromStandby", s.joined_at as "joinedAt"
          from class_slots s
          join class_types t on t.id = s.class_type_id
          join lateral ${latestFinishType('s')} o on true
          where s.teacher_id = any(${ids}::bigint[])
            and s.starts_at >= ${iso(month.start)} and s.starts_at < ${iso(month.end)}`,
      );
      for (const row of classes) {
        const startsAt = ms(row.startsAt);
        of(row.teacherId)?.classes.push({
          slotId: row.slotId,
          startsAt,
          courseType: row.courseType,
          label: row.label,
          minutes: row.minutes,
          finishType: row.finishType,
          peak: row.peak,
          fromStandby: row.fromStandby,
          joinedAt: row.joinedAt === null ? null : ms(row.joinedAt),
          contract: contractInForceAt(contracts.get(row.teacherId) ?? [], startsAt),
        });
      }

      // Peak slots opened count as the slot screen's panel counts them (one rule, class-rules.sql.ts),
      // so the teacher's own count and the incentive agree.
      const peaks = await queryRows<{ teacherId: number; opened: number }>(
        db,
        sql`select s.teacher_id::int as "teacherId", count(*)::int as opened from class_slots s
          where s.teacher_id = any(${ids}::bigint[])
            and s.starts_at >= ${iso(month.start)} and s.starts_at < ${iso(month.end)}
            and ${peakSlotOpened('s')}
          group by s.teacher_id`,
      );
      for (const row of peaks) {
        const input = of(row.teacherId);
        if (input) input.peakSlotsOpened = row.opened;
      }

      // Fines and their reversals count in their class's month: one written after the month's
      // release corrects that month on a later payslip (decision 052).
      const deductions = await queryRows<{
        teacherId: number;
        id: number;
        kind: 'FINE' | 'FINE_REVERSED';
        amountCents: number;
        slotId: number | null;
        at: string | Date;
      }>(
        db,
        sql`select d.user_id::int as "teacherId", d.id::int as id, d.kind, d.amount_cents as "amountCents",
            c.slot_id::int as "slotId", d.created_at as at
          from pay_deductions d join leave_record_classes c on c.id = d.leave_class_id
          where d.user_id = any(${ids}::bigint[])
            and c.starts_at >= ${iso(month.start)} and c.starts_at < ${iso(month.end)}`,
      );
      for (const row of deductions)
        of(row.teacherId)?.deductions.push({
          id: row.id,
          kind: row.kind,
          amountCents: row.amountCents,
          slotId: row.slotId,
          at: ms(row.at),
        });

      const adjustments = await queryRows<{
        teacherId: number;
        id: number;
        amountCents: number;
        reason: string;
        slotId: number | null;
      }>(
        db,
        sql`select teacher_id::int as "teacherId", id::int as id, amount_cents as "amountCents",
            reason, slot_id::int as "slotId"
          from pay_adjustments
          where teacher_id = any(${ids}::bigint[]) and month_start = ${iso(month.start)}`,
      );
      for (const row of adjustments)
        of(row.teacherId)?.adjustments.push({
          id: row.id,
          amountCents: row.amountCents,
          reason: row.reason,
          slotId: row.slotId,
        });
      return inputs;
    },
  };
}
export type PaySourcesRepository = ReturnType<typeof createPaySourcesRepository>;

import { BOOKABLE_STATUSES, SLOT } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import {
  latestFinishType,
  peakSlotOpened,
  slotStatusIn,
  slotStatusIs,
  slotStatusNot,
} from './class-rules.sql.js';

const finished = (column: string) => slotStatusIs(column, SLOT.FINISH);

interface Range {
  from: Date;
  to: Date;
}

const iso = (at: Date) => at.toISOString();

/**
 * The counts the slot screen's panels show (decision 039): read-only, one query each, all on
 * the teacher's `(teacher_id, starts_at)` index.
 */
export function createClassStatsRepository(db: Db) {
  return {
    async month(teacherId: number, range: Range) {
      const [row] = await queryRows<{
        finished: number;
        peak_finished: number;
        as_scheduled: number;
        peak_opened: number;
      }>(
        db,
        sql`select
          count(*) filter (where ${finished('s.status')})::int as finished,
          count(*) filter (where ${finished('s.status')} and s.peak)::int as peak_finished,
          count(*) filter (where ${finished('s.status')} and o.finish_type = 'AS_SCHEDULED')::int as as_scheduled,
          count(*) filter (where ${peakSlotOpened('s')})::int as peak_opened
        from class_slots s
        left join lateral ${latestFinishType('s')} o on true
        where s.teacher_id = ${teacherId} and s.starts_at >= ${iso(range.from)} and s.starts_at < ${iso(range.to)}`,
      );
      return {
        finished: row?.finished ?? 0,
        peakFinished: row?.peak_finished ?? 0,
        asScheduled: row?.as_scheduled ?? 0,
        peakOpened: row?.peak_opened ?? 0,
      };
    },

    async achievement(teacherId: number) {
      const [row] = await queryRows<{
        finished: number;
        peak_finished: number;
        standby_finished: number;
        first_class: string | null;
      }>(
        db,
        sql`select
          count(*) filter (where ${finished('status')})::int as finished,
          count(*) filter (where ${finished('status')} and peak)::int as peak_finished,
          count(*) filter (where ${slotStatusIs('status', SLOT.STANDBY_FINISH)} or (${finished('status')} and from_standby))::int as standby_finished,
          min(starts_at) filter (where ${finished('status')}) as first_class
        from class_slots where teacher_id = ${teacherId}`,
      );
      return {
        finished: row?.finished ?? 0,
        peakFinished: row?.peak_finished ?? 0,
        standbyFinished: row?.standby_finished ?? 0,
        firstClassAt: row?.first_class ? new Date(row.first_class).getTime() : null,
      };
    },

    /** The teacher's classes in a week: opened (not standby) and booked. */
    async week(teacherId: number, range: Range) {
      const [row] = await queryRows<{ opened: number; booked: number }>(
        db,
        sql`select
          count(*) filter (where course_type <> 'STANDBY' and ${slotStatusNot('status', SLOT.CANCELLED)})::int as opened,
          count(*) filter (where ${slotStatusIn('status', [SLOT.BOOKED, SLOT.IN_PROCESS, SLOT.FINISH])})::int as booked
        from class_slots
        where teacher_id = ${teacherId} and starts_at >= ${iso(range.from)} and starts_at < ${iso(range.to)}`,
      );
      return { opened: row?.opened ?? 0, booked: row?.booked ?? 0 };
    },

    /** Times in a range where students asked for more seats than teachers opened. */
    async unmetDemand(range: Range, limit: number) {
      const rows = await queryRows<{ course_type: string; starts_at: string; unmet: number }>(
        db,
        sql`select d.course_type, d.starts_at, (d.students - coalesce(sum(s.capacity), 0))::int as unmet
        from class_demand d
        left join class_slots s on s.course_type = d.course_type and s.starts_at = d.starts_at
          and ${slotStatusIn('s.status', BOOKABLE_STATUSES)}
        where d.starts_at >= ${iso(range.from)} and d.starts_at < ${iso(range.to)}
        group by d.course_type, d.starts_at, d.students
        having d.students - coalesce(sum(s.capacity), 0) > 0
        order by unmet desc, d.starts_at
        limit ${limit}`,
      );
      return rows.map((r) => ({
        courseType: r.course_type,
        startsAt: new Date(r.starts_at),
        unmet: r.unmet,
      }));
    },

    async recordDemand(courseType: string, startsAt: Date, students: number, now: Date) {
      await db.execute(
        sql`insert into class_demand (course_type, starts_at, students, updated_at)
        values (${courseType}, ${iso(startsAt)}, ${students}, ${iso(now)})
        on conflict (course_type, starts_at) do update set students = excluded.students, updated_at = excluded.updated_at`,
      );
    },
  };
}
export type ClassStatsRepository = ReturnType<typeof createClassStatsRepository>;

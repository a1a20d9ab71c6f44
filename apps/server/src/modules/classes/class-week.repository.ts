import { CONTRACT, SLOT, type TeacherClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { HOUR_MS } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { teachers } from '../../db/schema/index.js';
import { latestFinishType, slotStatusNot } from './class-rules.sql.js';

/** A held time as the week grid reads it (times in epoch ms). */
export interface HeldTime {
  startsAt: number;
  endsAt: number;
  teachingEndsAt: number;
  smartClassType: string;
  courseType: string;
  status: string;
  peak: boolean;
  peakCarrots: number;
  studentCount: number;
  /** A week of a fixed period (decision 041). */
  fixed: boolean;
}

/** A held time with what the teacher needs to teach it (the schedule). */
export interface WeekClass extends HeldTime {
  id: number;
  classTypeId: number;
  topic: string | null;
  lesson: string | null;
  fromStandby: boolean;
  joinedAt: number | null;
  students: TeacherClass['students'];
  finishType: string | null;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint`);
/** The held rows of the teacher that overlap [from, to): a range read of the teacher's index. */
const heldWhere = sql`s.teacher_id = ${teachers.userId}
  and s.starts_at >= ${sql.placeholder('earliest')} and s.starts_at < ${sql.placeholder('to')}
  and s.ends_at > ${sql.placeholder('from')} and ${slotStatusNot('s.status', SLOT.CANCELLED)}`;
const heldColumns = sql`'startsAt', ${ms('s.starts_at')}, 'endsAt', ${ms('s.ends_at')},
  'teachingEndsAt', ${ms('s.teaching_ends_at')}, 'smartClassType', s.smart_class_type,
  'courseType', s.course_type, 'status', s.status, 'peak', s.peak, 'peakCarrots', s.peak_carrots,
  'studentCount', s.student_count, 'fixed', s.fixed_period_id is not null`;

/** A signed contract as the grid reads it: which days may be opened, and their peak carrots. */
export interface GridContract {
  id: number;
  version: number;
  effectiveOn: string;
  expiresOn: string;
  peakCarrots: number;
}

/**
 * The week grid: the teacher's held times, the standby seats taken and the signed contracts
 * (which days may be opened, with which peak carrots: decision 052), in one prepared round
 * trip (decision 031's rule for hot reads).
 */
const gridQuery = (db: Db) =>
  db
    .select({
      held: sql<
        HeldTime[] | null
      >`(select json_agg(json_build_object(${heldColumns}) order by s.starts_at)
        from class_slots s where ${heldWhere})`,
      seats: sql<
        [number, number, number][] | null
      >`(select json_agg(json_build_array(${ms('t.starts_at')}, t.held, t.capacity))
        from standby_times t where t.starts_at >= ${sql.placeholder('from')} and t.starts_at < ${sql.placeholder('to')})`,
      contracts: sql<GridContract[] | null>`(select json_agg(json_build_object('id', c.id,
          'version', c.version, 'effectiveOn', to_char(c.effective_on, 'YYYY-MM-DD'),
          'expiresOn', to_char(c.expires_on, 'YYYY-MM-DD'), 'peakCarrots', c.peak_carrots))
        from contracts c where c.user_id = ${teachers.userId} and c.status = ${CONTRACT.SIGNED})`,
    })
    .from(teachers)
    .where(sql`${teachers.userId} = ${sql.placeholder('teacher')}`)
    .prepare('class_week_grid');

/** The schedule: the held times with their students and latest outcome, in one round trip. */
const scheduleQuery = (db: Db) =>
  db
    .select({
      classes: sql<WeekClass[] | null>`(select json_agg(json_build_object(${heldColumns},
          'id', s.id, 'classTypeId', s.class_type_id, 'topic', s.topic, 'lesson', s.lesson,
          'fromStandby', s.from_standby, 'joinedAt', ${ms('s.joined_at')},
          'students', coalesce((select json_agg(json_build_object('studentId', c.student_id, 'level', c.level,
              'unit', c.unit, 'lesson', c.lesson, 'firstName', c.first_name, 'age', c.age) order by c.id)
            from class_students c where c.slot_id = s.id and c.cancelled_at is null), '[]'::json),
          'finishType', ${latestFinishType('s')})
          order by s.starts_at)
        from class_slots s where ${heldWhere})`,
    })
    .from(teachers)
    .where(sql`${teachers.userId} = ${sql.placeholder('teacher')}`)
    .prepare('class_week_schedule');

/** The longest block a class holds (a 100-minute class: two hours), for range reads. */
const LONGEST_BLOCK_MS = 4 * HOUR_MS;

/** The hot reads of the slot screen: built once, prepared, one round trip each. */
export function createClassWeekRepository(db: Db) {
  let grid: ReturnType<typeof gridQuery> | undefined;
  let schedule: ReturnType<typeof scheduleQuery> | undefined;
  const range = (teacherId: number, from: number, to: number) => ({
    teacher: teacherId,
    earliest: new Date(from - LONGEST_BLOCK_MS),
    from: new Date(from),
    to: new Date(to),
  });
  return {
    async grid(teacherId: number, from: number, to: number) {
      grid ??= gridQuery(db);
      const [row] = await grid.execute(range(teacherId, from, to));
      return {
        held: (row?.held ?? []).map(numbers),
        seats: new Map(
          (row?.seats ?? []).map(([start, held, capacity]) => [Number(start), { held, capacity }]),
        ),
        contracts: (row?.contracts ?? []).map((c) => ({ ...c, id: Number(c.id) })),
      };
    },

    async schedule(teacherId: number, from: number, to: number): Promise<WeekClass[]> {
      schedule ??= scheduleQuery(db);
      const [row] = await schedule.execute(range(teacherId, from, to));
      return (row?.classes ?? []).map((c) => ({
        ...numbers(c),
        joinedAt: c.joinedAt === null ? null : Number(c.joinedAt),
      }));
    },
  };
}
export type ClassWeekRepository = ReturnType<typeof createClassWeekRepository>;

/** JSON gives bigints as numbers or text, by driver: always numbers. */
function numbers<T extends HeldTime>(row: T): T {
  return {
    ...row,
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    teachingEndsAt: Number(row.teachingEndsAt),
  };
}

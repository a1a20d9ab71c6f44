import { SLOT, type FinishType, type OpsClassRow, type StoredSlotStatus } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teacherName } from '../../db/teacher-name.sql.js';
import { classSlots, classTypes, resumes, teachers, users } from '../../db/schema/index.js';
import { latestFinishType } from '../classes/class-rules.sql.js';

export interface ClassListFilter {
  startTime: number;
  endTime: number;
  teacherId?: number | undefined;
  finishType?: FinishType | undefined;
  pageIndex: number;
  pageSize: number;
}

/**
 * The latest outcome of the row's class. The outer table is written out: in a one-table query
 * Drizzle leaves columns unqualified.
 */
const latestOutcome = latestFinishType('"class_slots"');

/** Classes as the console reads them: every teacher's, by date range (given-back rows left out). */
export function createClassListRepository(db: Db) {
  const columns = {
    classId: classSlots.id,
    teacherId: classSlots.teacherId,
    teacherName,
    teacherEmail: users.email,
    startsAt: classSlots.startsAt,
    teachingEndsAt: classSlots.teachingEndsAt,
    courseType: classSlots.courseType,
    smartClassType: classSlots.smartClassType,
    label: sql<string>`coalesce(${classTypes.label}, ${classSlots.smartClassType})`,
    status: classSlots.status,
    studentCount: classSlots.studentCount,
    capacity: classSlots.capacity,
    peakTime: classSlots.peak,
    fromStandby: classSlots.fromStandby,
    finishType: latestOutcome,
  };
  const base = () =>
    db
      .select(columns)
      .from(classSlots)
      .innerJoin(users, eq(users.id, classSlots.teacherId))
      .leftJoin(teachers, eq(teachers.userId, classSlots.teacherId))
      .leftJoin(resumes, eq(resumes.userId, classSlots.teacherId))
      .leftJoin(classTypes, eq(classTypes.id, classSlots.classTypeId));
  type Row = Awaited<ReturnType<typeof base>>[number];
  const view = (row: Row): OpsClassRow => ({
    classId: row.classId,
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    teacherEmail: row.teacherEmail,
    startTime: row.startsAt.getTime(),
    endTime: row.teachingEndsAt.getTime(),
    courseType: row.courseType as OpsClassRow['courseType'],
    smartClassType: row.smartClassType,
    label: row.label,
    status: row.status as StoredSlotStatus,
    studentCount: row.studentCount,
    capacity: row.capacity,
    peakTime: row.peakTime,
    fromStandby: row.fromStandby,
    finishType: row.finishType,
  });

  return {
    async list(filter: ClassListFilter): Promise<{ total: number; list: OpsClassRow[] }> {
      const conditions: SQL[] = [
        gte(classSlots.startsAt, new Date(filter.startTime)),
        lt(classSlots.startsAt, new Date(filter.endTime)),
        ne(classSlots.status, SLOT.CANCELLED),
      ];
      if (filter.teacherId) conditions.push(eq(classSlots.teacherId, filter.teacherId));
      if (filter.finishType) conditions.push(sql`${latestOutcome} = ${filter.finishType}`);
      const where = and(...conditions);
      const [counted] = await db.select({ total: count() }).from(classSlots).where(where);
      const rows = await base()
        .where(where)
        .orderBy(asc(classSlots.startsAt), asc(classSlots.id))
        .limit(filter.pageSize)
        .offset((filter.pageIndex - 1) * filter.pageSize);
      return { total: counted?.total ?? 0, list: rows.map(view) };
    },

    /**
     * A teacher's next classes from `at` (soonest first) and the last ones begun before it
     * (latest first), given-back rows left out: their page (decision 063).
     */
    async around(teacherId: number, at: Date, limit: number) {
      const mine = and(eq(classSlots.teacherId, teacherId), ne(classSlots.status, SLOT.CANCELLED));
      const [upcoming, recent] = await Promise.all([
        base()
          .where(and(mine, gte(classSlots.startsAt, at)))
          .orderBy(asc(classSlots.startsAt), asc(classSlots.id))
          .limit(limit),
        base()
          .where(and(mine, lt(classSlots.startsAt, at)))
          .orderBy(desc(classSlots.startsAt), desc(classSlots.id))
          .limit(limit),
      ]);
      return { upcoming: upcoming.map(view), recent: recent.map(view) };
    },

    async find(classId: number): Promise<OpsClassRow | undefined> {
      const [row] = await base().where(eq(classSlots.id, classId));
      return row ? view(row) : undefined;
    },

    /** Whether the user is an activated teacher (has a teachers row). */
    async isTeacher(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: teachers.userId })
        .from(teachers)
        .where(eq(teachers.userId, userId));
      return row !== undefined;
    },
  };
}
export type ClassListRepository = ReturnType<typeof createClassListRepository>;

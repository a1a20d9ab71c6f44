import {
  BOOKED_CLASS_STATUSES,
  OPENED_CLASS_STATUSES,
  TEACHER_ACCOUNT,
  type TimeRange,
} from '@portal/contracts';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots, payslips, teachers } from '../../db/schema/index.js';

/** The school's figures (decision 069), each one aggregate read. */
export function createSchoolFiguresRepository(db: Db) {
  return {
    async activeTeachers(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(teachers)
        .where(eq(teachers.accountStatus, TEACHER_ACCOUNT.ACTIVE));
      return row?.n ?? 0;
    },

    /** The week's opened and booked classes, the children booked and the opened places. */
    async week(range: TimeRange) {
      const booked = inArray(classSlots.status, [...BOOKED_CLASS_STATUSES]);
      const [row] = await db
        .select({
          opened: count(),
          booked: sql<number>`count(*) filter (where ${booked})`.mapWith(Number),
          children:
            sql<number>`coalesce(sum(${classSlots.studentCount}) filter (where ${booked}), 0)`.mapWith(
              Number,
            ),
          places: sql<number>`coalesce(sum(${classSlots.capacity}), 0)`.mapWith(Number),
        })
        .from(classSlots)
        .where(
          and(
            inArray(classSlots.status, [...OPENED_CLASS_STATUSES]),
            gte(classSlots.startsAt, new Date(range.start)),
            lt(classSlots.startsAt, new Date(range.end)),
          ),
        );
      return {
        opened: row?.opened ?? 0,
        booked: row?.booked ?? 0,
        children: row?.children ?? 0,
        places: row?.places ?? 0,
      };
    },

    /** The month's payslips counted by status. */
    async payslipsByStatus(monthStart: number) {
      return db
        .select({ status: payslips.status, payslips: count() })
        .from(payslips)
        .where(eq(payslips.monthStart, new Date(monthStart)))
        .groupBy(payslips.status);
    },
  };
}
export type SchoolFiguresRepository = ReturnType<typeof createSchoolFiguresRepository>;

import type { PayGroup } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  fileGrants,
  payslipLines,
  payslips,
  resumes,
  teachers,
  users,
} from '../../db/schema/index.js';

export type PayslipRow = typeof payslips.$inferSelect;
export type PayslipLineRow = typeof payslipLines.$inferSelect;

export interface Paging {
  offset: number;
  limit: number;
}

/** What the lines of a click-through list are: some items, or one group. */
export type LineFilter = { items: readonly string[] } | { group: PayGroup };

const lineWhere = (payslipId: number, filter: LineFilter): SQL | undefined =>
  and(
    eq(payslipLines.payslipId, payslipId),
    'items' in filter
      ? inArray(payslipLines.payItem, [...filter.items])
      : eq(payslipLines.customGroup, filter.group),
  );

/** A released payslip: the teacher sees nothing of a DRAFT (contracts' `payslipVisible`). */
const released = ne(payslips.status, 'DRAFT');

/** The name FINANCE see: the saved profile's, else the application's. */
export const payTeacherName = sql<string>`trim(coalesce(nullif(${teachers.profile}->>'firstName', ''), ${resumes.firstName}, '')
  || ' ' || coalesce(nullif(${teachers.profile}->>'lastName', ''), ${resumes.lastName}, ''))`;

/** Payslips and their lines as the teacher's calls and the console read them (decision 042). */
export function createPayslipReadsRepository(db: Db) {
  return {
    async find(payslipId: number): Promise<PayslipRow | undefined> {
      const [row] = await db.select().from(payslips).where(eq(payslips.id, payslipId));
      return row;
    },

    /** A teacher's released payslips, newest month first. */
    async releasedPage(teacherId: number, paging: Paging, monthStart?: Date) {
      const where = and(
        eq(payslips.teacherId, teacherId),
        released,
        monthStart ? eq(payslips.monthStart, monthStart) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payslips)
          .where(where)
          .orderBy(desc(payslips.monthStart))
          .offset(paging.offset)
          .limit(paging.limit),
        db.select({ n: count() }).from(payslips).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Each payslip's groups: how many lines and their sum. */
    async groupSums(payslipIds: readonly number[]) {
      if (payslipIds.length === 0) return [];
      return db
        .select({
          payslipId: payslipLines.payslipId,
          group: payslipLines.customGroup,
          count: count(),
          sumCents: sql<number>`coalesce(sum(${payslipLines.amountCents}), 0)::int`,
        })
        .from(payslipLines)
        .where(inArray(payslipLines.payslipId, [...payslipIds]))
        .groupBy(payslipLines.payslipId, payslipLines.customGroup);
    },

    /** A page of a payslip's lines, in their order. */
    async linesPage(payslipId: number, filter: LineFilter, paging: Paging) {
      const where = lineWhere(payslipId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payslipLines)
          .where(where)
          .orderBy(asc(payslipLines.position))
          .offset(paging.offset)
          .limit(paging.limit),
        db.select({ n: count() }).from(payslipLines).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    allLines(payslipId: number): Promise<PayslipLineRow[]> {
      return db
        .select()
        .from(payslipLines)
        .where(eq(payslipLines.payslipId, payslipId))
        .orderBy(asc(payslipLines.position));
    },

    /** The lines of one group over a teacher's released payslips (the referral list). */
    releasedLinesOf(teacherId: number, group: PayGroup): Promise<PayslipLineRow[]> {
      return db
        .select({ line: payslipLines })
        .from(payslipLines)
        .innerJoin(payslips, eq(payslips.id, payslipLines.payslipId))
        .where(
          and(eq(payslips.teacherId, teacherId), released, eq(payslipLines.customGroup, group)),
        )
        .orderBy(desc(payslips.monthStart), asc(payslipLines.position))
        .then((rows) => rows.map((row) => row.line));
    },

    /** A receipt's file: the grant's name and key. */
    async receiptFile(fileId: string) {
      const [row] = await db
        .select({ fileName: fileGrants.fileName, storageKey: fileGrants.storageKey })
        .from(fileGrants)
        .where(eq(fileGrants.id, fileId));
      return row;
    },

    /** The teacher whose payslip holds this receipt, if any. */
    async receiptOwner(fileId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ teacherId: payslips.teacherId })
        .from(payslips)
        .where(eq(payslips.receiptFileId, fileId));
      return row?.teacherId;
    },

    /** A month's payslips for the console, with each teacher's name and e-mail. */
    async monthPage(monthStart: Date, status: string | undefined, paging: Paging) {
      const where = and(
        eq(payslips.monthStart, monthStart),
        status ? eq(payslips.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ payslip: payslips, teacherName: payTeacherName, email: users.email })
          .from(payslips)
          .innerJoin(users, eq(users.id, payslips.teacherId))
          .leftJoin(teachers, eq(teachers.userId, payslips.teacherId))
          .leftJoin(resumes, eq(resumes.userId, payslips.teacherId))
          .where(where)
          .orderBy(asc(payslips.id))
          .offset(paging.offset)
          .limit(paging.limit),
        db.select({ n: count() }).from(payslips).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async teacherOf(teacherId: number) {
      const [row] = await db
        .select({ teacherName: payTeacherName, email: users.email })
        .from(users)
        .leftJoin(teachers, eq(teachers.userId, users.id))
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, teacherId));
      return row;
    },
  };
}
export type PayslipReadsRepository = ReturnType<typeof createPayslipReadsRepository>;

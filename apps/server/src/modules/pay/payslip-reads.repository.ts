import {
  addBeijingMonths,
  BEIJING_ZONE,
  PAYSLIP,
  PAYSLIP_STATUSES,
  type PayGroup,
} from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  bankDetails,
  classSlots,
  fileGrants,
  payAdjustments,
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

/**
 * What the lines of a click-through list are: some items (a month's own lines: corrections of
 * earlier months have their own list), or one group.
 */
export type LineFilter = { items: readonly string[] } | { group: PayGroup };

const lineWhere = (payslipId: number, filter: LineFilter): SQL | undefined =>
  and(
    eq(payslipLines.payslipId, payslipId),
    'items' in filter
      ? and(
          inArray(payslipLines.payItem, [...filter.items]),
          ne(payslipLines.customGroup, 'CORRECTION'),
        )
      : eq(payslipLines.customGroup, filter.group),
  );

/** A released payslip: the teacher sees nothing of a DRAFT (contracts' `payslipVisible`). */
export const released = ne(payslips.status, PAYSLIP.DRAFT);

/** The name FINANCE see: the saved profile's, else the application's. */
export const payTeacherName = sql<string>`trim(coalesce(nullif(${teachers.profile}->>'firstName', ''), ${resumes.firstName}, '')
  || ' ' || coalesce(nullif(${teachers.profile}->>'lastName', ''), ${resumes.lastName}, ''))`;

/** The teacher's payslip of the month before, for the large-change flag (decision 060). */
const previous = alias(payslips, 'previous_payslip');
const previousOf = (monthStart: Date) =>
  and(
    eq(previous.teacherId, payslips.teacherId),
    eq(previous.monthStart, new Date(addBeijingMonths(monthStart.getTime(), -1))),
  );
/** What contracts' `payslipAnomalies` reads besides the total, beside each payslip row. */
const anomalyInputs = {
  previousTotalCents: previous.totalCents,
  hasBankDetails: sql<boolean>`${bankDetails.userId} is not null`,
};

/** Payslips and their lines as the teacher's calls and the console read them (decision 042). */
export function createPayslipReadsRepository(db: Db) {
  /**
   * Payslips as the console lists them: the teacher's name and e-mail, and what the anomaly
   * flags read (the month before, joined on `previousOn`, and the bank details' presence).
   */
  const listed = (previousOn: SQL | undefined) =>
    db
      .select({
        payslip: payslips,
        teacherName: payTeacherName,
        email: users.email,
        ...anomalyInputs,
      })
      .from(payslips)
      .innerJoin(users, eq(users.id, payslips.teacherId))
      .leftJoin(teachers, eq(teachers.userId, payslips.teacherId))
      .leftJoin(resumes, eq(resumes.userId, payslips.teacherId))
      .leftJoin(previous, previousOn)
      .leftJoin(bankDetails, eq(bankDetails.userId, payslips.teacherId));

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

    /**
     * A month's payslips for the console, with each teacher's name and e-mail, and in the same
     * query what the anomaly flags read: the previous month's total and the bank details' presence.
     */
    async monthPage(monthStart: Date, status: string | undefined, paging: Paging) {
      const where = and(
        eq(payslips.monthStart, monthStart),
        status ? eq(payslips.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        listed(previousOf(monthStart))
          .where(where)
          .orderBy(asc(payslips.id))
          .offset(paging.offset)
          .limit(paging.limit),
        db.select({ n: count() }).from(payslips).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One payslip's anomaly inputs, read as the month's list reads them. */
    async anomalyInputsOf(payslip: PayslipRow) {
      const [row] = await db
        .select(anomalyInputs)
        .from(payslips)
        .leftJoin(previous, previousOf(payslip.monthStart))
        .leftJoin(bankDetails, eq(bankDetails.userId, payslips.teacherId))
        .where(eq(payslips.id, payslip.id));
      return row ?? { previousTotalCents: null, hasBankDetails: false };
    },

    /** A month's payslips counted by status (one GROUP BY), every status answered. */
    async monthTotals(monthStart: Date) {
      const rows = await db
        .select({
          status: payslips.status,
          count: count(),
          // A bigint sum: a month's total may pass an int's $21 million.
          sumCents: sql`coalesce(sum(${payslips.totalCents}), 0)`.mapWith(Number),
        })
        .from(payslips)
        .where(eq(payslips.monthStart, monthStart))
        .groupBy(payslips.status);
      return PAYSLIP_STATUSES.map((status) => {
        const row = rows.find((r) => r.status === status);
        return { status, count: row?.count ?? 0, sumCents: row?.sumCents ?? 0 };
      });
    },

    /** A teacher's payslips of every month and status for their console page, newest first. */
    teacherLatest(teacherId: number, limit: number) {
      return (
        // Each row's month before, as the month's list compares (Beijing months).
        listed(
          and(
            eq(previous.teacherId, payslips.teacherId),
            sql`${previous.monthStart} = ((${payslips.monthStart} at time zone ${BEIJING_ZONE}) - interval '1 month') at time zone ${BEIJING_ZONE}`,
          ),
        )
          .where(eq(payslips.teacherId, teacherId))
          .orderBy(desc(payslips.monthStart), desc(payslips.id))
          .limit(limit)
      );
    },

    /**
     * The classes each payslip must settle before its release (decision 052): lines with an
     * issue whose class no adjustment of the teacher names yet.
     */
    async toSettle(payslipIds: readonly number[]): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>();
      if (payslipIds.length === 0) return result;
      const rows = await db
        .select({ payslipId: payslipLines.payslipId, slotId: payslipLines.slotId })
        .from(payslipLines)
        .innerJoin(payslips, eq(payslips.id, payslipLines.payslipId))
        .where(
          and(
            inArray(payslipLines.payslipId, [...payslipIds]),
            isNotNull(payslipLines.issue),
            sql`not exists (select 1 from ${payAdjustments} a
              where a.teacher_id = ${payslips.teacherId} and a.slot_id = ${payslipLines.slotId})`,
          ),
        )
        .orderBy(asc(payslipLines.position));
      for (const row of rows)
        if (row.slotId !== null)
          result.set(row.payslipId, [...(result.get(row.payslipId) ?? []), row.slotId]);
      return result;
    },

    /** Whose class it is (an adjustment settles only the teacher's own class). */
    async classTeacher(slotId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ teacherId: classSlots.teacherId })
        .from(classSlots)
        .where(eq(classSlots.id, slotId));
      return row?.teacherId;
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

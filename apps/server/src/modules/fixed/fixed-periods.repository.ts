import {
  FIXED_CLASS_PERMISSION,
  FIXED_PERIOD,
  SLOT,
  type ContinueDecision,
  type FixedPeriodStatus,
  TEACHER_ACCOUNT,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  classSlots,
  fixedPeriodExclusions,
  fixedPeriods,
  fixedTeacherSettings,
  teacherClassPermissions,
  teachers,
} from '../../db/schema/index.js';
import { CLOCK, type Mover, type MoveSet } from '../../status-moves/lifecycle-writer.js';
import { createFixedPeriodWriter } from './fixed-writers.repository.js';

export type PeriodRow = typeof fixedPeriods.$inferSelect;
export type NewPeriod = Omit<typeof fixedPeriods.$inferInsert, 'status'>;
/** The moves of a period's status (contracts' fixed period lifecycle), those that create it aside. */
export type PeriodMove = 'accept' | 'withdrawEmpty' | 'endEmpty';
export type WeekRow = typeof classSlots.$inferSelect;

/**
 * Whether the period's teacher takes requests: the switch, the permission and an active
 * account. The outer column is written out: a one-table query leaves columns unqualified.
 */
const takesRequests = sql<boolean>`exists (select 1 from ${fixedTeacherSettings} s
    join ${teacherClassPermissions} p on p.user_id = s.user_id and p.permission = ${FIXED_CLASS_PERMISSION}
    join ${teachers} t on t.user_id = s.user_id and t.account_status = ${TEACHER_ACCOUNT.ACTIVE}
   where s.user_id = ${sql.raw('"fixed_periods"."teacher_id"')} and s.open)`;

/**
 * Fixed periods (decision 041), their weeks taken out, their class rows, and the teacher's
 * "open for requests" switch. Its status moves only through the period's writer, by name.
 */
export function createFixedPeriodsRepository(db: Db) {
  const writer = createFixedPeriodWriter(db);
  return {
    /** Makes a period: offered, or booked at once as the one a period continues into. */
    async insert(
      move: 'offer' | 'continueBooked',
      mover: Mover,
      row: NewPeriod,
    ): Promise<PeriodRow> {
      const [inserted] = await writer.create(move, mover, [row]);
      if (!inserted) throw new Error('period not written');
      return inserted;
    },

    /** The teacher's period (another teacher's reads as missing). */
    async owned(periodId: number, teacherId: number): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(fixedPeriods)
        .where(and(eq(fixedPeriods.id, periodId), eq(fixedPeriods.teacherId, teacherId)));
      return row;
    },

    /** The same, locked for the rest of the transaction (its moves are decided one at a time). */
    async lockOwned(periodId: number, teacherId: number): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(fixedPeriods)
        .where(and(eq(fixedPeriods.id, periodId), eq(fixedPeriods.teacherId, teacherId)))
        .for('update');
      return row;
    },

    /** Any teacher's period, locked (the student side's request waits for a teacher's change). */
    async lock(periodId: number): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select()
        .from(fixedPeriods)
        .where(eq(fixedPeriods.id, periodId))
        .for('update');
      return row;
    },

    async find(periodId: number): Promise<PeriodRow | undefined> {
      const [row] = await db.select().from(fixedPeriods).where(eq(fixedPeriods.id, periodId));
      return row;
    },

    async findMany(periodIds: readonly number[]): Promise<PeriodRow[]> {
      if (periodIds.length === 0) return [];
      return db
        .select()
        .from(fixedPeriods)
        .where(inArray(fixedPeriods.id, [...periodIds]));
    },

    /** The teacher's periods, the latest first; `statuses` narrows them. */
    async of(teacherId: number, statuses?: readonly FixedPeriodStatus[]): Promise<PeriodRow[]> {
      return db
        .select()
        .from(fixedPeriods)
        .where(
          and(
            eq(fixedPeriods.teacherId, teacherId),
            statuses ? inArray(fixedPeriods.status, [...statuses]) : undefined,
          ),
        )
        .orderBy(desc(fixedPeriods.firstStartsAt), desc(fixedPeriods.id))
        .limit(500);
    },

    /**
     * Changes a period's plan (never its status) only while it is in one of `from`; undefined
     * when it was not.
     */
    async update(
      periodId: number,
      from: readonly FixedPeriodStatus[],
      set: Partial<NewPeriod> & { updatedAt: Date },
    ): Promise<PeriodRow | undefined> {
      const [row] = await db
        .update(fixedPeriods)
        .set(set)
        .where(and(eq(fixedPeriods.id, periodId), inArray(fixedPeriods.status, [...from])))
        .returning();
      return row;
    },

    /** Moves a period by `move` (setting `set` too); undefined when it was not in a `from`. */
    async move(
      periodId: number,
      move: PeriodMove,
      mover: Mover,
      set: MoveSet<typeof fixedPeriods> & { updatedAt: Date },
    ): Promise<PeriodRow | undefined> {
      const [moved] = await writer.move(move, mover, eq(fixedPeriods.id, periodId), set);
      return moved?.row;
    },

    /** The continue check's answer, once, while the period is ACTIVE. */
    async answerContinue(
      periodId: number,
      decision: ContinueDecision,
      now: Date,
    ): Promise<PeriodRow | undefined> {
      const [row] = await db
        .update(fixedPeriods)
        .set({ continueDecision: decision, updatedAt: now })
        .where(
          and(
            eq(fixedPeriods.id, periodId),
            eq(fixedPeriods.status, FIXED_PERIOD.ACTIVE),
            isNull(fixedPeriods.continueDecision),
          ),
        )
        .returning();
      return row;
    },

    /** The clock: live periods whose last date is over end. */
    async endDue(now: Date): Promise<number> {
      const rows = await writer.move('end', CLOCK, sql`${fixedPeriods.endsAt} <= ${now}`, {
        updatedAt: now,
      });
      return rows.length;
    },

    /** Takes a week out; false when it was out already. */
    async exclude(
      periodId: number,
      startsAt: Date,
      cause: 'DELETED' | 'LEAVE' | 'RELEASED',
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(fixedPeriodExclusions)
        .values({ periodId, startsAt, cause, createdAt: now })
        .onConflictDoNothing()
        .returning({ periodId: fixedPeriodExclusions.periodId });
      return rows.length > 0;
    },

    /** An offered period saved anew starts with every week in. */
    async clearExclusions(periodId: number): Promise<void> {
      await db.delete(fixedPeriodExclusions).where(eq(fixedPeriodExclusions.periodId, periodId));
    },

    /** The weeks taken out of each period, by start. */
    async excludedOf(periodIds: readonly number[]): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>();
      if (periodIds.length === 0) return result;
      const rows = await db
        .select()
        .from(fixedPeriodExclusions)
        .where(inArray(fixedPeriodExclusions.periodId, [...periodIds]))
        .orderBy(asc(fixedPeriodExclusions.startsAt));
      for (const row of rows)
        result.set(row.periodId, [...(result.get(row.periodId) ?? []), row.startsAt.getTime()]);
      return result;
    },

    /** A period's class rows still held (given-back ones left out), by start. */
    async weeks(periodId: number): Promise<WeekRow[]> {
      return db
        .select()
        .from(classSlots)
        .where(and(eq(classSlots.fixedPeriodId, periodId), ne(classSlots.status, SLOT.CANCELLED)))
        .orderBy(asc(classSlots.startsAt));
    },

    /** The classes of the teacher's periods (one period, a range), paged by start. */
    async classPage(
      teacherId: number,
      filter: { periodId?: number | undefined; from?: Date | undefined; to?: Date | undefined },
      page: { index: number; size: number },
    ): Promise<{ total: number; rows: WeekRow[] }> {
      const where = and(
        eq(classSlots.teacherId, teacherId),
        filter.periodId === undefined
          ? sql`${classSlots.fixedPeriodId} is not null`
          : eq(classSlots.fixedPeriodId, filter.periodId),
        filter.from ? gte(classSlots.startsAt, filter.from) : undefined,
        filter.to ? lt(classSlots.startsAt, filter.to) : undefined,
        ne(classSlots.status, SLOT.CANCELLED),
      );
      const [total] = await db.select({ n: count() }).from(classSlots).where(where);
      const rows = await db
        .select()
        .from(classSlots)
        .where(where)
        .orderBy(asc(classSlots.startsAt), asc(classSlots.id))
        .limit(page.size)
        .offset((page.index - 1) * page.size);
      return { total: total?.n ?? 0, rows };
    },

    /** OFFERED periods of teachers taking requests whose first class is in [from, to) and after `after`. */
    async offers(filter: {
      courseType?: string | undefined;
      from: Date;
      to: Date;
      after: Date;
    }): Promise<PeriodRow[]> {
      return db
        .select()
        .from(fixedPeriods)
        .where(
          and(
            eq(fixedPeriods.status, FIXED_PERIOD.OFFERED),
            gte(fixedPeriods.firstStartsAt, filter.from),
            lt(fixedPeriods.firstStartsAt, filter.to),
            gt(fixedPeriods.firstStartsAt, filter.after),
            filter.courseType ? eq(fixedPeriods.courseType, filter.courseType) : undefined,
            takesRequests,
          ),
        )
        .orderBy(asc(fixedPeriods.firstStartsAt), asc(fixedPeriods.id))
        .limit(500);
    },

    /** Whether the period's teacher takes requests now. */
    async takesRequests(periodId: number): Promise<boolean> {
      const [row] = await db
        .select({ yes: takesRequests })
        .from(fixedPeriods)
        .where(eq(fixedPeriods.id, periodId));
      return row?.yes === true;
    },

    async isOpen(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ open: fixedTeacherSettings.open })
        .from(fixedTeacherSettings)
        .where(eq(fixedTeacherSettings.userId, userId));
      return row?.open ?? false;
    },

    async setOpen(userId: number, open: boolean, now: Date): Promise<void> {
      await db
        .insert(fixedTeacherSettings)
        .values({ userId, open, updatedAt: now })
        .onConflictDoUpdate({ target: fixedTeacherSettings.userId, set: { open, updatedAt: now } });
    },
  };
}
export type FixedPeriodsRepository = ReturnType<typeof createFixedPeriodsRepository>;

import { CONTRACT, SLOT, UPCOMING_STATUSES } from '@portal/contracts';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots, classTypes, contracts, teachers } from '../../db/schema/index.js';

/** The terms a cost reads: the latest signed contract's pay, and its first day. */
export interface LeaveTerms {
  payPerClassCents: number;
  /** YYYY-MM-DD, a Beijing calendar day. */
  effectiveOn: string;
}

/** The outer row's column, written out: inside the subquery Drizzle would leave it unqualified. */
const outer = (column: string) => sql.raw(`"class_slots"."${column}"`);
/** Another teacher holds standby over the whole of the class (the call-in's rule). */
const standbyHeld = sql<boolean>`exists (select 1 from class_slots s
  where s.starts_at = ${outer('starts_at')} and s.status = ${SLOT.STANDBY_BOOKED}
  and s.teacher_id <> ${outer('teacher_id')} and s.ends_at >= ${outer('ends_at')})`;

/**
 * What leave reads of the schedule (decision 041): a teacher's held times with whether a
 * standby could take each, the contract's terms, and the teacher's row, locked while a
 * confirmation recomputes the cost, so two confirmations of one teacher run one after the
 * other.
 */
export function createLeaveClassesRepository(db: Db) {
  const held = (where: SQL | undefined) =>
    db
      .select({
        slot: classSlots,
        label: sql<string>`coalesce(${classTypes.label}, ${classSlots.smartClassType})`,
        standbyHeld,
      })
      .from(classSlots)
      .leftJoin(classTypes, eq(classTypes.id, classSlots.classTypeId))
      .where(where)
      .orderBy(asc(classSlots.startsAt), asc(classSlots.id));

  return {
    /** Locks the teacher's row for the transaction; undefined when the user is no teacher. */
    async lockTeacher(userId: number): Promise<{ activatedAt: Date } | undefined> {
      const [row] = await db
        .select({ activatedAt: teachers.activatedAt })
        .from(teachers)
        .where(eq(teachers.userId, userId))
        .for('update');
      return row;
    },

    async teacher(userId: number): Promise<{ activatedAt: Date } | undefined> {
      const [row] = await db
        .select({ activatedAt: teachers.activatedAt })
        .from(teachers)
        .where(eq(teachers.userId, userId));
      return row;
    },

    async terms(userId: number): Promise<LeaveTerms | undefined> {
      const [row] = await db
        .select({
          payPerClassCents: contracts.payPerClassCents,
          effectiveOn: contracts.effectiveOn,
        })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.status, CONTRACT.SIGNED)))
        .orderBy(desc(contracts.version))
        .limit(1);
      return row;
    },

    /** Whose class it is: the teacher a call-in records the cancellation for. */
    async teacherOf(slotId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ teacherId: classSlots.teacherId })
        .from(classSlots)
        .where(eq(classSlots.id, slotId));
      return row?.teacherId;
    },

    /** The teacher's rows of these ids (given-back ones too: the cost refuses them). */
    byIds: (teacherId: number, slotIds: readonly number[]) =>
      held(and(eq(classSlots.teacherId, teacherId), inArray(classSlots.id, [...slotIds]))),

    /** The teacher's held rows starting at these instants. */
    byStarts: (teacherId: number, starts: readonly number[]) =>
      held(
        and(
          eq(classSlots.teacherId, teacherId),
          inArray(
            classSlots.startsAt,
            starts.map((s) => new Date(s)),
          ),
          ne(classSlots.status, SLOT.CANCELLED),
        ),
      ),

    /** A fixed period's weeks still to come: the one at `from`, or every one from it on. */
    ofPeriod: (teacherId: number, periodId: number, from: number, rest: boolean) =>
      held(
        and(
          eq(classSlots.teacherId, teacherId),
          eq(classSlots.fixedPeriodId, periodId),
          rest ? gte(classSlots.startsAt, new Date(from)) : eq(classSlots.startsAt, new Date(from)),
          inArray(classSlots.status, [...UPCOMING_STATUSES]),
        ),
      ),

    /** The teacher's held rows starting in [from, to); `upcoming`: only those still to start. */
    inRange: (teacherId: number, from: number, to: number, upcoming: boolean) =>
      held(
        and(
          eq(classSlots.teacherId, teacherId),
          gte(classSlots.startsAt, new Date(from)),
          lt(classSlots.startsAt, new Date(to)),
          upcoming
            ? inArray(classSlots.status, [...UPCOMING_STATUSES])
            : ne(classSlots.status, SLOT.CANCELLED),
        ),
      ),
  };
}
export type LeaveClassesRepository = ReturnType<typeof createLeaveClassesRepository>;
export type HeldClass = Awaited<ReturnType<LeaveClassesRepository['inRange']>>[number];

import {
  COUNTING_RECORD_STATUSES,
  type FinishType,
  LEAVE_RECORD_LIFECYCLE,
  type LeaveKind,
  type LeaveRecordStatus,
  type MoveOf,
  type TimeRange,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots, leaveRecordClasses, leaveRecords } from '../../db/schema/index.js';
import { latestFinishType } from '../classes/class-rules.sql.js';
import { createLifecycleWriter, type Mover } from '../../status-moves/lifecycle-writer.js';

export type LeaveRecordRow = typeof leaveRecords.$inferSelect;
export type LeaveClassRow = typeof leaveRecordClasses.$inferSelect;
/** A recorded class with its class's latest finish type (null before it finished). */
/** A recorded class, with its class's latest finish type, teaching end and class type. */
export type RecordedClass = LeaveClassRow & {
  finishType: FinishType | null;
  teachingEndsAt: Date;
  smartClassType: string;
};
type NewRecord = Omit<typeof leaveRecords.$inferInsert, 'status'>;
export type LeaveRecordMove = MoveOf<typeof LEAVE_RECORD_LIFECYCLE>;
type NewClass = typeof leaveRecordClasses.$inferInsert;

const NO_SHOW_KIND = 'NO_SHOW' satisfies LeaveKind;
const counting = inArray(leaveRecords.status, [...COUNTING_RECORD_STATUSES]);
const inRange = (range: TimeRange) =>
  and(
    gte(leaveRecords.createdAt, new Date(range.start)),
    lt(leaveRecords.createdAt, new Date(range.end)),
  );

/**
 * Leave records and their classes (decision 041). Amounts are written once; a record is
 * created and its status moved only by the lifecycle's named moves (contracts
 * `LEAVE_RECORD_LIFECYCLE`), each leaving a `status_moves` row.
 */
export function createLeaveRecordsRepository(db: Db) {
  const records = createLifecycleWriter(db, LEAVE_RECORD_LIFECYCLE, {
    table: leaveRecords,
    id: leaveRecords.id,
    status: leaveRecords.status,
  });
  return {
    /** A new record by a creating move (`recordCancellation` or `recordNoShow`). */
    async insert(
      move: 'recordCancellation' | 'recordNoShow',
      mover: Mover,
      row: NewRecord,
    ): Promise<number> {
      const [inserted] = await records.create(move, mover, [row]);
      if (!inserted) throw new Error('leave record not written');
      return inserted.id;
    },

    /** The class's row, or undefined when the class was already recorded with this kind. */
    async insertClass(row: NewClass): Promise<number | undefined> {
      const [inserted] = await db
        .insert(leaveRecordClasses)
        .values(row)
        .onConflictDoNothing({ target: [leaveRecordClasses.slotId, leaveRecordClasses.kind] })
        .returning({ id: leaveRecordClasses.id });
      return inserted?.id;
    },

    async find(leaveId: number): Promise<LeaveRecordRow | undefined> {
      const [row] = await db.select().from(leaveRecords).where(eq(leaveRecords.id, leaveId));
      return row;
    },

    /** The record of a class of a kind, with the class's row. */
    async ofSlot(slotId: number, kind: LeaveKind) {
      const [row] = await db
        .select({ record: leaveRecords, cls: leaveRecordClasses })
        .from(leaveRecordClasses)
        .innerJoin(leaveRecords, eq(leaveRecords.id, leaveRecordClasses.leaveId))
        .where(and(eq(leaveRecordClasses.slotId, slotId), eq(leaveRecordClasses.kind, kind)));
      return row;
    },

    /** Each record's classes as written, with their latest finish type (pay follows it). */
    async classesOf(leaveIds: readonly number[]): Promise<Map<number, RecordedClass[]>> {
      const result = new Map<number, RecordedClass[]>();
      if (leaveIds.length === 0) return result;
      const rows = await db
        .select({
          cls: leaveRecordClasses,
          finishType: latestFinishType('class_slots'),
          teachingEndsAt: classSlots.teachingEndsAt,
          smartClassType: classSlots.smartClassType,
        })
        .from(leaveRecordClasses)
        .innerJoin(classSlots, eq(classSlots.id, leaveRecordClasses.slotId))
        .where(inArray(leaveRecordClasses.leaveId, [...leaveIds]))
        .orderBy(asc(leaveRecordClasses.startsAt), asc(leaveRecordClasses.slotId));
      for (const { cls, ...slot } of rows)
        result.set(cls.leaveId, [...(result.get(cls.leaveId) ?? []), { ...cls, ...slot }]);
      return result;
    },

    /** The no-show records of these classes, by class: the schedule shows their result. */
    async noShowsOf(
      slotIds: readonly number[],
    ): Promise<Map<number, { leaveId: number; status: LeaveRecordStatus }>> {
      if (slotIds.length === 0) return new Map();
      const rows = await db
        .select({
          slotId: leaveRecordClasses.slotId,
          leaveId: leaveRecords.id,
          status: leaveRecords.status,
        })
        .from(leaveRecordClasses)
        .innerJoin(leaveRecords, eq(leaveRecords.id, leaveRecordClasses.leaveId))
        .where(
          and(
            inArray(leaveRecordClasses.slotId, [...slotIds]),
            eq(leaveRecordClasses.kind, NO_SHOW_KIND),
          ),
        );
      return new Map(
        rows.map((r) => [r.slotId, { leaveId: r.leaveId, status: r.status as LeaveRecordStatus }]),
      );
    },

    /**
     * Takes a move on the record; answers the status it moved from, or undefined when it was
     * no longer in one the move starts from.
     */
    async move(
      leaveId: number,
      move: LeaveRecordMove,
      mover: Mover,
      now: Date,
    ): Promise<LeaveRecordStatus | undefined> {
      const [moved] = await records.move(move, mover, eq(leaveRecords.id, leaveId), {
        updatedAt: now,
      });
      return moved?.from;
    },

    /**
     * The classes of the teacher's counting records that start in the range (a period's
     * candidates: decision 052 counts a class in the period of its own day).
     */
    async countedClasses(teacherId: number, range: TimeRange) {
      return db
        .select({
          leaveId: leaveRecords.id,
          kind: leaveRecords.kind,
          counted: leaveRecordClasses.counted,
          startsAt: leaveRecordClasses.startsAt,
        })
        .from(leaveRecords)
        .innerJoin(leaveRecordClasses, eq(leaveRecordClasses.leaveId, leaveRecords.id))
        .where(
          and(
            eq(leaveRecords.teacherId, teacherId),
            counting,
            gte(leaveRecordClasses.startsAt, new Date(range.start)),
            lt(leaveRecordClasses.startsAt, new Date(range.end)),
          ),
        );
    },

    /** The teacher's records, newest first, optionally of a range and a kind. */
    async page(
      teacherId: number,
      filter: { range?: TimeRange | undefined; kind?: LeaveKind | undefined },
      page: { index: number; size: number },
    ): Promise<{ total: number; rows: LeaveRecordRow[] }> {
      const where = and(
        eq(leaveRecords.teacherId, teacherId),
        filter.range ? inRange(filter.range) : undefined,
        filter.kind ? eq(leaveRecords.kind, filter.kind) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(leaveRecords).where(where);
      const rows = await db
        .select()
        .from(leaveRecords)
        .where(where)
        .orderBy(desc(leaveRecords.createdAt), desc(leaveRecords.id))
        .limit(page.size)
        .offset((page.index - 1) * page.size);
      return { total: total?.n ?? 0, rows };
    },

    /** Each class of the teacher's records made in the range, newest first, with its record. */
    async classPage(teacherId: number, range: TimeRange, page: { index: number; size: number }) {
      const where = and(eq(leaveRecords.teacherId, teacherId), inRange(range));
      const [total] = await db
        .select({ n: count() })
        .from(leaveRecordClasses)
        .innerJoin(leaveRecords, eq(leaveRecords.id, leaveRecordClasses.leaveId))
        .where(where);
      const rows = await db
        .select({ record: leaveRecords, cls: leaveRecordClasses })
        .from(leaveRecordClasses)
        .innerJoin(leaveRecords, eq(leaveRecords.id, leaveRecordClasses.leaveId))
        .where(where)
        .orderBy(desc(leaveRecords.createdAt), asc(leaveRecordClasses.startsAt))
        .limit(page.size)
        .offset((page.index - 1) * page.size);
      return { total: total?.n ?? 0, rows };
    },
  };
}
export type LeaveRecordsRepository = ReturnType<typeof createLeaveRecordsRepository>;

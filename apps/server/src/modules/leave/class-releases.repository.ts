import {
  CONTRACT,
  HOUR_MS,
  RELEASABLE_STATUSES,
  SLOT,
  type ClassReleaseReason,
} from '@portal/contracts';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classReleases, classSlots, contracts } from '../../db/schema/index.js';
import type { SlotRow } from '../classes/class-slots.repository.js';

export type ClassReleaseRow = typeof classReleases.$inferSelect;

/**
 * Classes released from their teacher (decision 052): the rows written, and the classes a
 * release looks at. Which of them goes is contracts' rule, read by the caller.
 */
export function createClassReleasesRepository(db: Db) {
  /** A teacher's classes still to come, or begun with nobody in the room, by start. */
  const releasable = (where: SQL | undefined) =>
    db
      .select()
      .from(classSlots)
      .where(
        and(
          where,
          inArray(classSlots.status, [...RELEASABLE_STATUSES]),
          sql`(${classSlots.status} <> ${SLOT.IN_PROCESS} or ${classSlots.joinedAt} is null)`,
        ),
      )
      .orderBy(classSlots.startsAt, classSlots.id);

  return {
    async insert(row: {
      slot: SlotRow;
      reason: ClassReleaseReason;
      handOver: 'STANDBY' | 'STUDENT_SIDE' | 'NONE';
      standbySlotId: number | null;
      staffId: number | null;
      at: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(classReleases)
        .values({
          slotId: row.slot.id,
          teacherId: row.slot.teacherId,
          reason: row.reason,
          fromStatus: row.slot.status,
          handOver: row.handOver,
          standbySlotId: row.standbySlotId,
          staffId: row.staffId,
          createdAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: classReleases.id });
      return inserted.length > 0;
    },

    /** A suspended teacher's classes: every one not taught yet, from now on. */
    ofTeacher: (teacherId: number, from: Date) =>
      releasable(
        and(
          eq(classSlots.teacherId, teacherId),
          gte(classSlots.startsAt, new Date(from.getTime() - 4 * HOUR_MS)),
        ),
      ),

    /**
     * Classes the contract rule may release (decision 052): those of teachers with no signed
     * contract holding `today` (a Beijing day, YYYY-MM-DD), or, with `soon`, those starting
     * before it on a Beijing day no signed contract holds (the clock's every tick: almost always
     * none). A superset: the caller keeps the ones contracts' rule releases.
     */
    candidates: (now: Date, today: string, soon: Date | null) =>
      releasable(
        and(
          gte(classSlots.startsAt, new Date(now.getTime() - 4 * HOUR_MS)),
          soon
            ? and(
                lt(classSlots.startsAt, soon),
                sql`not exists (select 1 from ${contracts} c where c.user_id = ${classSlots.teacherId}
                  and c.status = ${CONTRACT.SIGNED}
                  and c.effective_on <= ((${classSlots.startsAt} at time zone 'UTC') + interval '8 hours')::date
                  and c.expires_on >= ((${classSlots.startsAt} at time zone 'UTC') + interval '8 hours')::date)`,
              )
            : sql`not exists (select 1 from ${contracts} c where c.user_id = ${classSlots.teacherId}
                and c.status = ${CONTRACT.SIGNED} and c.effective_on <= ${today} and c.expires_on >= ${today})`,
        ),
      ),

    /** A teacher's released classes, newest first (the console's teacher page). */
    async page(teacherId: number, limit: number): Promise<ClassReleaseRow[]> {
      return db
        .select()
        .from(classReleases)
        .where(eq(classReleases.teacherId, teacherId))
        .orderBy(desc(classReleases.createdAt), desc(classReleases.id))
        .limit(limit);
    },
  };
}
export type ClassReleasesRepository = ReturnType<typeof createClassReleasesRepository>;

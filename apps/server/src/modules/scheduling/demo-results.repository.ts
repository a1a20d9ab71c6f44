import type { DemoResult } from '@portal/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { demoResults, staff } from '../../db/schema/index.js';

export interface ResultRow {
  /** The live session's booking, or null for a recorded demo's result. */
  bookingId: number | null;
  recordingId: number | null;
  staffId: number;
  staffName: string;
  result: DemoResult;
  scores: { criterion: string; score: number }[];
  feedback: string;
  createdAt: Date;
}

/**
 * Members' results of sessions (decision 035). The unique indexes settle races: one final
 * result per session, one result per member; a second insert of either is refused.
 */
export function createDemoResultsRepository(db: Db) {
  const columns = {
    bookingId: demoResults.bookingId,
    recordingId: demoResults.recordingId,
    staffId: demoResults.staffId,
    staffName: staff.name,
    result: demoResults.result,
    scores: demoResults.scores,
    feedback: demoResults.feedback,
    createdAt: demoResults.createdAt,
  };

  return {
    /**
     * Records a result of a session or a recording; false when it already has its final one
     * or this member's.
     */
    async record(
      row: Omit<ResultRow, 'staffName' | 'bookingId' | 'recordingId'> &
        ({ bookingId: number } | { recordingId: number }),
    ): Promise<boolean> {
      const inserted = await db
        .insert(demoResults)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: demoResults.id });
      return inserted.length > 0;
    },

    /** The results of some sessions, oldest first. */
    async forBookings(bookingIds: readonly number[]): Promise<ResultRow[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(demoResults)
        .innerJoin(staff, eq(staff.id, demoResults.staffId))
        .where(inArray(demoResults.bookingId, [...bookingIds]))
        .orderBy(asc(demoResults.createdAt), asc(demoResults.id));
      return rows as ResultRow[];
    },

    /** The results of some recorded demos, oldest first. */
    async forRecordings(recordingIds: readonly number[]): Promise<ResultRow[]> {
      if (recordingIds.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(demoResults)
        .innerJoin(staff, eq(staff.id, demoResults.staffId))
        .where(inArray(demoResults.recordingId, [...recordingIds]))
        .orderBy(asc(demoResults.createdAt), asc(demoResults.id));
      return rows as ResultRow[];
    },
  };
}
export type DemoResultsRepository = ReturnType<typeof createDemoResultsRepository>;

import type { RecordingStatus } from '@portal/contracts';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { demoRecordings, demoResults, resumes, users } from '../../db/schema/index.js';

export interface RecordingRow {
  id: number;
  userId: number;
  videoUrl: string;
  status: RecordingStatus;
  createdAt: Date;
}

/** A recording as the console reads it: whose it is. */
export interface ReviewedRecordingRow extends RecordingRow {
  email: string;
  name: string;
}

const recordingColumns = {
  id: demoRecordings.id,
  userId: demoRecordings.userId,
  videoUrl: demoRecordings.videoUrl,
  status: demoRecordings.status,
  createdAt: demoRecordings.createdAt,
};

/**
 * Recorded mini demos (decision 036). A partial unique index keeps one waiting per applicant;
 * each state change is a conditional update from the state it was read in, so a withdrawal
 * and a review of the same recording cannot both happen.
 */
export function createDemoRecordingsRepository(db: Db) {
  const withApplicant = () =>
    db
      .select({
        ...recordingColumns,
        email: users.email,
        firstName: resumes.firstName,
        lastName: resumes.lastName,
      })
      .from(demoRecordings)
      .innerJoin(users, eq(users.id, demoRecordings.userId))
      .leftJoin(resumes, eq(resumes.userId, demoRecordings.userId));
  const named = (row: { firstName: string | null; lastName: string | null }): { name: string } => ({
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  });
  const reviewed = ({
    firstName,
    lastName,
    ...row
  }: RecordingRow & { email: string; firstName: string | null; lastName: string | null }) =>
    ({ ...row, ...named({ firstName, lastName }) }) as ReviewedRecordingRow;

  return {
    /** A new recording waiting for its review; undefined when one already waits. */
    async submit(userId: number, videoUrl: string, at: Date): Promise<RecordingRow | undefined> {
      const [row] = await db
        .insert(demoRecordings)
        .values({ userId, videoUrl, createdAt: at })
        .onConflictDoNothing()
        .returning(recordingColumns);
      return row as RecordingRow | undefined;
    },

    /** The applicant's latest recording, whatever its state. */
    async latest(userId: number): Promise<RecordingRow | undefined> {
      const [row] = await db
        .select(recordingColumns)
        .from(demoRecordings)
        .where(eq(demoRecordings.userId, userId))
        .orderBy(desc(demoRecordings.createdAt), desc(demoRecordings.id))
        .limit(1);
      return row as RecordingRow | undefined;
    },

    /** Takes back the applicant's waiting recording; undefined when none waits. */
    async withdraw(userId: number, at: Date): Promise<RecordingRow | undefined> {
      const [row] = await db
        .update(demoRecordings)
        .set({ status: 'WITHDRAWN', closedAt: at })
        .where(and(eq(demoRecordings.userId, userId), eq(demoRecordings.status, 'SUBMITTED')))
        .returning(recordingColumns);
      return row as RecordingRow | undefined;
    },

    /** Moves a recording from one state to another; false when it was no longer at `from`. */
    async close(
      recordingId: number,
      from: RecordingStatus,
      to: RecordingStatus,
      by: { staffId: number; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(demoRecordings)
        .set({
          status: to,
          closedAt: by.at,
          ...(to === 'UNREADABLE' ? { closedBy: by.staffId } : {}),
        })
        .where(and(eq(demoRecordings.id, recordingId), eq(demoRecordings.status, from)))
        .returning({ id: demoRecordings.id });
      return rows.length > 0;
    },

    async get(recordingId: number): Promise<ReviewedRecordingRow | undefined> {
      const [row] = await withApplicant().where(eq(demoRecordings.id, recordingId));
      return row ? reviewed(row as Parameters<typeof reviewed>[0]) : undefined;
    },

    /**
     * The recordings an interviewer can take up, oldest first: waiting for a review, or
     * reviewed with only SPARE results so far (a second look is due).
     */
    async awaitingReview(limit: number): Promise<ReviewedRecordingRow[]> {
      const secondLook = sql`${demoRecordings.status} = 'REVIEWED' and not exists (
        select 1 from ${demoResults}
         where ${demoResults.recordingId} = ${demoRecordings.id}
           and ${demoResults.result} <> 'SPARE')`;
      const rows = await withApplicant()
        .where(or(eq(demoRecordings.status, 'SUBMITTED'), secondLook))
        .orderBy(asc(demoRecordings.createdAt), asc(demoRecordings.id))
        .limit(limit);
      return rows.map((row) => reviewed(row as Parameters<typeof reviewed>[0]));
    },

    /** Some applicants' recordings, newest first (the console's applicant page). */
    async forUsers(userIds: readonly number[]): Promise<RecordingRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select(recordingColumns)
        .from(demoRecordings)
        .where(inArray(demoRecordings.userId, [...userIds]))
        .orderBy(desc(demoRecordings.createdAt), desc(demoRecordings.id));
      return rows as RecordingRow[];
    },
  };
}
export type DemoRecordingsRepository = ReturnType<typeof createDemoRecordingsRepository>;

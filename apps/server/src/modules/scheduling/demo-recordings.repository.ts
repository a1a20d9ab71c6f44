import { DEMO_RECORDING_LIFECYCLE, RECORDING, type RecordingStatus } from '@portal/contracts';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { demoRecordings, demoResults, resumes, users } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

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

/** The moves a member takes on a waiting recording (the contracts' table). */
export type ReviewMove = 'review' | 'markUnreadable';

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
  const recordings = createLifecycleWriter(db, DEMO_RECORDING_LIFECYCLE, {
    table: demoRecordings,
    id: demoRecordings.id,
    status: demoRecordings.status,
  });
  const toRow = (row: typeof demoRecordings.$inferSelect): RecordingRow => ({
    id: row.id,
    userId: row.userId,
    videoUrl: row.videoUrl,
    status: row.status as RecordingStatus,
    createdAt: row.createdAt,
  });
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
      const [row] = await recordings.create(
        'submit',
        { by: 'applicant', userId },
        [{ userId, videoUrl, createdAt: at }],
        true,
      );
      return row && toRow(row);
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
      const [moved] = await recordings.move(
        'withdraw',
        { by: 'applicant', userId },
        eq(demoRecordings.userId, userId),
        { closedAt: at },
      );
      return moved && toRow(moved.row);
    },

    /**
     * A member closes a waiting recording (an unreadable one names them; a result names its
     * own member); false when it was no longer waiting.
     */
    async close(
      recordingId: number,
      move: ReviewMove,
      by: { staffId: number; at: Date },
    ): Promise<boolean> {
      const moved = await recordings.move(
        move,
        { by: 'staff', staffId: by.staffId },
        eq(demoRecordings.id, recordingId),
        { closedAt: by.at, ...(move === 'markUnreadable' ? { closedBy: by.staffId } : {}) },
      );
      return moved.length > 0;
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
      const secondLook = sql`${demoRecordings.status} = ${RECORDING.REVIEWED} and not exists (
        select 1 from ${demoResults}
         where ${demoResults.recordingId} = ${demoRecordings.id}
           and ${demoResults.result} <> 'SPARE')`;
      const rows = await withApplicant()
        .where(or(eq(demoRecordings.status, RECORDING.SUBMITTED), secondLook))
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

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { studentSideNotices } from '../../db/schema/index.js';
import type { JobSender } from '../../jobs/job-queue.js';

export type NoticeRow = typeof studentSideNotices.$inferSelect;

/** The job that delivers a notice: only its id (the row holds the signed body). */
export interface StudentNoticeJob {
  noticeId: string;
}

/**
 * The student side's notices (decision 041): an outbox row and its delivery job, written in
 * the same unit of work as the cancellation, so a notice exists exactly when the class was
 * given back. The worker moves the row by conditional updates.
 */
export function createStudentNoticesRepository(db: Db, jobs: JobSender) {
  return {
    async enqueue(row: { id: string; slotId: number; event: string; body: string; at: Date }) {
      await db.insert(studentSideNotices).values({
        id: row.id,
        slotId: row.slotId,
        event: row.event,
        body: row.body,
        createdAt: row.at,
      });
      await jobs.send('student-side-notice', { noticeId: row.id } satisfies StudentNoticeJob, {
        singletonKey: `student-side-notice-${row.id}`,
      });
    },

    async find(noticeId: string): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select()
        .from(studentSideNotices)
        .where(eq(studentSideNotices.id, noticeId));
      return row;
    },

    /** Counts an attempt of a notice still to send; undefined when it was settled. */
    async attempt(noticeId: string): Promise<number | undefined> {
      const [row] = await db
        .update(studentSideNotices)
        .set({ attempts: sql`${studentSideNotices.attempts} + 1` })
        .where(and(eq(studentSideNotices.id, noticeId), eq(studentSideNotices.status, 'PENDING')))
        .returning({ attempts: studentSideNotices.attempts });
      return row?.attempts;
    },

    async settle(
      noticeId: string,
      status: 'SENT' | 'NOT_SENT' | 'FAILED',
      at: Date,
      error?: string,
    ): Promise<void> {
      await db
        .update(studentSideNotices)
        .set({ status, sentAt: status === 'SENT' ? at : null, lastError: error ?? null })
        .where(and(eq(studentSideNotices.id, noticeId), eq(studentSideNotices.status, 'PENDING')));
    },

    async failedAttempt(noticeId: string, error: string): Promise<void> {
      await db
        .update(studentSideNotices)
        .set({ lastError: error })
        .where(eq(studentSideNotices.id, noticeId));
    },
  };
}
export type StudentNoticesRepository = ReturnType<typeof createStudentNoticesRepository>;

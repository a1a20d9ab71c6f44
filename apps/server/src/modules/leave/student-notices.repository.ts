import { STUDENT_NOTICE, STUDENT_SIDE_NOTICE_LIFECYCLE } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { studentSideNotices } from '../../db/schema/index.js';
import type { JobSender } from '../../jobs/job-queue.js';
import { CLOCK, createLifecycleWriter, type Mover } from '../../status-moves/lifecycle-writer.js';

export type NoticeRow = typeof studentSideNotices.$inferSelect;

/** The job that delivers a notice: only its id (the row holds the signed body). */
export interface StudentNoticeJob {
  noticeId: string;
}

/**
 * The student side's notices (decision 041): an outbox row and its delivery job, written in
 * the same unit of work as the cancellation, so a notice exists exactly when the class was
 * given back. Queued and settled only by the lifecycle's moves (contracts
 * `STUDENT_SIDE_NOTICE_LIFECYCLE`); the trail names a notice by its `seq`.
 */
export function createStudentNoticesRepository(db: Db, jobs: JobSender) {
  const notices = createLifecycleWriter(db, STUDENT_SIDE_NOTICE_LIFECYCLE, {
    table: studentSideNotices,
    id: studentSideNotices.seq,
    status: studentSideNotices.status,
  });
  return {
    /** Queues a notice, by whoever gave the class back (the clock for its own releases). */
    async enqueue(
      row: { id: string; slotId: number; event: string; body: string; at: Date },
      mover: Mover,
    ) {
      await notices.create('queue', mover, [
        { id: row.id, slotId: row.slotId, event: row.event, body: row.body, createdAt: row.at },
      ]);
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
        .where(
          and(
            eq(studentSideNotices.id, noticeId),
            eq(studentSideNotices.status, STUDENT_NOTICE.PENDING),
          ),
        )
        .returning({ attempts: studentSideNotices.attempts });
      return row?.attempts;
    },

    /** Settles a notice still to send, by the delivery job (a move from PENDING). */
    async settle(
      noticeId: string,
      move: 'send' | 'keepUnsent' | 'fail',
      at: Date,
      error?: string,
    ): Promise<void> {
      await notices.move(move, CLOCK, eq(studentSideNotices.id, noticeId), {
        sentAt: move === 'send' ? at : null,
        lastError: error ?? null,
      });
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

import { FIXED_REQUEST } from '@portal/contracts';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fixedRequests, resumes, teachers, users } from '../../db/schema/index.js';
import { CLOCK, type Mover } from '../../status-moves/lifecycle-writer.js';
import { createFixedRequestWriter } from './fixed-writers.repository.js';

export type RequestRow = typeof fixedRequests.$inferSelect;
export type NewRequest = Omit<typeof fixedRequests.$inferInsert, 'status'>;

/** The name the teacher goes by: the saved profile's first name, else the application's. */
const teacherName = sql<string>`coalesce(nullif(${teachers.profile}->>'firstName', ''),
  nullif(${resumes.firstName}, ''), ${users.email})`;

/** How a waiting request is answered, and by whom (`by` null: the student side withdrew it). */
export interface Answer {
  move: 'accept' | 'decline' | 'withdraw';
  now: Date;
  by: number | null;
  reason?: string | null;
}

/**
 * The student side's requests for fixed places (decision 041). A request leaves PENDING once,
 * by a conditional update that also checks its deadline; one per period is ACCEPTED (a
 * partial unique index). Its status moves only through the request's writer, by name.
 */
export function createFixedRequestsRepository(db: Db) {
  const writer = createFixedRequestWriter(db);
  return {
    /** Makes a request: the student side's, or the accepted one of a continued period. */
    async insert(
      move: 'request' | 'continueAccepted',
      mover: Mover,
      row: NewRequest,
    ): Promise<RequestRow> {
      const [inserted] = await writer.create(move, mover, [row]);
      if (!inserted) throw new Error('request not written');
      return inserted;
    },

    async find(requestId: number): Promise<RequestRow | undefined> {
      const [row] = await db.select().from(fixedRequests).where(eq(fixedRequests.id, requestId));
      return row;
    },

    /** The teacher's request (another teacher's reads as missing). */
    async owned(requestId: number, teacherId: number): Promise<RequestRow | undefined> {
      const [row] = await db
        .select()
        .from(fixedRequests)
        .where(and(eq(fixedRequests.id, requestId), eq(fixedRequests.teacherId, teacherId)));
      return row;
    },

    /** The teacher's requests, the latest first. */
    async of(teacherId: number): Promise<RequestRow[]> {
      return db
        .select()
        .from(fixedRequests)
        .where(eq(fixedRequests.teacherId, teacherId))
        .orderBy(desc(fixedRequests.requestedAt), desc(fixedRequests.id))
        .limit(500);
    },

    /** Every request of the periods. */
    async ofPeriods(periodIds: readonly number[]): Promise<RequestRow[]> {
      if (periodIds.length === 0) return [];
      return db
        .select()
        .from(fixedRequests)
        .where(inArray(fixedRequests.periodId, [...periodIds]))
        .orderBy(fixedRequests.id);
    },

    /** Answers a waiting request before its deadline; undefined when it was not waiting. */
    async answer(requestId: number, answer: Answer): Promise<RequestRow | undefined> {
      const mover: Mover =
        answer.by === null ? { by: 'student side' } : { by: 'teacher', userId: answer.by };
      const [moved] = await writer.move(
        answer.move,
        mover,
        and(eq(fixedRequests.id, requestId), gt(fixedRequests.deadline, answer.now)),
        { decidedAt: answer.now, decidedBy: answer.by, declineReason: answer.reason ?? null },
      );
      return moved?.row;
    },

    /**
     * Declines the period's waiting requests but `acceptedId`'s (its place went to that one, or
     * the period was withdrawn): nobody answered them, so `decidedBy` stays null. `mover`:
     * who accepted the other or took the period's last week out.
     */
    async declineWaiting(
      periodId: number,
      now: Date,
      mover: Mover,
      acceptedId?: number,
    ): Promise<number> {
      const rows = await writer.move(
        'declineUnanswered',
        mover,
        and(
          eq(fixedRequests.periodId, periodId),
          acceptedId === undefined ? undefined : ne(fixedRequests.id, acceptedId),
        ),
        { decidedAt: now },
      );
      return rows.length;
    },

    /** Whether the period has a request still waiting at `now`. */
    async hasWaiting(periodId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: fixedRequests.id })
        .from(fixedRequests)
        .where(
          and(
            eq(fixedRequests.periodId, periodId),
            eq(fixedRequests.status, FIXED_REQUEST.PENDING),
            gt(fixedRequests.deadline, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The clock: waiting requests past their deadline expire. */
    async expireDue(now: Date): Promise<number> {
      const rows = await writer.move('expire', CLOCK, sql`${fixedRequests.deadline} <= ${now}`);
      return rows.length;
    },

    /** The teacher's address and the name a mail greets them by. */
    /** Whom a fixed-class mail goes to, and the zone its times are written in. */
    async teacherContact(
      teacherId: number,
    ): Promise<{ email: string; name: string; timeZone: string | null } | undefined> {
      const [row] = await db
        .select({ email: users.email, name: teacherName, timeZone: teachers.timeZone })
        .from(users)
        .leftJoin(teachers, eq(teachers.userId, users.id))
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, teacherId));
      return row;
    },
  };
}
export type FixedRequestsRepository = ReturnType<typeof createFixedRequestsRepository>;

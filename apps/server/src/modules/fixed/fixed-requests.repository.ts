import type { FixedRequestStatus } from '@portal/contracts';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fixedRequests, resumes, teachers, users } from '../../db/schema/index.js';

export type RequestRow = typeof fixedRequests.$inferSelect;
export type NewRequest = typeof fixedRequests.$inferInsert;

/** The name the teacher goes by: the saved profile's first name, else the application's. */
const teacherName = sql<string>`coalesce(nullif(${teachers.profile}->>'firstName', ''),
  nullif(${resumes.firstName}, ''), ${users.email})`;

/** How a waiting request is answered, and by whom (null: nobody, as when another is accepted). */
export interface Answer {
  status: Exclude<FixedRequestStatus, 'PENDING' | 'EXPIRED'>;
  now: Date;
  by: number | null;
  reason?: string | null;
}

/**
 * The student side's requests for fixed places (decision 041). A request leaves PENDING once,
 * by a conditional update that also checks its deadline; one per period is ACCEPTED (a
 * partial unique index).
 */
export function createFixedRequestsRepository(db: Db) {
  return {
    async insert(row: NewRequest): Promise<RequestRow> {
      const [inserted] = await db.insert(fixedRequests).values(row).returning();
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
      const [row] = await db
        .update(fixedRequests)
        .set({
          status: answer.status,
          decidedAt: answer.now,
          decidedBy: answer.by,
          declineReason: answer.reason ?? null,
        })
        .where(
          and(
            eq(fixedRequests.id, requestId),
            eq(fixedRequests.status, 'PENDING'),
            gt(fixedRequests.deadline, answer.now),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Declines the period's waiting requests but `acceptedId`'s (its place went to that one, or
     * the period was withdrawn): nobody answered them, so `decidedBy` stays null.
     */
    async declineWaiting(periodId: number, now: Date, acceptedId?: number): Promise<number> {
      const rows = await db
        .update(fixedRequests)
        .set({ status: 'DECLINED', decidedAt: now })
        .where(
          and(
            eq(fixedRequests.periodId, periodId),
            acceptedId === undefined ? undefined : ne(fixedRequests.id, acceptedId),
            eq(fixedRequests.status, 'PENDING'),
          ),
        )
        .returning({ id: fixedRequests.id });
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
            eq(fixedRequests.status, 'PENDING'),
            gt(fixedRequests.deadline, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The clock: waiting requests past their deadline expire. */
    async expireDue(now: Date): Promise<number> {
      const rows = await db
        .update(fixedRequests)
        .set({ status: 'EXPIRED' })
        .where(and(eq(fixedRequests.status, 'PENDING'), sql`${fixedRequests.deadline} <= ${now}`))
        .returning({ id: fixedRequests.id });
      return rows.length;
    },

    /** The teacher's address and the name a mail greets them by. */
    async teacherContact(teacherId: number): Promise<{ email: string; name: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, name: teacherName })
        .from(users)
        .leftJoin(teachers, eq(teachers.userId, users.id))
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, teacherId));
      return row;
    },
  };
}
export type FixedRequestsRepository = ReturnType<typeof createFixedRequestsRepository>;

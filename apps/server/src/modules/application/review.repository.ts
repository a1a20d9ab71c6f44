import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicantSummary, ApplicationEvent } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { applicationEvents, resumes, staff, users } from '../../db/schema/index.js';

export interface ApplicantFilter {
  search?: string | undefined;
  stage?: string | undefined;
  status?: string | undefined;
  sort?: 'newest' | 'oldest' | undefined;
  pageIndex: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createReviewRepository(db: Db) {
  const summary = {
    userId: users.id,
    email: users.email,
    firstName: resumes.firstName,
    lastName: resumes.lastName,
    stage: users.stage,
    status: users.status,
    registeredAt: users.createdAt,
    submittedAt: resumes.submittedAt,
  };
  const toSummary = (row: {
    userId: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    stage: string;
    status: string;
    registeredAt: Date;
    submittedAt: Date | null;
  }): ApplicantSummary => ({
    userId: row.userId,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    stage: row.stage,
    status: row.status,
    registeredAt: row.registeredAt.getTime(),
    submittedAt: row.submittedAt?.getTime() ?? null,
  });

  return {
    async list(filter: ApplicantFilter): Promise<{ total: number; records: ApplicantSummary[] }> {
      const conditions: (SQL | undefined)[] = [
        filter.stage ? eq(users.stage, filter.stage) : undefined,
        filter.status ? eq(users.status, filter.status) : undefined,
      ];
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(
          or(
            ilike(users.email, pattern),
            ilike(
              sql`coalesce(${resumes.firstName}, '') || ' ' || coalesce(${resumes.lastName}, '')`,
              pattern,
            ),
          ),
        );
      }
      const where = and(...conditions);
      // The resume (one per user at most) matters to the count only when the search reads
      // its names: without it the count reads one index, not two tables (decision 031).
      const counted = db.select({ n: count() }).from(users);
      const [total] = await (filter.search
        ? counted.leftJoin(resumes, eq(resumes.userId, users.id)).where(where)
        : counted.where(where));
      const rows = await db
        .select(summary)
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(where)
        // Both keys one way, as the index (created_at, id) reads forwards or backwards.
        .orderBy(
          ...(filter.sort === 'oldest'
            ? [asc(users.createdAt), asc(users.id)]
            : [desc(users.createdAt), desc(users.id)]),
        )
        .limit(filter.pageSize)
        .offset((filter.pageIndex - 1) * filter.pageSize);
      return { total: total?.n ?? 0, records: rows.map(toSummary) };
    },

    async find(userId: number): Promise<ApplicantSummary | undefined> {
      const [row] = await db
        .select(summary)
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, userId));
      return row ? toSummary(row) : undefined;
    },

    async history(userId: number): Promise<ApplicationEvent[]> {
      const rows = await db
        .select({
          at: applicationEvents.createdAt,
          by: staff.name,
          fromStage: applicationEvents.fromStage,
          fromStatus: applicationEvents.fromStatus,
          toStage: applicationEvents.toStage,
          toStatus: applicationEvents.toStatus,
          reason: applicationEvents.reason,
        })
        .from(applicationEvents)
        .leftJoin(staff, eq(staff.id, applicationEvents.staffId))
        .where(eq(applicationEvents.userId, userId))
        .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
      return rows.map((row) => ({ ...row, at: row.at.getTime(), by: row.by ?? 'Applicant' }));
    },

    /** The recruiter who decided becomes the applicant's success manager, unless one is set. */
    async assignSuccessManager(userId: number, staffId: number) {
      await db
        .update(users)
        .set({ successManagerId: sql`coalesce(${users.successManagerId}, ${staffId})` })
        .where(eq(users.id, userId));
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;

import { and, asc, count, desc, eq, ilike, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  applicantCursorText,
  STAFF_TURN_STATUSES,
  type ApplicantCursor,
  type ApplicantQueue,
  type ApplicantSummary,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { applicantCounts, resumes, staff, users } from '../../db/schema/index.js';

export interface ApplicantFilter {
  search?: string | undefined;
  stage?: string | undefined;
  status?: string | undefined;
  sort?: 'newest' | 'oldest' | undefined;
  /** A queue of `staffId`'s (decision 069): their applicants whose status is staff's turn. */
  queue?: ApplicantQueue | undefined;
  staffId?: number | undefined;
  /** A keyset page: the rows after this one in the list's order (else `pageIndex`). */
  after?: ApplicantCursor | undefined;
  pageIndex: number;
  pageSize: number;
}

export interface ApplicantPage {
  total: number;
  records: ApplicantSummary[];
  next?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The member who owns an applicant (users.success_manager_id); joined as `owner`. */
export const owner = alias(staff, 'owner');
export const ownerJoin = eq(owner.id, users.successManagerId);

/**
 * The columns of an applicant's summary: the account, its resume's names and its owner's
 * (a read joins `resumes` and `owner`, left).
 */
export const applicantSummaryColumns = {
  userId: users.id,
  email: users.email,
  firstName: resumes.firstName,
  lastName: resumes.lastName,
  stage: users.stage,
  status: users.status,
  registeredAt: users.createdAt,
  submittedAt: resumes.submittedAt,
  ownerId: users.successManagerId,
  ownerName: owner.name,
};

export const toApplicantSummary = (row: {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  stage: string;
  status: string;
  registeredAt: Date;
  submittedAt: Date | null;
  ownerId: number | null;
  ownerName: string | null;
}): ApplicantSummary => ({
  userId: row.userId,
  email: row.email,
  name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  stage: row.stage,
  status: row.status,
  registeredAt: row.registeredAt.getTime(),
  submittedAt: row.submittedAt?.getTime() ?? null,
  ownerId: row.ownerId,
  // An owner id without a member (removed) reads as nobody's.
  ownerName: row.ownerName,
});

/**
 * The console's applicant list (review.repository.ts hands it on): a page by offset or keyset,
 * filtered and searched, with its total.
 */
export function createApplicantListRepository(db: Db) {
  /** The registration time in the database's precision (microseconds), for a cursor. */
  const registeredAtUs = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint::text`;

  /**
   * The total at a place of the funnel (or all): the counts the triggers of migration 0021
   * keep, a few rows instead of every account.
   */
  const placeCount = (filter: ApplicantFilter) =>
    db
      .select({ n: sum(applicantCounts.accounts) })
      .from(applicantCounts)
      .where(
        and(
          filter.stage ? eq(applicantCounts.stage, filter.stage) : undefined,
          filter.status ? eq(applicantCounts.status, filter.status) : undefined,
        ),
      );
  async function placeTotal(filter: ApplicantFilter): Promise<number> {
    const [row] = await placeCount(filter);
    return Number(row?.n ?? 0);
  }

  /**
   * A search reads the names, a queue the owner: only counting the matching rows can tell how
   * many match.
   */
  async function searchedTotal(filter: ApplicantFilter, pattern: string | undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(resumes, eq(resumes.userId, users.id))
      .where(conditionsOf(filter))
      .execute({ stage: filter.stage, status: filter.status, pattern, staffId: filter.staffId });
    return row?.n ?? 0;
  }

  /** The shape of a page's read: which conditions it has (their values are parameters). */
  const shapeOf = (filter: ApplicantFilter) =>
    [
      filter.search ? 'search' : '',
      filter.stage ? 'stage' : '',
      filter.status ? 'status' : '',
      filter.queue ?? '',
      filter.sort === 'oldest' ? 'oldest' : 'newest',
      filter.after ? 'after' : '',
    ].join('_');

  /** Whether the total is counted row by row (the place counts cannot tell it). */
  const counted = (filter: ApplicantFilter) => Boolean(filter.search || filter.queue);

  const conditionsOf = (filter: ApplicantFilter): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [
      filter.stage ? eq(users.stage, sql.placeholder('stage')) : undefined,
      filter.status ? eq(users.status, sql.placeholder('status')) : undefined,
      ...(filter.queue === 'waitingOnMe'
        ? [
            eq(users.successManagerId, sql.placeholder('staffId')),
            inArray(users.status, [...STAFF_TURN_STATUSES]),
          ]
        : []),
    ];
    if (filter.search) {
      const pattern = sql.placeholder('pattern');
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
    return and(...conditions);
  };

  /**
   * A page's read, built and prepared once per shape: a request sends only its parameters,
   * and drizzle builds no SQL per request (decision 055).
   */
  const pageQuery = (filter: ApplicantFilter, name: string) => {
    const oldest = filter.sort === 'oldest';
    const after = filter.after
      ? // The row key as the index holds it (microseconds); one comparison of both keys, which
        // the index (created_at, id), or (stage, created_at, id), starts reading at.
        sql`(${users.createdAt}, ${users.id}) ${sql.raw(oldest ? '>' : '<')} (timestamptz 'epoch' + ${sql.placeholder('afterUs')}::bigint * interval '1 microsecond', ${sql.placeholder('afterId')}::bigint)`
      : undefined;
    const countAt = db
      .select({ n: sum(applicantCounts.accounts) })
      .from(applicantCounts)
      .where(
        and(
          filter.stage ? eq(applicantCounts.stage, sql.placeholder('stage')) : undefined,
          filter.status ? eq(applicantCounts.status, sql.placeholder('status')) : undefined,
        ),
      );
    return (
      db
        .select({
          ...applicantSummaryColumns,
          key: registeredAtUs,
          // Without a search, the total rides along with the page: one round trip.
          total: counted(filter) ? sql<null>`null` : sql<string | null>`(${countAt})`,
        })
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .leftJoin(owner, ownerJoin)
        .where(and(conditionsOf(filter), after))
        // Both keys one way, as the index (created_at, id) reads forwards or backwards.
        .orderBy(
          ...(oldest
            ? [asc(users.createdAt), asc(users.id)]
            : [desc(users.createdAt), desc(users.id)]),
        )
        // One row more than the page tells whether a next page exists.
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name)
    );
  };
  const pageQueries = new Map<string, ReturnType<typeof pageQuery>>();

  return {
    async list(filter: ApplicantFilter): Promise<ApplicantPage> {
      const shape = shapeOf(filter);
      let query = pageQueries.get(shape);
      if (!query) {
        query = pageQuery(filter, `applicant_page_${shape}`);
        pageQueries.set(shape, query);
      }
      const params = {
        stage: filter.stage,
        status: filter.status,
        pattern: filter.search ? `%${escapeLike(filter.search)}%` : undefined,
        staffId: filter.staffId,
        afterUs: filter.after?.registeredAtUs,
        afterId: filter.after?.userId,
        limit: filter.pageSize + 1,
        offset: filter.after ? 0 : (filter.pageIndex - 1) * filter.pageSize,
      };
      const [read, searched] = await Promise.all([
        query.execute(params),
        counted(filter) ? searchedTotal(filter, params.pattern) : undefined,
      ]);
      const first = read[0];
      const total = searched ?? (first ? Number(first.total ?? 0) : await placeTotal(filter));
      const page = read.slice(0, filter.pageSize);
      const last = page.at(-1);
      return {
        total,
        records: page.map(toApplicantSummary),
        ...(read.length > filter.pageSize && last
          ? {
              next: applicantCursorText({
                registeredAtUs: Number(last.key),
                userId: last.userId,
              }),
            }
          : {}),
      };
    },
  };
}

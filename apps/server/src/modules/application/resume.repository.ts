import { INITIAL_PLACE, isFailedPlace, STAFF_ACCOUNT } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { applicationEvents, helpMessages, resumes, users } from '../../db/schema/index.js';

export interface ResumeRow {
  commitStep: number;
  fields: Record<string, string | boolean>;
  submittedAt: Date | null;
}

export function createResumeRepository(db: Db) {
  return {
    async find(userId: number): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select({
          commitStep: resumes.commitStep,
          fields: resumes.fields,
          submittedAt: resumes.submittedAt,
        })
        .from(resumes)
        .where(eq(resumes.userId, userId));
      return row;
    },

    /** Merges a step's fields into the saved form; the saved step only moves forward. */
    async saveStep(
      userId: number,
      step: number,
      fields: Record<string, string | boolean>,
      submit: boolean,
    ) {
      const names = {
        ...(typeof fields.firstName === 'string' ? { firstName: fields.firstName } : {}),
        ...(typeof fields.lastName === 'string' ? { lastName: fields.lastName } : {}),
      };
      await db
        .insert(resumes)
        .values({
          userId,
          commitStep: step,
          fields,
          ...names,
          submittedAt: submit ? new Date() : null,
        })
        .onConflictDoUpdate({
          target: resumes.userId,
          set: {
            commitStep: sql`greatest(${resumes.commitStep}, ${step})`,
            fields: sql`${resumes.fields} || ${JSON.stringify(fields)}::jsonb`,
            ...names,
            ...(submit ? { submittedAt: sql`coalesce(${resumes.submittedAt}, now())` } : {}),
            updatedAt: new Date(),
          },
        });
    },

    async stageOf(
      userId: number,
    ): Promise<{ stage: string; status: string; email: string } | undefined> {
      const [row] = await db
        .select({ stage: users.stage, status: users.status, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The reason given with the latest move into this stage and status ('' when none). */
    async reasonFor(userId: number, stage: string, status: string): Promise<string | undefined> {
      const [row] = await db
        .select({ reason: applicationEvents.reason })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.userId, userId),
            eq(applicationEvents.toStage, stage),
            eq(applicationEvents.toStatus, status),
          ),
        )
        .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
        .limit(1);
      return row?.reason;
    },

    /** When the applicant was last moved to this place (applying again counts from it). */
    async movedIntoAt(userId: number, stage: string, status: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: applicationEvents.createdAt })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.userId, userId),
            eq(applicationEvents.toStage, stage),
            eq(applicationEvents.toStatus, status),
          ),
        )
        .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
        .limit(1);
      return row?.at;
    },

    /**
     * How often the applicant has applied again: the trail's moves from a failed place back to
     * the start (the funnel's `applyAgain`, decision 068).
     */
    async timesAppliedAgain(userId: number): Promise<number> {
      const rows = await db
        .select({ stage: applicationEvents.fromStage, status: applicationEvents.fromStatus })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.userId, userId),
            eq(applicationEvents.toStage, INITIAL_PLACE.stage),
            eq(applicationEvents.toStatus, INITIAL_PLACE.status),
          ),
        );
      return rows.filter((row) => isFailedPlace(row.stage, row.status)).length;
    },

    /** The referral code of whoever referred the applicant at sign-up, if anyone did. */
    /** The channel code (share poster) the account registered with, if any. */
    async channelCodeOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ poster: users.poster })
        .from(users)
        .where(eq(users.id, userId));
      return row?.poster || null;
    },

    async referrerCodeOf(userId: number): Promise<string | undefined> {
      const referrers = alias(users, 'referrers');
      const [row] = await db
        .select({ code: referrers.referralCode })
        .from(users)
        .innerJoin(referrers, eq(referrers.id, users.referredByUserId))
        .where(eq(users.id, userId));
      return row?.code;
    },

    async saveHelpMessage(userId: number, content: string) {
      await db.insert(helpMessages).values({ userId, content });
    },

    async successManagerEmail(userId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ email: string }>(
        db,
        sql`select s.email from users u join staff s on s.id = u.success_manager_id where u.id = ${userId} and s.status = ${STAFF_ACCOUNT.ACTIVE}`,
      );
      return row?.email;
    },
  };
}
export type ResumeRepository = ReturnType<typeof createResumeRepository>;

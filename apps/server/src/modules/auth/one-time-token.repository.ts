import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oneTimeTokens } from '../../db/schema/index.js';

export type OneTimePurpose = 'TEACHER_RESET' | 'STAFF_SET_PASSWORD';

export function createOneTimeTokenRepository(db: Db) {
  return {
    async insert(row: {
      purpose: OneTimePurpose;
      subjectId: number;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(oneTimeTokens).values(row);
    },

    /**
     * Uses the link once: the conditional update succeeds for one caller only, and only while
     * the link is unused and unexpired.
     */
    async consume(
      purpose: OneTimePurpose,
      subjectId: number,
      tokenHash: string,
      now: Date,
    ): Promise<boolean> {
      const used = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.purpose, purpose),
            eq(oneTimeTokens.subjectId, subjectId),
            eq(oneTimeTokens.tokenHash, tokenHash),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ id: oneTimeTokens.id });
      return used.length === 1;
    },

    /** Retires every outstanding link of a subject (after a reset, older links must not work). */
    async retireAll(purpose: OneTimePurpose, subjectId: number, now: Date) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.purpose, purpose),
            eq(oneTimeTokens.subjectId, subjectId),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },
  };
}
export type OneTimeTokenRepository = ReturnType<typeof createOneTimeTokenRepository>;

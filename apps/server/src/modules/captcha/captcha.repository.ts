import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { captchaChallenges } from '../../db/schema/index.js';

export function createCaptchaRepository(db: Db) {
  return {
    async insert(row: { ticketHash: string; scene: string; answer: string; expiresAt: Date }) {
      await db.insert(captchaChallenges).values(row);
    },

    /** Marks the ticket used and returns its answer, once: a second use finds nothing. */
    async consume(ticketHash: string, scene: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(captchaChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(captchaChallenges.ticketHash, ticketHash),
            eq(captchaChallenges.scene, scene),
            isNull(captchaChallenges.usedAt),
            gt(captchaChallenges.expiresAt, now),
          ),
        )
        .returning({ answer: captchaChallenges.answer });
      return row?.answer;
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

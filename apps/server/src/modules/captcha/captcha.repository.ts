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

    /**
     * Records a proof-of-work challenge as spent, once: false when it already was. The row
     * lives in the same table as image tickets, kept until the challenge expires.
     */
    async spendProof(challengeHash: string, scene: string, expiresAt: Date, now: Date) {
      const rows = await db
        .insert(captchaChallenges)
        .values({
          ticketHash: challengeHash,
          scene: `POW:${scene}`,
          answer: '',
          expiresAt,
          usedAt: now,
        })
        .onConflictDoNothing()
        .returning({ ticketHash: captchaChallenges.ticketHash });
      return rows.length === 1;
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mailDeliveries } from '../../db/schema/index.js';

/**
 * The record of which queued mails went out, by key (decision 046). A job may run more than
 * once (a retry after a failure, or after its server was killed); the record lets a run whose
 * mail was already sent send nothing.
 */
export function createMailDeliveries(db: Db) {
  return {
    /** Claims a run of the key's mail: false when it was sent already (then nothing to do). */
    async claim(key: string): Promise<boolean> {
      const [row] = await db
        .insert(mailDeliveries)
        .values({ key })
        .onConflictDoUpdate({
          target: mailDeliveries.key,
          set: { attempts: sql`${mailDeliveries.attempts} + 1`, claimedAt: sql`now()` },
        })
        .returning({ sentAt: mailDeliveries.sentAt });
      return !row?.sentAt;
    },
    async markSent(key: string): Promise<void> {
      await db
        .update(mailDeliveries)
        .set({ sentAt: sql`now()` })
        .where(eq(mailDeliveries.key, key));
    },
  };
}
export type MailDeliveries = ReturnType<typeof createMailDeliveries>;

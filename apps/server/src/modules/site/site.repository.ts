import type { Db } from '../../db/database.js';
import { funnelEvents, newsletterSubscribers } from '../../db/schema/index.js';

export function createSiteRepository(db: Db) {
  return {
    /** Stores the address once; a repeat is not an error (nobody learns who subscribed). */
    async subscribe(email: string) {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },

    /** A first-party event; `userId` when a signed-in applicant's page sent it. */
    async recordEvent(name: string, properties: Record<string, string>, userId?: number) {
      await db.insert(funnelEvents).values({ name, properties, userId });
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;

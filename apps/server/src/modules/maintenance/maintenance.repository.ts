import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  captchaChallenges,
  oneTimeTokens,
  securityEvents,
  sessions,
} from '../../db/schema/index.js';

/** The hourly clean-up's deletes, each bounded by the time it is given. */
export function createMaintenanceRepository(db: Db) {
  return {
    async deleteSessions(expiredBefore: Date, idleBefore: Date) {
      await db
        .delete(sessions)
        .where(
          sql`${sessions.expiresAt} < ${expiredBefore} or ${sessions.lastSeenAt} < ${idleBefore}`,
        );
    },
    async deleteCaptchaChallenges(expiredBefore: Date) {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, expiredBefore));
    },
    async deleteSecurityEvents(before: Date) {
      await db.delete(securityEvents).where(lt(securityEvents.createdAt, before));
    },
    async deleteOneTimeTokens(expiredBefore: Date) {
      await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, expiredBefore));
    },
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

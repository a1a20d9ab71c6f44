import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import {
  captchaChallenges,
  oneTimeTokens,
  securityEvents,
  sessions,
  teacherNotifications,
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
    /** Notices read before `readBefore`, and any before `anyBefore` (decision 067). */
    async deleteNotifications(readBefore: Date, anyBefore: Date) {
      await db
        .delete(teacherNotifications)
        .where(
          sql`${teacherNotifications.readAt} < ${readBefore} or ${teacherNotifications.createdAt} < ${anyBefore}`,
        );
    },
    async deleteOneTimeTokens(expiredBefore: Date) {
      await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, expiredBefore));
    },
    /**
     * Up to `limit` rate-limit counters whose window ended on the database's clock (the one
     * that set it, decision 043); returns how many went. Rows a server is counting are skipped.
     */
    async deleteEndedRateLimitCounters(limit: number): Promise<number> {
      const [row] = await queryRows<{ deleted: number }>(
        db,
        sql`with ended as (
              delete from rate_limit_counters where key in (
                select key from rate_limit_counters where expires_at <= now()
                limit ${limit} for update skip locked)
              returning 1)
            select count(*)::integer as deleted from ended`,
      );
      return row?.deleted ?? 0;
    },
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  captchaChallenges,
  oneTimeTokens,
  securityEvents,
  sessions,
} from '../../db/schema/index.js';
import { SESSION_IDLE_MS } from '../auth/session.service.js';
import type { FileSweeper } from '../storage/file-sweeper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what no rule reads any more: expired sessions and captcha tickets, security events
 * older than the longest window (one hour; a day is kept for investigations), and links a
 * week past their expiry; then the file sweeper. Runs at start and every hour.
 */
export function createMaintenance(
  db: Db,
  files: FileSweeper,
  clock: () => Date = () => new Date(),
) {
  return {
    async run(): Promise<void> {
      const now = clock();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await db
        .delete(sessions)
        .where(
          sql`${sessions.expiresAt} < ${now} or ${sessions.lastSeenAt} < ${ago(SESSION_IDLE_MS)}`,
        );
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
      await db.delete(securityEvents).where(lt(securityEvents.createdAt, ago(DAY_MS)));
      await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, ago(7 * DAY_MS)));
      await files.run();
    },
  };
}

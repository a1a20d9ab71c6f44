import { DAY_MS } from '@portal/contracts';
import type { MaintenanceRepository } from './maintenance.repository.js';
import { SESSION_IDLE_MS } from '../auth/session.service.js';
import type { FileSweeper } from '../storage/file-sweeper.js';

/**
 * A notice is a copy of a mail (decision 067): kept 90 days once read, a year at most, so the
 * drawer shows what is recent and the table does not grow with every mail ever sent.
 */
export const NOTICE_READ_KEPT_MS = 90 * DAY_MS;
export const NOTICE_KEPT_MS = 365 * DAY_MS;

/** Ended rate-limit counters go in batches this size, at most this many batches an hour. */
const COUNTER_BATCH = 5_000;
const COUNTER_BATCHES = 20;

/**
 * Deletes what no rule reads any more: expired sessions and captcha tickets, security events
 * older than the longest window (one hour; a day is kept for investigations), links a week
 * past their expiry, old notices, rate-limit counters whose window ended (bounded: a busy hour's rest
 * goes the next hour); then the file sweeper. Runs at start and every hour.
 */
export function createMaintenance(
  repository: MaintenanceRepository,
  files: FileSweeper,
  clock: () => Date = () => new Date(),
) {
  return {
    async run(): Promise<void> {
      const now = clock();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await repository.deleteSessions(now, ago(SESSION_IDLE_MS));
      await repository.deleteCaptchaChallenges(now);
      await repository.deleteSecurityEvents(ago(DAY_MS));
      await repository.deleteOneTimeTokens(ago(7 * DAY_MS));
      await repository.deleteNotifications(ago(NOTICE_READ_KEPT_MS), ago(NOTICE_KEPT_MS));
      for (let batch = 0; batch < COUNTER_BATCHES; batch += 1) {
        if ((await repository.deleteEndedRateLimitCounters(COUNTER_BATCH)) < COUNTER_BATCH) break;
      }
      await files.run();
    },
  };
}
